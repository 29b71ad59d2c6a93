import type { NodeDefinition } from '@atelier/graph';
import { arrangeDrawing, transformOrigins, type TransformOrigin } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { defineVectorNode, drawingInput, millimetreUnits } from '../support/vectors';

const label = nodeLabels('vector', 'transform');

/** Moves, scales, rotates and skews shapes: scale, then skew, then rotation, then the move. */
export const transformNode = defineVectorNode({
  id: 'vector.transform',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The shapes to transform. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'vector', type: 'vector', label: label.output('vector') }],
  controls: [
    [
      /** Millimetres to move right (negative: left). */
      {
        id: 'translateX',
        kind: 'number',
        label: label.control('translateX'),
        default: 0,
        min: -2000,
        max: 2000,
        units: millimetreUnits,
      },
      /** Millimetres to move down (negative: up). */
      {
        id: 'translateY',
        kind: 'number',
        label: label.control('translateY'),
        default: 0,
        min: -2000,
        max: 2000,
        units: millimetreUnits,
      },
    ],
    [
      /** Horizontal scale in percent; negative mirrors. */
      {
        id: 'scaleX',
        kind: 'number',
        label: label.control('scaleX'),
        default: 100,
        min: -10_000,
        max: 10_000,
      },
      /** Vertical scale in percent; negative mirrors. */
      {
        id: 'scaleY',
        kind: 'number',
        label: label.control('scaleY'),
        default: 100,
        min: -10_000,
        max: 10_000,
      },
    ],
    [
      /** Degrees to turn clockwise. */
      {
        id: 'rotation',
        kind: 'slider',
        label: label.control('rotation'),
        default: 0,
        min: -360,
        max: 360,
        step: 1,
      },
      /** Degrees to slant vertical lines (positive leans them right at the bottom). */
      { id: 'skewX', kind: 'slider', label: label.control('skewX'), default: 0, min: -85, max: 85, step: 1 },
      /** Degrees to slant horizontal lines. */
      { id: 'skewY', kind: 'slider', label: label.control('skewY'), default: 0, min: -85, max: 85, step: 1 },
      /** What scaling, rotation and skew turn about: the middle of the shapes, or the origin. */
      {
        id: 'origin',
        kind: 'dropdown',
        label: label.control('origin'),
        default: 'centre',
        options: transformOrigins.map((value) => ({ value, label: label.option('origin', value) })),
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = arrangeDrawing(drawingInput(inputs['title']), {
      translateX: controls['translateX'] as number,
      translateY: controls['translateY'] as number,
      scaleX: (controls['scaleX'] as number) / 100,
      scaleY: (controls['scaleY'] as number) / 100,
      rotation: controls['rotation'] as number,
      skewX: controls['skewX'] as number,
      skewY: controls['skewY'] as number,
      origin: controls['origin'] as TransformOrigin,
    });
    return { vector: drawing };
  },
} satisfies NodeDefinition);
