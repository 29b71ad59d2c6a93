import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { blend, BLEND_MODES, type BlendMode } from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'blend');

/**
 * Draws a layer over a backdrop with a blend mode (W3C Compositing and Blending Level 1), at an
 * opacity and through an optional mask. All images must have the same size.
 */
export const blendNode = defineNode({
  id: 'image.blend',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The backdrop, underneath; the result has its size and resolution. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
    /** The layer drawn over the backdrop. */
    { name: 'layer', type: 'image', label: label.input('layer'), required: true },
    /** Where the layer shows: white shows it, black hides it; it shows everywhere without a mask. */
    { name: 'mask', type: 'image', label: label.input('mask') },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** How the layer's colours combine with the backdrop's. */
      {
        id: 'mode',
        kind: 'dropdown',
        label: label.control('mode'),
        default: 'normal',
        options: BLEND_MODES.map((mode) => ({ value: mode, label: label.option('mode', mode) })),
      },
    ],
    [
      /** How much of the layer shows, 0 to 1. */
      {
        id: 'opacity',
        kind: 'slider',
        label: label.control('opacity'),
        default: 1,
        min: 0,
        max: 1,
        step: 0.01,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const mask = inputs['mask'] as RasterImage | undefined;
    const image = blend(
      kernelImage(inputs['title'] as RasterImage),
      kernelImage(inputs['layer'] as RasterImage),
      {
        mode: controls['mode'] as BlendMode,
        opacity: controls['opacity'] as number,
        ...(mask ? { mask: kernelImage(mask) } : {}),
      },
    );
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
