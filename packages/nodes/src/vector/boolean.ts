import type { NodeDefinition } from '@atelier/graph';
import { booleanOperations, combineDrawings, combineShapes, type BooleanOperation } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput } from '../support/vectors';

const label = nodeLabels('vector', 'boolean');

/**
 * Union, intersection, difference or exclusion of filled areas (Clipper2). With a second input,
 * the first input's shapes are combined with the second's; without one, the shapes of the first
 * input are combined with each other in painting order. The result is one compound shape.
 */
export const booleanNode = defineVectorNode({
  id: 'vector.boolean',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to combine; their first shape's paint is kept. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
    /** Optional: the shapes to combine the first input with (what difference cuts away). */
    { name: 'with', type: 'vector', label: label.input('with') },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Union merges; intersection keeps the overlap; difference cuts away; exclusion keeps what does not overlap. */
      {
        id: 'operation',
        kind: 'dropdown',
        label: label.control('operation'),
        default: 'union',
        options: booleanOperations.map((value) => ({ value, label: label.option('operation', value) })),
      },
      /** How closely curves are followed, in millimetres; results are made of straight segments. */
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
    const operation = controls['operation'] as BooleanOperation;
    const tolerance = controls['tolerance'] as number;
    const subject = drawingInput(inputs['title']);
    const drawing =
      inputs['with'] === undefined
        ? combineShapes(subject, operation, { tolerance })
        : combineDrawings(subject, drawingInput(inputs['with']), operation, { tolerance });
    return { vector: drawing };
  },
} satisfies NodeDefinition);
