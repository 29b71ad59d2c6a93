import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { MAXIMUM_BLUR_SIGMA, sharpen } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'sharpen');

/** Unsharp mask: strengthens edges by adding back the difference from a blurred copy. */
export const sharpenNode = defineNode({
  id: 'image.sharpen',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to sharpen. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Size of the detail that is sharpened: the sigma of the blur compared with, in pixels. */
      {
        id: 'sigma',
        kind: 'slider',
        label: label.control('sigma'),
        default: 1,
        min: 0.3,
        max: MAXIMUM_BLUR_SIGMA,
        step: 0.1,
      },
      /** How much of the difference is added back; 1 adds it once (100%). */
      {
        id: 'amount',
        kind: 'slider',
        label: label.control('amount'),
        default: 1,
        min: 0,
        max: 10,
        step: 0.05,
      },
    ],
    [
      /** Differences smaller than this (0 to 255) are left alone, so that flat noise stays flat. */
      {
        id: 'threshold',
        kind: 'slider',
        label: label.control('threshold'),
        default: 0,
        min: 0,
        max: 255,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = sharpen(kernelImage(inputs['title'] as RasterImage), {
      sigma: controls['sigma'] as number,
      amount: controls['amount'] as number,
      threshold: controls['threshold'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
