import type { Colour, NodeDefinition, RasterImage } from '@atelier/graph';
import { stitchedLook } from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { defineEmbroideryNode, planInput } from './support';

const label = nodeLabels('embroidery', 'stitchedLook');

/**
 * The plan as embroidered thread: an image of its stitches in their thread colours at the chosen
 * resolution, each strand as wide as the thread and shaded as a round thread, later stitches over
 * earlier ones. Its size is the design's, so an embroidered patch can be put on a 3D product (a
 * cap's front) or laid out like any other image.
 */
export const stitchedLookNode = defineEmbroideryNode({
  id: 'embroidery.stitched-look',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  inputs: [
    /** The plan to show sewn. */
    { name: 'title', type: 'stitchPlan', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Pixels per inch; 254 is 10 pixels per millimetre. */
      { id: 'dpi', kind: 'number', label: label.control('dpi'), default: 254, min: 25, max: 1200, step: 1 },
      /** How wide the thread lies on the fabric, in millimetres (40-weight: about 0.4). */
      {
        id: 'threadWidth',
        kind: 'number',
        label: label.control('threadWidth'),
        default: 0.4,
        min: 0.1,
        max: 2,
        step: 0.05,
      },
    ],
    [
      /** Fabric left around the design, in millimetres. */
      {
        id: 'margin',
        kind: 'number',
        label: label.control('margin'),
        default: 1,
        min: 0,
        max: 50,
        step: 0.5,
      },
      /** Off: the ground is transparent, so the stitches can lie on any material. */
      { id: 'onFabric', kind: 'toggle', label: label.control('onFabric'), default: false },
      {
        id: 'fabric',
        kind: 'colour',
        label: label.control('fabric'),
        default: { red: 242, green: 238, blue: 228, alpha: 255 },
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const fabric = controls['fabric'] as Colour;
    const look = stitchedLook(planInput(inputs['title']), {
      dotsPerInch: controls['dpi'] as number,
      threadWidth: controls['threadWidth'] as number,
      margin: controls['margin'] as number,
      ...(controls['onFabric']
        ? { fabric: { red: fabric.red, green: fabric.green, blue: fabric.blue } }
        : {}),
    });
    const image: RasterImage = {
      width: look.width,
      height: look.height,
      pixels: look.pixels,
      dotsPerInch: look.dotsPerInch,
    };
    return { image };
  },
} satisfies NodeDefinition);
