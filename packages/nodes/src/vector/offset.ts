import type { NodeDefinition } from '@atelier/graph';
import { offsetDrawing, offsetJoins, type OffsetJoin } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'offset');

/** Grows or shrinks shapes by a distance (Clipper2); open lines become outlines around them. */
export const offsetNode = defineVectorNode({
  id: 'vector.offset',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to grow or shrink. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Millimetres outwards; negative shrinks. */
      {
        id: 'distance',
        kind: 'number',
        label: label.control('distance'),
        default: 1,
        min: -1000,
        max: 1000,
        step: 0.1,
        units: millimetreUnits,
      },
      /** How corners are joined: round, mitred (pointed) or square; open lines get matching ends. */
      {
        id: 'join',
        kind: 'dropdown',
        label: label.control('join'),
        default: 'round',
        options: offsetJoins.map((value) => ({ value, label: label.option('join', value) })),
      },
      /** For mitred corners: how far a point may reach, as a multiple of the distance, before it is cut. */
      {
        id: 'miterLimit',
        kind: 'number',
        label: label.control('miterLimit'),
        default: 4,
        min: 1,
        max: 100,
        step: 0.5,
      },
      /** How closely curves and round corners are followed, in millimetres. */
      {
        id: 'tolerance',
        kind: 'number',
        label: label.control('tolerance'),
        default: 0.01,
        min: 0.0001,
        max: 10,
        step: 0.001,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = offsetDrawing(drawingInput(inputs['title']), {
      distance: controls['distance'] as number,
      join: controls['join'] as OffsetJoin,
      miterLimit: controls['miterLimit'] as number,
      tolerance: controls['tolerance'] as number,
    });
    if (!drawing.paths.length) return undefined;
    return { vector: drawing };
  },
} satisfies NodeDefinition);
