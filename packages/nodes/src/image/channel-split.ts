import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { splitChannels } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'channelSplit');

/** Splits an image into four opaque grey images: red, green, blue and alpha. */
export const channelSplitNode = defineNode({
  id: 'image.channel-split',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image whose channels are taken apart. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [
    { name: 'red', type: 'image', label: label.output('red') },
    { name: 'green', type: 'image', label: label.output('green') },
    { name: 'blue', type: 'image', label: label.output('blue') },
    { name: 'alpha', type: 'image', label: label.output('alpha') },
  ],
  controls: [],
  evaluate({ inputs }) {
    const channels = splitChannels(kernelImage(inputs['title'] as RasterImage));
    return {
      red: socketImage(channels.red),
      green: socketImage(channels.green),
      blue: socketImage(channels.blue),
      alpha: socketImage(channels.alpha),
    };
  },
} satisfies NodeDefinition);
