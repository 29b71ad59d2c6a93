import type { NodeDefinition } from '@atelier/graph';
import { maximumRegistrationMargin, registrationShapes, replanCutJob } from '@atelier/plotter';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { cutJobInput, cutJobResult, definePlotterNode } from './support';

const label = nodeLabels('plotter', 'registrationMarks');

/**
 * Registration marks for print-and-cut: a filled square at the top left and corner marks at the
 * other corners, the margin away from the design. They are printed with the design; the cutter's
 * sensor reads them to line its cuts up with the print. They are never cut.
 */
export const registrationMarksNode = definePlotterNode({
  id: 'plotter.registration-marks',
  version: '1.0.0',
  family: 'plotter',
  title: label.title,
  inputs: [
    /** The cut job to mark. */
    { name: 'title', type: 'cutJob', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'cutJob', type: 'cutJob', label: label.output('cutJob') }],
  controls: [
    [
      /** Between the design and the marks. */
      {
        id: 'margin',
        kind: 'number',
        label: label.control('margin'),
        default: 10,
        min: 0,
        max: maximumRegistrationMargin,
        units: millimetreUnits,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const job = cutJobInput(inputs['title']);
    const shapes = (job.design?.shapes ?? job.paths).filter((shape) => shape.tool !== 'registration');
    const marks = registrationShapes(shapes, controls['margin'] as number);
    const withoutOldMarks = job.design ? { ...job, design: { ...job.design, shapes } } : job;
    return cutJobResult(replanCutJob(withoutOldMarks, { shapes: marks }));
  },
} satisfies NodeDefinition);
