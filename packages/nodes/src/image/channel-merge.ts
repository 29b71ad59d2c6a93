import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { mergeChannels } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'channelMerge');

// The kernel names its inputs red, green, blue and alpha; the red one arrives on the node's
// main input, `title`.
const inputOf = (option: string) => (option === 'red' ? 'title' : option);

/**
 * Builds an image from one grey image a channel (a coloured image gives its grey value). All
 * inputs must have the same size; the result takes the red input's resolution.
 */
export const channelMergeNode = defineNode(
  {
    id: 'image.channel-merge',
    version: '1.0.0',
    family: 'image',
    title: label.title,
    inputs: [
      /** The red channel: the main input. */
      { name: 'title', type: 'image', label: label.input('title'), required: true },
      /** The green channel. */
      { name: 'green', type: 'image', label: label.input('green'), required: true },
      /** The blue channel. */
      { name: 'blue', type: 'image', label: label.input('blue'), required: true },
      /** The alpha channel, white being opaque; the result is opaque without it. */
      { name: 'alpha', type: 'image', label: label.input('alpha') },
    ],
    outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
    controls: [],
    evaluate({ inputs }) {
      const alpha = inputs['alpha'] as RasterImage | undefined;
      const image = mergeChannels({
        red: kernelImage(inputs['title'] as RasterImage),
        green: kernelImage(inputs['green'] as RasterImage),
        blue: kernelImage(inputs['blue'] as RasterImage),
        ...(alpha ? { alpha: kernelImage(alpha) } : {}),
      });
      return { image: socketImage(image) };
    },
  } satisfies NodeDefinition,
  inputOf,
);
