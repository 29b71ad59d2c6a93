import type { Colour, NodeDefinition, RasterImage } from '@atelier/graph';
import {
  extractPalette,
  MAXIMUM_PALETTE_COLOURS,
  PALETTE_METHODS,
  reduceToPalette,
  type PaletteMethod,
} from '@atelier/raster';
import { black, white } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'paletteReduction');

/**
 * Replaces every pixel's colour by the nearest colour of a palette of at most 16: a fixed one
 * (which a palette wire can drive) or one computed from the image. Alpha is kept. The palette
 * used comes out as well.
 */
export const paletteReductionNode = defineNode({
  id: 'image.palette-reduction',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to reduce. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [
    { name: 'image', type: 'image', label: label.output('image') },
    { name: 'palette', type: 'palette', label: label.output('palette') },
  ],
  modes: [
    { id: 'computed', label: label.option('mode', 'computed') },
    { id: 'fixed', label: label.option('mode', 'fixed') },
  ],
  controls: [
    [
      /** Computed mode: how many colours to find in the image, 1 to 16. */
      {
        id: 'colours',
        kind: 'number',
        label: label.control('colours'),
        default: 8,
        min: 1,
        max: MAXIMUM_PALETTE_COLOURS,
        step: 1,
        modes: ['computed'],
      },
      /** Computed mode: how the colours are found (median cut or k-means from the node's seed). */
      {
        id: 'method',
        kind: 'dropdown',
        label: label.control('method'),
        default: 'median-cut',
        options: PALETTE_METHODS.map((method) => ({ value: method, label: label.option('method', method) })),
        modes: ['computed'],
      },
    ],
    [
      /** Fixed mode: the colours to use, 1 to 16. */
      {
        id: 'palette',
        kind: 'palette',
        label: label.control('palette'),
        default: [black, white],
        modes: ['fixed'],
      },
    ],
  ],
  evaluate({ inputs, controls, mode, seed }) {
    const image = kernelImage(inputs['title'] as RasterImage);
    const palette =
      mode === 'fixed'
        ? (controls['palette'] as readonly Colour[])
        : extractPalette(image, {
            colours: controls['colours'] as number,
            method: controls['method'] as PaletteMethod,
            seed,
          });
    return { image: socketImage(reduceToPalette(image, { palette })), palette: [...palette] };
  },
} satisfies NodeDefinition);
