import type { NodeDefinition } from '@atelier/graph';
import { createPath, rectangle } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, millimetreUnits, paintControls, paintFrom } from '../support/vectors';

const label = nodeLabels('vector', 'rectangle');

/** A rectangle, optionally with rounded corners, in millimetres. */
export const rectangleNode = defineVectorNode({
  id: 'vector.rectangle',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** The left edge, in millimetres from the origin. */
      {
        id: 'x',
        kind: 'number',
        label: label.control('x'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
      /** The top edge, in millimetres from the origin (y points down). */
      {
        id: 'y',
        kind: 'number',
        label: label.control('y'),
        default: 0,
        min: -1000,
        max: 1000,
        units: millimetreUnits,
      },
    ],
    [
      /** The width in millimetres. */
      {
        id: 'width',
        kind: 'number',
        label: label.control('width'),
        default: 50,
        min: 0,
        max: 2000,
        units: millimetreUnits,
      },
      /** The height in millimetres. */
      {
        id: 'height',
        kind: 'number',
        label: label.control('height'),
        default: 30,
        min: 0,
        max: 2000,
        units: millimetreUnits,
      },
      /** The radius of the rounded corners; 0 gives sharp corners, larger than half a side gives a pill. */
      {
        id: 'cornerRadius',
        kind: 'number',
        label: label.control('cornerRadius'),
        default: 0,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
    ],
    paintControls(label),
  ],
  evaluate({ controls }) {
    const subpath = rectangle({
      x: controls['x'] as number,
      y: controls['y'] as number,
      width: controls['width'] as number,
      height: controls['height'] as number,
      cornerRadius: controls['cornerRadius'] as number,
    });
    return { vector: { paths: [createPath([subpath], paintFrom(controls))] } };
  },
} satisfies NodeDefinition);
