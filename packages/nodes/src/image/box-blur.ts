import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { boxBlur, MAXIMUM_BOX_RADIUS } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'boxBlur');

/** Averages each pixel with its square neighbourhood: a fast, flat blur. */
export const boxBlurNode = defineNode({
  id: 'image.box-blur',
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
      /**
       * Pixels on each side of the averaged square, whose side is 2 x radius + 1; 0 leaves the
       * image as it is.
       */
      {
        id: 'radius',
        kind: 'number',
        label: label.control('radius'),
        default: 1,
        min: 0,
        max: MAXIMUM_BOX_RADIUS,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = kernelImage(inputs['title'] as RasterImage);
    return { image: socketImage(boxBlur(image, { radius: controls['radius'] as number })) };
  },
} satisfies NodeDefinition);
