import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { resize, RESIZE_FILTERS } from '@atelier/raster';
import { pixelSizeControls } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'resize');

/** Resamples an image to a new pixel size; the resolution stays, so the physical size follows. */
export const resizeNode = defineNode({
  id: 'image.resize',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to resample. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    /** The new width and height in pixels. */
    pixelSizeControls(label),
    [
      /**
       * How new pixels are computed: nearest keeps hard pixel edges; bilinear, Mitchell and
       * Lanczos 3 are progressively sharper smooth filters.
       */
      {
        id: 'filter',
        kind: 'dropdown',
        label: label.control('filter'),
        default: 'lanczos3',
        options: RESIZE_FILTERS.map((filter) => ({ value: filter, label: label.option('filter', filter) })),
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = resize(kernelImage(inputs['title'] as RasterImage), {
      width: controls['width'] as number,
      height: controls['height'] as number,
      filter: controls['filter'] as (typeof RESIZE_FILTERS)[number],
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
