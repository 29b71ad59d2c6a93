import type { NodeDefinition } from '@atelier/graph';
import { cleanUpDrawing, cleanUpModes, type CleanUpMode } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput } from '../support/vectors';

const label = nodeLabels('vector', 'cleanUp');

/**
 * Removes what fills, stitching and cutting cannot follow: outlines that cross or touch themselves
 * (rebuilt as clean outlines or dropped) and paths without extent. Says how many self-intersecting
 * shapes it removed with the "self-intersecting paths removed" message (spec section 8), and how
 * many paths without extent with `degenerate-paths-removed`.
 */
export const cleanUpNode = defineVectorNode({
  id: 'vector.clean-up',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to clean up. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Rebuild a self-intersecting shape as clean outlines covering what it filled, or drop it. */
      {
        id: 'mode',
        kind: 'dropdown',
        label: label.control('mode'),
        default: 'resolve',
        options: cleanUpModes.map((value) => ({ value, label: label.option('mode', value) })),
      },
    ],
  ],
  evaluate({ inputs, controls, addMessage }) {
    const result = cleanUpDrawing(drawingInput(inputs['title']), { mode: controls['mode'] as CleanUpMode });
    if (result.selfIntersectingRemoved > 0) {
      addMessage({
        code: 'self-intersecting-paths-removed',
        severity: 'info',
        values: { count: result.selfIntersectingRemoved },
      });
    }
    if (result.degenerateRemoved > 0) {
      addMessage({
        code: 'degenerate-paths-removed',
        severity: 'info',
        values: { count: result.degenerateRemoved },
      });
    }
    if (!result.drawing.paths.length) return undefined;
    return { vector: result.drawing };
  },
} satisfies NodeDefinition);
