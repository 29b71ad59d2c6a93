import type { NodeDefinition } from '@atelier/graph';
import { maximumWeedLines, maximumWeedMargin, replanCutJob, weedingShapes } from '@atelier/plotter';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { cutJobInput, cutJobResult, definePlotterNode } from './support';

const label = nodeLabels('plotter', 'weed');

/**
 * Weeding: a box cut round the design, the margin away from it, so the waste peels off as one
 * sheet, and weeding lines across the waste (never through the design) so it peels in strips.
 */
export const weedNode = definePlotterNode({
  id: 'plotter.weed',
  version: '1.0.0',
  family: 'plotter',
  title: label.title,
  inputs: [
    /** The cut job to weed. */
    { name: 'title', type: 'cutJob', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'cutJob', type: 'cutJob', label: label.output('cutJob') }],
  controls: [
    [
      /** Between the design and the weeding box. */
      {
        id: 'margin',
        kind: 'number',
        label: label.control('margin'),
        default: 3,
        min: 0,
        max: maximumWeedMargin,
        units: millimetreUnits,
      },
    ],
    [
      /** Weeding lines from top to bottom, evenly spaced across the box. */
      {
        id: 'verticalLines',
        kind: 'number',
        label: label.control('verticalLines'),
        default: 0,
        min: 0,
        max: maximumWeedLines,
        step: 1,
      },
      /** Weeding lines from left to right, evenly spaced down the box. */
      {
        id: 'horizontalLines',
        kind: 'number',
        label: label.control('horizontalLines'),
        default: 0,
        min: 0,
        max: maximumWeedLines,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const job = cutJobInput(inputs['title']);
    const shapes = job.design?.shapes ?? job.paths;
    const weeding = weedingShapes(shapes, {
      margin: controls['margin'] as number,
      verticalLines: Math.floor(controls['verticalLines'] as number),
      horizontalLines: Math.floor(controls['horizontalLines'] as number),
    });
    return cutJobResult(replanCutJob(job, { shapes: weeding }));
  },
} satisfies NodeDefinition);
