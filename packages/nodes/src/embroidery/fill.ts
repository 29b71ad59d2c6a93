import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import { buildStitchPlan, tatamiFill } from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { millimetreUnits } from '../support/vectors';
import { blocksByThread, defineEmbroideryNode, filledShapes, planResult, trimControl } from './support';

const label = nodeLabels('embroidery', 'fill');

/**
 * Tatami fill of every filled shape on the input, in the shape's fill colour, holes left out and
 * travel kept inside the shape; with an underlay across the rows when asked.
 */
export const fillNode = defineEmbroideryNode(
  {
    id: 'embroidery.fill',
    version: '1.0.0',
    family: 'embroidery',
    title: label.title,
    inputs: [
      /** The shapes to fill; each filled path becomes fill in its fill colour, unfilled paths are left out. */
      { name: 'title', type: 'vector', label: label.input('title'), required: true },
    ],
    outputs: [{ name: 'plan', type: 'stitchPlan', label: label.output('plan') }],
    controls: [
      [
        /** Direction of the rows in degrees. */
        {
          id: 'angle',
          kind: 'slider',
          label: label.control('angle'),
          default: 0,
          min: -180,
          max: 180,
          step: 1,
        },
        /** Distance between rows in millimetres (density). */
        {
          id: 'rowSpacing',
          kind: 'number',
          label: label.control('rowSpacing'),
          default: 0.4,
          min: 0.1,
          max: 20,
          step: 0.05,
          units: millimetreUnits,
        },
      ],
      [
        /** Longest stitch along a row in millimetres. */
        {
          id: 'maxStitchLength',
          kind: 'number',
          label: label.control('maxStitchLength'),
          default: 3.5,
          min: 0.5,
          max: 20,
          step: 0.1,
          units: millimetreUnits,
        },
        /** How far penetrations shift from row to row, as a fraction of the stitch length. */
        {
          id: 'stagger',
          kind: 'slider',
          label: label.control('stagger'),
          default: 0.25,
          min: 0,
          max: 1,
          step: 0.05,
        },
      ],
      [
        /** Sew a sparse fill across the rows first, to hold the fabric and lift the top stitches. */
        { id: 'underlay', kind: 'toggle', label: label.control('underlay'), default: true },
        trimControl(label),
      ],
    ],
    evaluate({ inputs, controls }) {
      const options = {
        angle: controls['angle'] as number,
        rowSpacing: controls['rowSpacing'] as number,
        maxStitchLength: controls['maxStitchLength'] as number,
        staggerPerRow: controls['stagger'] as number,
        underlay: controls['underlay'] as boolean,
      };
      const shapes = filledShapes(inputs['title']);
      if (shapes.length === 0) {
        throw new NodeEvaluationError('empty-geometry', 'The drawing has no filled shape to fill');
      }
      const blocks = blocksByThread(
        shapes.map((shape) => ({
          thread: shape.thread,
          runs: shape.polygons.flatMap((polygon) => tatamiFill(polygon, options)),
        })),
      );
      const plan = buildStitchPlan(blocks, { trimJumpLength: controls['trimJumpLength'] as number });
      return planResult(plan);
    },
  } satisfies NodeDefinition,
  (option) => (option === 'staggerPerRow' ? 'stagger' : option),
);
