import type { NodeDefinition } from '@atelier/graph';
import { createPath, maximumCorners, star } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import {
  centreControls,
  defineVectorNode,
  millimetreUnits,
  paintControls,
  paintFrom,
} from '../support/vectors';

const label = nodeLabels('vector', 'star');

/** A star with tips on an outer circle and inner corners on an inner one. */
export const starNode = defineVectorNode({
  id: 'vector.star',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    centreControls(label),
    [
      /** The distance from the centre to each tip, in millimetres. */
      {
        id: 'outerRadius',
        kind: 'number',
        label: label.control('outerRadius'),
        default: 25,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
      /** The distance from the centre to each inner corner, at most the outer radius. */
      {
        id: 'innerRadius',
        kind: 'number',
        label: label.control('innerRadius'),
        default: 10,
        min: 0,
        max: 1000,
        units: millimetreUnits,
      },
      /** How many tips, from 3. */
      {
        id: 'points',
        kind: 'number',
        label: label.control('points'),
        default: 5,
        min: 3,
        max: maximumCorners,
        step: 1,
      },
      /** Degrees clockwise; at 0 a tip points straight up. */
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
    const subpath = star({
      centreX: controls['centreX'] as number,
      centreY: controls['centreY'] as number,
      outerRadius: controls['outerRadius'] as number,
      innerRadius: controls['innerRadius'] as number,
      points: controls['points'] as number,
      rotation: controls['rotation'] as number,
    });
    return { vector: { paths: [createPath([subpath], paintFrom(controls))] } };
  },
} satisfies NodeDefinition);
