import type { GradientStep, NodeDefinition, RasterImage } from '@atelier/graph';
import { gradientMap } from '@atelier/raster';
import { blackToWhite } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'gradientMap');

/**
 * Recolours an image by tone: each pixel takes the gradient's colour at its grey value (black at
 * the start, white at the end). The result's alpha is the pixel's alpha times the colour's.
 */
export const gradientMapNode = defineNode({
  id: 'image.gradient-map',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to recolour. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** The colours from shadows (position 0) to highlights (position 1), up to 32 steps. */
      { id: 'gradient', kind: 'gradient', label: label.control('gradient'), default: blackToWhite },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = gradientMap(kernelImage(inputs['title'] as RasterImage), {
      gradient: { stops: controls['gradient'] as readonly GradientStep[] },
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
