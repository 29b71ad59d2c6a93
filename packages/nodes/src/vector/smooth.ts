import type { NodeDefinition } from '@atelier/graph';
import { smoothDrawing, smoothMethods, type SmoothMethod } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput } from '../support/vectors';

const label = nodeLabels('vector', 'smooth');

/** Rounds the corners of outlines through their points: Catmull–Rom curves or Chaikin corner cutting. */
export const smoothNode = defineVectorNode({
  id: 'vector.smooth',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to smooth. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Catmull–Rom passes through every point; Chaikin cuts corners and stays inside them. */
      {
        id: 'method',
        kind: 'dropdown',
        label: label.control('method'),
        default: 'catmull-rom',
        options: smoothMethods.map((value) => ({ value, label: label.option('method', value) })),
      },
      /** Catmull–Rom: from 0 (straight lines) through 0.5 (the classic curve) to 1 (widest swing). */
      {
        id: 'smoothness',
        kind: 'slider',
        label: label.control('smoothness'),
        default: 0.5,
        min: 0,
        max: 1,
        step: 0.05,
      },
      /** Chaikin: how many times corners are cut. */
      {
        id: 'iterations',
        kind: 'slider',
        label: label.control('iterations'),
        default: 3,
        min: 1,
        max: 8,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = smoothDrawing(drawingInput(inputs['title']), {
      method: controls['method'] as SmoothMethod,
      smoothness: controls['smoothness'] as number,
      iterations: controls['iterations'] as number,
    });
    return { vector: drawing };
  },
} satisfies NodeDefinition);
