import type { NodeDefinition } from '@atelier/graph';
import { maximumCopies, repeatDrawing } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'repeat');

/** Copies shapes step by step: each copy moves, turns and scales on from the one before. */
export const repeatNode = defineVectorNode({
  id: 'vector.repeat',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The motif to repeat. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Copies in all, the original included. */
      {
        id: 'count',
        kind: 'number',
        label: label.control('count'),
        default: 5,
        min: 1,
        max: maximumCopies,
        step: 1,
      },
      /** Millimetres each copy moves right from the one before. */
      {
        id: 'offsetX',
        kind: 'number',
        label: label.control('offsetX'),
        default: 10,
        min: -2000,
        max: 2000,
        units: millimetreUnits,
      },
      /** Millimetres each copy moves down from the one before. */
      {
        id: 'offsetY',
        kind: 'number',
        label: label.control('offsetY'),
        default: 0,
        min: -2000,
        max: 2000,
        units: millimetreUnits,
      },
    ],
    [
      /** Degrees each copy turns about its centre, clockwise, beyond the one before. */
      {
        id: 'rotation',
        kind: 'slider',
        label: label.control('rotation'),
        default: 0,
        min: -360,
        max: 360,
        step: 1,
      },
      /** Percent each copy is of the one before's size. */
      { id: 'scale', kind: 'number', label: label.control('scale'), default: 100, min: 1, max: 10_000 },
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = repeatDrawing(drawingInput(inputs['title']), {
      count: controls['count'] as number,
      offsetX: controls['offsetX'] as number,
      offsetY: controls['offsetY'] as number,
      rotation: controls['rotation'] as number,
      scale: (controls['scale'] as number) / 100,
    });
    return { vector: drawing };
  },
} satisfies NodeDefinition);
