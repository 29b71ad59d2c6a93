import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { invert } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'invert');

/** A negative: each colour channel becomes 255 minus itself; alpha is kept. */
export const invertNode = defineNode({
  id: 'image.invert',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to invert. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [],
  evaluate({ inputs }) {
    return { image: socketImage(invert(kernelImage(inputs['title'] as RasterImage))) };
  },
} satisfies NodeDefinition);
