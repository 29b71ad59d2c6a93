import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { crop } from '@atelier/raster';
import { maximumSide } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'crop');

/** Keeps a rectangle of the image; the rectangle must lie inside it. */
export const cropNode = defineNode({
  id: 'image.crop',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to cut from. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Left edge of the kept rectangle, in pixels from the image's left edge. */
      {
        id: 'left',
        kind: 'number',
        label: label.control('left'),
        default: 0,
        min: 0,
        max: maximumSide,
        step: 1,
      },
      /** Top edge of the kept rectangle, in pixels from the image's top edge. */
      {
        id: 'top',
        kind: 'number',
        label: label.control('top'),
        default: 0,
        min: 0,
        max: maximumSide,
        step: 1,
      },
    ],
    [
      /** Width of the kept rectangle in pixels. */
      {
        id: 'width',
        kind: 'number',
        label: label.control('width'),
        default: 256,
        min: 1,
        max: maximumSide,
        step: 1,
      },
      /** Height of the kept rectangle in pixels. */
      {
        id: 'height',
        kind: 'number',
        label: label.control('height'),
        default: 256,
        min: 1,
        max: maximumSide,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = crop(kernelImage(inputs['title'] as RasterImage), {
      left: controls['left'] as number,
      top: controls['top'] as number,
      width: controls['width'] as number,
      height: controls['height'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
