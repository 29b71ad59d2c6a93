import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { gaussianBlur, MAXIMUM_BLUR_SIGMA } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'gaussianBlur');

/** Softens an image with a Gaussian blur; transparent pixels do not bleed their colour. */
export const gaussianBlurNode = defineNode({
  id: 'image.gaussian-blur',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to blur. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Standard deviation of the blur in pixels; 0 leaves the image as it is. */
      {
        id: 'sigma',
        kind: 'slider',
        label: label.control('sigma'),
        default: 2,
        min: 0,
        max: MAXIMUM_BLUR_SIGMA,
        step: 0.1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = kernelImage(inputs['title'] as RasterImage);
    return { image: socketImage(gaussianBlur(image, { sigma: controls['sigma'] as number })) };
  },
} satisfies NodeDefinition);
