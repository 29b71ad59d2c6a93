import type { Colour, NodeDefinition, RasterImage } from '@atelier/graph';
import { flipHorizontal, flipVertical, rotate } from '@atelier/raster';
import { transparent } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'rotateFlip');

/** Mirrors and then rotates an image. */
export const rotateFlipNode = defineNode({
  id: 'image.rotate-flip',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to turn. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /**
       * Degrees clockwise, after flipping. Multiples of 90 move pixels exactly; other angles
       * resample and enlarge the canvas to hold the turned image.
       */
      { id: 'angle', kind: 'number', label: label.control('angle'), default: 0, min: -360, max: 360 },
    ],
    [
      /** Mirror left to right. */
      { id: 'flipHorizontal', kind: 'toggle', label: label.control('flipHorizontal'), default: false },
      /** Mirror top to bottom. */
      { id: 'flipVertical', kind: 'toggle', label: label.control('flipVertical'), default: false },
    ],
    [
      /** Fills the corners an angle other than a right angle uncovers. */
      { id: 'background', kind: 'colour', label: label.control('background'), default: transparent },
    ],
  ],
  evaluate({ inputs, controls }) {
    let image = kernelImage(inputs['title'] as RasterImage);
    if (controls['flipHorizontal'] === true) image = flipHorizontal(image);
    if (controls['flipVertical'] === true) image = flipVertical(image);
    const angle = controls['angle'] as number;
    if (angle % 360 !== 0) image = rotate(image, { angle, background: controls['background'] as Colour });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
