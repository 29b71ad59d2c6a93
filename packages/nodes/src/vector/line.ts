import type { NodeDefinition } from '@atelier/graph';
import { createPath, line } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, millimetreUnits, paintControls, paintFrom } from '../support/vectors';

const label = nodeLabels('vector', 'line');

/** A straight line between two points: an open path, drawn by its outline only. */
export const lineNode = defineVectorNode({
  id: 'vector.line',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** The start point's distance from the origin to the right, in millimetres. */
      {
        id: 'x1',
        kind: 'number',
        label: label.control('x1'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** The start point's distance from the origin downwards, in millimetres. */
      {
        id: 'y1',
        kind: 'number',
        label: label.control('y1'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** The end point's distance from the origin to the right, in millimetres. */
      {
        id: 'x2',
        kind: 'number',
        label: label.control('x2'),
        default: 50,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** The end point's distance from the origin downwards, in millimetres. */
      {
        id: 'y2',
        kind: 'number',
        label: label.control('y2'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
    ],
    paintControls(label, false),
  ],
  evaluate({ controls }) {
    const subpath = line({
      x1: controls['x1'] as number,
      y1: controls['y1'] as number,
      x2: controls['x2'] as number,
      y2: controls['y2'] as number,
    });
    return { vector: { paths: [createPath([subpath], paintFrom(controls))] } };
  },
} satisfies NodeDefinition);
