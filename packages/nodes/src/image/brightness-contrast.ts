import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { brightnessContrast } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'brightnessContrast');

/** Brightens or darkens and raises or lowers contrast about mid-grey; alpha is kept. */
export const brightnessContrastNode = defineNode({
  id: 'image.brightness-contrast',
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
      /** -1 to 1: added to every colour channel as a fraction of the full range (0.1 adds 25.5). */
      {
        id: 'brightness',
        kind: 'slider',
        label: label.control('brightness'),
        default: 0,
        min: -1,
        max: 1,
        step: 0.01,
      },
    ],
    [
      /** -1 to 1: -1 flattens to grey, 0 changes nothing, 1 is a hard threshold at mid-grey. */
      {
        id: 'contrast',
        kind: 'slider',
        label: label.control('contrast'),
        default: 0,
        min: -1,
        max: 1,
        step: 0.01,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = brightnessContrast(kernelImage(inputs['title'] as RasterImage), {
      brightness: controls['brightness'] as number,
      contrast: controls['contrast'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
