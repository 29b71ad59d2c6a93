import type { NodeDefinition, RasterImage } from '@atelier/graph';
import {
  extractPalette,
  MAXIMUM_PALETTE_COLOURS,
  PALETTE_METHODS,
  type PaletteMethod,
} from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'paletteExtraction');

/**
 * Finds an image's main colours, most used first: at most the requested number, fewer when the
 * image has fewer. K-means starts from the node's seed, so the palette repeats exactly.
 */
export const paletteExtractionNode = defineNode({
  id: 'image.palette-extraction',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image whose colours are found. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'palette', type: 'palette', label: label.output('palette') }],
  controls: [
    [
      /** The most colours to find, 1 to 16. */
      {
        id: 'colours',
        kind: 'number',
        label: label.control('colours'),
        default: 8,
        min: 1,
        max: MAXIMUM_PALETTE_COLOURS,
        step: 1,
      },
    ],
    [
      /** Median cut splits the colour space where pixels crowd; k-means refines clusters of colours. */
      {
        id: 'method',
        kind: 'dropdown',
        label: label.control('method'),
        default: 'median-cut',
        options: PALETTE_METHODS.map((method) => ({ value: method, label: label.option('method', method) })),
      },
    ],
  ],
  evaluate({ inputs, controls, seed }) {
    const palette = extractPalette(kernelImage(inputs['title'] as RasterImage), {
      colours: controls['colours'] as number,
      method: controls['method'] as PaletteMethod,
      seed,
    });
    return { palette };
  },
} satisfies NodeDefinition);
