import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import {
  alignClosedRails,
  buildStitchPlan,
  railsAlongLine,
  satinColumn,
  type Point,
} from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { blocksByThread, defineEmbroideryNode, planResult, strokedLines, trimControl } from './support';

const label = nodeLabels('embroidery', 'satin');

function railPoints(line: { points: readonly Point[]; closed: boolean }): Point[] {
  return line.closed && line.points.length > 2 ? [...line.points, line.points[0]!] : [...line.points];
}

/**
 * Satin columns, one per path on the input: a path with two subpaths is a column between those two
 * rails (as in Ink/Stitch); a path with one is the centre line of a column of the set width, sewn
 * all the way round when the subpath is closed and turned about each corner. Each
 * column is sewn in its path's outline colour (or fill colour without an outline).
 */
export const satinNode = defineEmbroideryNode({
  id: 'embroidery.satin',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  inputs: [
    /** The rails (two subpaths of one path) or centre lines (one subpath) of the columns. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: label.output('plan') }],
  controls: [
    [
      /** Width of a column sewn along a centre line, in millimetres. */
      {
        id: 'width',
        kind: 'number',
        label: label.control('width'),
        default: 3,
        min: 0.3,
        max: 100,
        step: 0.1,
        units: millimetreUnits,
      },
      /** Distance between stitches on the same side, in millimetres (density). */
      {
        id: 'spacing',
        kind: 'number',
        label: label.control('spacing'),
        default: 0.4,
        min: 0.1,
        max: 10,
        step: 0.05,
        units: millimetreUnits,
      },
      /** Extra width on each side of every stitch, against the thread pulling the fabric in. */
      {
        id: 'pullCompensation',
        kind: 'number',
        label: label.control('pullCompensation'),
        default: 0.2,
        min: 0,
        max: 5,
        step: 0.05,
        units: millimetreUnits,
      },
    ],
    [
      /** A running stitch along the middle and back, sewn first. */
      { id: 'centreWalk', kind: 'toggle', label: label.control('centreWalk'), default: true },
      /** A running stitch just inside both rails, sewn first. */
      { id: 'contour', kind: 'toggle', label: label.control('contour'), default: false },
      /** A sparse zigzag forward and back, sewn first. */
      { id: 'zigzag', kind: 'toggle', label: label.control('zigzag'), default: false },
    ],
    [trimControl(label)],
  ],
  evaluate({ inputs, controls }) {
    const options = {
      spacing: controls['spacing'] as number,
      pullCompensation: controls['pullCompensation'] as number,
      underlay: {
        centreWalk: controls['centreWalk'] as boolean,
        contour: controls['contour'] as boolean,
        zigzag: controls['zigzag'] as boolean,
      },
    };
    const paths = strokedLines(inputs['title']).filter((path) => path.lines.length > 0);
    if (paths.length === 0) throw new NodeEvaluationError('empty-geometry', 'The drawing has no path to sew');
    const columns = paths.map((path) => {
      const [first, second] = path.lines;
      // A closed subpath comes without its closing segment: a rail gets it back as a last point
      // on its first, a centre line is told, so the column goes all the way round. Two closed
      // rails are lined up to go round the same way from facing starts.
      const [railA, railB] = second
        ? [railPoints(first!), alignClosedRails(railPoints(first!), railPoints(second))]
        : railsAlongLine(first!.points, controls['width'] as number, { closed: first!.closed });
      return { thread: path.thread, runs: [satinColumn(railA, railB, options)] };
    });
    return planResult(
      buildStitchPlan(blocksByThread(columns), { trimJumpLength: controls['trimJumpLength'] as number }),
    );
  },
} satisfies NodeDefinition);
