import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { threshold } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'threshold');

/** Black and white by each pixel's grey value; alpha is kept. */
export const thresholdNode = defineNode({
  id: 'image.threshold',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to turn black and white. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Pixels whose grey value (0 to 255) is at least this become white, the others black. */
      { id: 'level', kind: 'slider', label: label.control('level'), default: 128, min: 0, max: 255, step: 1 },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = threshold(kernelImage(inputs['title'] as RasterImage), {
      level: controls['level'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
