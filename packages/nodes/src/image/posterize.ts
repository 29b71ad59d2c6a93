import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { posterize } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'posterize');

/** Reduces each colour channel to a few evenly spaced values, for flat poster-like areas. */
export const posterizeNode = defineNode({
  id: 'image.posterize',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to posterize. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Values each of red, green and blue keeps, evenly spaced from 0 to 255 (2 to 255). */
      { id: 'levels', kind: 'number', label: label.control('levels'), default: 4, min: 2, max: 255, step: 1 },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = posterize(kernelImage(inputs['title'] as RasterImage), {
      levels: controls['levels'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
