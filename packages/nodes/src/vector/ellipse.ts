import type { NodeDefinition } from '@atelier/graph';
import { createPath, ellipse } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import {
  centreControls,
  defineVectorNode,
  millimetreUnits,
  paintControls,
  paintFrom,
} from '../support/vectors';

const label = nodeLabels('vector', 'ellipse');

/** An ellipse or circle around a centre, in millimetres. */
export const ellipseNode = defineVectorNode({
  id: 'vector.ellipse',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    centreControls(label),
    [
      /** Half the width, in millimetres. */
      {
        id: 'radiusX',
        kind: 'number',
        label: label.control('radiusX'),
        default: 25,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
      /** Half the height, in millimetres; equal to the horizontal radius for a circle. */
      {
        id: 'radiusY',
        kind: 'number',
        label: label.control('radiusY'),
        default: 25,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
    ],
    paintControls(label),
  ],
  evaluate({ controls }) {
    const subpath = ellipse({
      centreX: controls['centreX'] as number,
      centreY: controls['centreY'] as number,
      radiusX: controls['radiusX'] as number,
      radiusY: controls['radiusY'] as number,
    });
    return { vector: { paths: [createPath([subpath], paintFrom(controls))] } };
  },
} satisfies NodeDefinition);
