import type { Colour, NodeDefinition } from '@atelier/graph';
import { solidColour } from '@atelier/raster';
import { defineNode } from '../support/define';
import { socketImage } from '../support/images';
import { dpiControls, pixelSizeControls, white } from '../support/controls';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'solidColour');

/** An image of one colour, as a background or a starting point. */
export const solidColourNode = defineNode({
  id: 'image.solid-colour',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    /** Width and height of the image in pixels. */
    pixelSizeControls(label),
    dpiControls(label),
    [
      /** The colour of every pixel, transparency included. */
      { id: 'colour', kind: 'colour', label: label.control('colour'), default: white },
    ],
  ],
  evaluate({ controls }) {
    const image = solidColour({
      width: controls['width'] as number,
      height: controls['height'] as number,
      dpi: controls['dpi'] as number,
      colour: controls['colour'] as Colour,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
