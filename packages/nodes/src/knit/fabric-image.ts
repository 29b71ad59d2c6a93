import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { knittedLook, maximumPixelsPerStitch } from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, defineKnitNode } from './support';

const label = nodeLabels('knit', 'fabricImage');

/**
 * The chart as knitted fabric: an image of its loops in the yarn colours, each stitch as wide and
 * high as the gauge makes it and the image's resolution the fabric's size, so a knitted panel can
 * be wrapped onto a 3D product (a cushion's front) or laid out like any other image.
 */
export const fabricImageNode = defineKnitNode({
  id: 'knit.fabric-image',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to show knitted. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Pixels across one stitch: 3 or more draws its loops, fewer a square of its colour. */
      {
        id: 'pixelsPerStitch',
        kind: 'number',
        label: label.control('pixelsPerStitch'),
        default: 16,
        min: 1,
        max: maximumPixelsPerStitch,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const look = knittedLook(chartInput(inputs['title']), {
      pixelsPerStitch: controls['pixelsPerStitch'] as number,
    });
    const image: RasterImage = look;
    return { image };
  },
} satisfies NodeDefinition);
