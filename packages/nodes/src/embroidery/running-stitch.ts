import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import { beanStitch, buildStitchPlan, runningStitch } from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { blocksByThread, defineEmbroideryNode, planResult, strokedLines, trimControl } from './support';

const label = nodeLabels('embroidery', 'runningStitch');

/**
 * A running or bean (triple) stitch along every path on the input, closed outlines sewn all the way
 * round, in the path's outline colour (or fill colour without an outline).
 */
export const runningStitchNode = defineEmbroideryNode({
  id: 'embroidery.running-stitch',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  inputs: [
    /** The lines to sew along. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: label.output('plan') }],
  controls: [
    [
      /** Running: one pass. Bean: every stitch sewn forward, back and forward again, for a bolder line. */
      {
        id: 'style',
        kind: 'dropdown',
        label: label.control('style'),
        default: 'running',
        options: [
          { value: 'running', label: label.option('style', 'running') },
          { value: 'bean', label: label.option('style', 'bean') },
        ],
      },
      /** Longest stitch in millimetres. */
      {
        id: 'stitchLength',
        kind: 'number',
        label: label.control('stitchLength'),
        default: 2.5,
        min: 0.3,
        max: 100,
        step: 0.1,
        units: millimetreUnits,
      },
    ],
    [trimControl(label)],
  ],
  evaluate({ inputs, controls }) {
    const stitch = controls['style'] === 'bean' ? beanStitch : runningStitch;
    const stitchLength = controls['stitchLength'] as number;
    const paths = strokedLines(inputs['title']).filter((path) => path.lines.length > 0);
    if (paths.length === 0) throw new NodeEvaluationError('empty-geometry', 'The drawing has no path to sew');
    const blocks = blocksByThread(
      paths.map((path) => ({
        thread: path.thread,
        runs: path.lines.map((line) => stitch(line.points, { stitchLength, closed: line.closed })),
      })),
    );
    return planResult(buildStitchPlan(blocks, { trimJumpLength: controls['trimJumpLength'] as number }));
  },
} satisfies NodeDefinition);
