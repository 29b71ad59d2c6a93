import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { levels } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'levels');

/** Remaps the tonal range: input black and white points, a midtone gamma and output range. */
export const levelsNode = defineNode({
  id: 'image.levels',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to adjust. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Input value that becomes the output black; darker values clip to it. */
      {
        id: 'inputBlack',
        kind: 'slider',
        label: label.control('inputBlack'),
        default: 0,
        min: 0,
        max: 254,
        step: 1,
      },
      /** Input value that becomes the output white; must lie above the input black. */
      {
        id: 'inputWhite',
        kind: 'slider',
        label: label.control('inputWhite'),
        default: 255,
        min: 1,
        max: 255,
        step: 1,
      },
    ],
    [
      /** Midtone exponent, 0.1 to 10; above 1 brightens the midtones, below 1 darkens them. */
      {
        id: 'gamma',
        kind: 'slider',
        label: label.control('gamma'),
        default: 1,
        min: 0.1,
        max: 10,
        step: 0.01,
      },
    ],
    [
      /** The darkest output value. */
      {
        id: 'outputBlack',
        kind: 'slider',
        label: label.control('outputBlack'),
        default: 0,
        min: 0,
        max: 255,
        step: 1,
      },
      /** The brightest output value; below the output black it inverts the image. */
      {
        id: 'outputWhite',
        kind: 'slider',
        label: label.control('outputWhite'),
        default: 255,
        min: 0,
        max: 255,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = levels(kernelImage(inputs['title'] as RasterImage), {
      inputBlack: controls['inputBlack'] as number,
      inputWhite: controls['inputWhite'] as number,
      gamma: controls['gamma'] as number,
      outputBlack: controls['outputBlack'] as number,
      outputWhite: controls['outputWhite'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
