import type { NodeDefinition } from '@atelier/graph';
import { createPath, maximumCorners, regularPolygon } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import {
  centreControls,
  defineVectorNode,
  millimetreUnits,
  paintControls,
  paintFrom,
} from '../support/vectors';

const label = nodeLabels('vector', 'polygon');

/** A regular polygon: equal sides and corners on a circle. */
export const polygonNode = defineVectorNode({
  id: 'vector.polygon',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    centreControls(label),
    [
      /** The distance from the centre to each corner, in millimetres. */
      {
        id: 'radius',
        kind: 'number',
        label: label.control('radius'),
        default: 25,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
      /** How many sides, from 3 (a triangle). */
      {
        id: 'sides',
        kind: 'number',
        label: label.control('sides'),
        default: 6,
        min: 3,
        max: maximumCorners,
        step: 1,
      },
      /** Degrees clockwise; at 0 a corner points straight up. */
      {
        id: 'rotation',
        kind: 'slider',
        label: label.control('rotation'),
        default: 0,
        min: -360,
        max: 360,
        step: 1,
      },
    ],
    paintControls(label),
  ],
  evaluate({ controls }) {
    const subpath = regularPolygon({
      centreX: controls['centreX'] as number,
      centreY: controls['centreY'] as number,
      radius: controls['radius'] as number,
      sides: controls['sides'] as number,
      rotation: controls['rotation'] as number,
    });
    return { vector: { paths: [createPath([subpath], paintFrom(controls))] } };
  },
} satisfies NodeDefinition);
