import type { GradientStep, NodeDefinition } from '@atelier/graph';
import { linearGradient, radialGradient } from '@atelier/raster';
import { blackToWhite, dpiControls, pixelSizeControls } from '../support/controls';
import { defineNode } from '../support/define';
import { socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'gradient');

/**
 * The start and end of a linear gradient at `angle` degrees clockwise from left-to-right,
 * through the image's centre and just long enough to reach its corners, as CSS places the
 * gradient line of `linear-gradient(angle, ...)` (CSS Images Module Level 3, 3.1.1).
 */
export function gradientLine(width: number, height: number, angle: number) {
  const radians = (angle * Math.PI) / 180;
  const directionX = Math.cos(radians);
  const directionY = Math.sin(radians);
  const halfLength = (Math.abs(width * directionX) + Math.abs(height * directionY)) / 2;
  const centreX = width / 2;
  const centreY = height / 2;
  return {
    start: { x: centreX - halfLength * directionX, y: centreY - halfLength * directionY },
    end: { x: centreX + halfLength * directionX, y: centreY + halfLength * directionY },
  };
}

/** A linear or radial gradient filling a new image. */
export const gradientNode = defineNode({
  id: 'image.gradient',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  modes: [
    { id: 'linear', label: label.option('mode', 'linear') },
    { id: 'radial', label: label.option('mode', 'radial') },
  ],
  controls: [
    /** Width and height of the image in pixels. */
    pixelSizeControls(label),
    dpiControls(label),
    [
      /** The colours, up to 32 steps, from the start (position 0) to the end (position 1). */
      { id: 'gradient', kind: 'gradient', label: label.control('gradient'), default: blackToWhite },
    ],
    [
      /**
       * Linear mode: direction in degrees clockwise; 0 runs left to right, 90 top to bottom. The
       * gradient spans the image corner to corner along it.
       */
      {
        id: 'angle',
        kind: 'number',
        label: label.control('angle'),
        default: 0,
        min: -360,
        max: 360,
        modes: ['linear'],
      },
      /**
       * Radial mode: where the end colour is reached, in percent of the distance from the centre
       * to the corners.
       */
      {
        id: 'radius',
        kind: 'slider',
        label: label.control('radius'),
        default: 100,
        min: 1,
        max: 400,
        modes: ['radial'],
      },
    ],
  ],
  evaluate({ controls, mode }) {
    const width = controls['width'] as number;
    const height = controls['height'] as number;
    const size = { width, height, dpi: controls['dpi'] as number };
    const gradient = { stops: controls['gradient'] as readonly GradientStep[] };
    if (mode === 'radial') {
      const radius = ((controls['radius'] as number) / 100) * Math.hypot(width / 2, height / 2);
      return {
        image: socketImage(
          radialGradient({ ...size, gradient, centre: { x: width / 2, y: height / 2 }, radius }),
        ),
      };
    }
    const line = gradientLine(width, height, controls['angle'] as number);
    return { image: socketImage(linearGradient({ ...size, gradient, ...line })) };
  },
} satisfies NodeDefinition);
