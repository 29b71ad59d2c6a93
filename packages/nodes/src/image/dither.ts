import type { Colour, NodeDefinition, RasterImage } from '@atelier/graph';
import {
  ERROR_DIFFUSION_METHODS,
  errorDiffusionDither,
  ORDERED_DITHER_SIZES,
  orderedDither,
  type ErrorDiffusionMethod,
  type OrderedDitherSize,
} from '@atelier/raster';
import { black, white } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'dither');

/** Dropdown values: ordered dithering by matrix size (spec section 9), then error diffusion. */
const ditherMethods = [
  ...ORDERED_DITHER_SIZES.map((size) => `ordered-${size}x${size}`),
  ...ERROR_DIFFUSION_METHODS,
] as const;

function orderedSize(method: string): OrderedDitherSize | undefined {
  return ORDERED_DITHER_SIZES.find((size) => method === `ordered-${size}x${size}`);
}

/**
 * Renders an image in the colours of a palette, mixing them in patterns that keep the tones:
 * ordered dithering with a 2x2, 4x4 or 8x8 Bayer matrix, or error diffusion. Alpha is kept.
 */
export const ditherNode = defineNode(
  {
    id: 'image.dither',
    version: '1.0.0',
    family: 'image',
    title: label.title,
    inputs: [
      /** The image to dither. */
      { name: 'title', type: 'image', label: label.input('title'), required: true },
    ],
    outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
    controls: [
      [
        /**
         * Ordered 2x2, 4x4 or 8x8 gives a regular pattern; Floyd-Steinberg, Jarvis-Judice-Ninke
         * and Atkinson diffuse each pixel's error to its neighbours.
         */
        {
          id: 'method',
          kind: 'dropdown',
          label: label.control('method'),
          default: 'ordered-4x4',
          options: ditherMethods.map((method) => ({ value: method, label: label.option('method', method) })),
        },
      ],
      [
        /** The colours to use, 1 to 16; a palette wire (from palette extraction, say) can drive it. */
        { id: 'palette', kind: 'palette', label: label.control('palette'), default: [black, white] },
      ],
      [
        /** Error diffusion: run every other row right to left, which breaks up diagonal worms. */
        { id: 'serpentine', kind: 'toggle', label: label.control('serpentine'), default: false },
      ],
    ],
    evaluate({ inputs, controls }) {
      const image = kernelImage(inputs['title'] as RasterImage);
      const method = controls['method'] as string;
      const palette = controls['palette'] as readonly Colour[];
      const size = orderedSize(method);
      const dithered =
        size !== undefined
          ? orderedDither(image, { size, palette })
          : errorDiffusionDither(image, {
              palette,
              method: method as ErrorDiffusionMethod,
              serpentine: controls['serpentine'] === true,
            });
      return { image: socketImage(dithered) };
    },
  } satisfies NodeDefinition,
  // The kernels' `size` is the node's `method`.
  (option) => (option === 'size' ? 'method' : option),
);
