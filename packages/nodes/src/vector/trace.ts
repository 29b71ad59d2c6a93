import type { NodeDefinition, RasterImage } from '@atelier/graph';
import { traceBitmap, traceModes, type TraceMode } from '@atelier/vector';
import { kernelImage } from '../support/images';
import { nodeLabels } from '../support/labels';
import { defineVectorNode } from '../support/vectors';

const label = nodeLabels('vector', 'trace');

/**
 * Traces an image into colour-separated shapes: one filled shape per colour, sized by the image's
 * resolution, with the colours on a palette output (for thread matching, say).
 */
export const traceNode = defineVectorNode({
  id: 'vector.trace',
  version: '1.0.0',
  family: 'vector',
  title: label.title,
  inputs: [
    /** The image to trace; its dots per inch give the shapes their size in millimetres. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [
    { name: 'vector', type: 'vector', label: label.output('vector') },
    { name: 'palette', type: 'palette', label: label.output('palette') },
  ],
  controls: [
    [
      /** How many colours to separate the image into. */
      {
        id: 'colours',
        kind: 'slider',
        label: label.control('colours'),
        default: 4,
        min: 1,
        max: 16,
        step: 1,
      },
      /** Curves fit smooth Béziers; polygons keep straight segments. */
      {
        id: 'mode',
        kind: 'dropdown',
        label: label.control('mode'),
        default: 'curves',
        options: traceModes.map((value) => ({ value, label: label.option('mode', value) })),
      },
      /** How far outlines may stray from the pixel edges, in pixels: more gives smoother, simpler shapes. */
      {
        id: 'smoothing',
        kind: 'slider',
        label: label.control('smoothing'),
        default: 0.5,
        min: 0.1,
        max: 10,
        step: 0.1,
      },
    ],
    [
      /** Specks smaller than this many pixels are dropped (holes that small fill in). */
      {
        id: 'minimumArea',
        kind: 'number',
        label: label.control('minimumArea'),
        default: 2,
        min: 0,
        max: 100_000,
        step: 1,
      },
      /** Let each colour run under the colours above it, so no gaps show between them. */
      { id: 'stacked', kind: 'toggle', label: label.control('stacked'), default: false },
      /** Leave out the colour covering the most pixels, usually the background. */
      { id: 'omitLargest', kind: 'toggle', label: label.control('omitLargest'), default: false },
    ],
  ],
  evaluate({ inputs, controls }) {
    const result = traceBitmap(kernelImage(inputs['title'] as RasterImage), {
      colours: controls['colours'] as number,
      mode: controls['mode'] as TraceMode,
      smoothing: controls['smoothing'] as number,
      minimumArea: controls['minimumArea'] as number,
      stacked: controls['stacked'] as boolean,
      omitLargest: controls['omitLargest'] as boolean,
    });
    if (!result.drawing.paths.length) return undefined;
    return { vector: result.drawing, palette: result.palette };
  },
} satisfies NodeDefinition);
