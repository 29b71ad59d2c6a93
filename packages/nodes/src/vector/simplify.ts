import type { NodeDefinition } from '@atelier/graph';
import { simplifyDrawing } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'simplify');

/** Fewer points: straight segments that stay within a tolerance of the outline (Ramer–Douglas–Peucker). */
export const simplifyNode = defineVectorNode({
  id: 'vector.simplify',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to simplify. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** The farthest the simplified outline may stray from the original, in millimetres. */
      {
        id: 'tolerance',
        kind: 'number',
        label: label.control('tolerance'),
        default: 0.1,
        min: 0.001,
        max: 100,
        step: 0.01,
        units: millimetreUnits,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const result = simplifyDrawing(drawingInput(inputs['title']), {
      tolerance: controls['tolerance'] as number,
    });
    if (!result.drawing.paths.length) return undefined;
    return { vector: result.drawing };
  },
} satisfies NodeDefinition);
