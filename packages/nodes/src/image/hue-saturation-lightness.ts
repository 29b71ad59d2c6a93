import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { hueSaturationLightness } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'hueSaturationLightness');

/** Turns hues, scales saturation and lightens or darkens, in the HSL model; alpha is kept. */
export const hueSaturationLightnessNode = defineNode({
  id: 'image.hue-saturation-lightness',
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
      /** Degrees added to every hue, -180 to 180. */
      { id: 'hue', kind: 'slider', label: label.control('hue'), default: 0, min: -180, max: 180, step: 1 },
    ],
    [
      /** -1 to 1: saturation is multiplied by 1 + this value; -1 gives grey. */
      {
        id: 'saturation',
        kind: 'slider',
        label: label.control('saturation'),
        default: 0,
        min: -1,
        max: 1,
        step: 0.01,
      },
    ],
    [
      /** -1 to 1: below 0 darkens towards black, above 0 lightens towards white. */
      {
        id: 'lightness',
        kind: 'slider',
        label: label.control('lightness'),
        default: 0,
        min: -1,
        max: 1,
        step: 0.01,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = hueSaturationLightness(kernelImage(inputs['title'] as RasterImage), {
      hue: controls['hue'] as number,
      saturation: controls['saturation'] as number,
      lightness: controls['lightness'] as number,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
