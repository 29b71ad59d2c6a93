import type { NodeDefinition } from '@atelier/graph';
import {
  applyStitchPattern,
  maximumNeedles,
  maximumRows,
  stitchPatterns,
  type StitchPattern,
} from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'stitchPattern');

/**
 * A stitch structure over the chart or a region of it: stockinette, 1x1 or 2x2 rib, garter,
 * tuck, slip, or 2-stitch cables on a purl ground. Needles and rows are counted from 1 at the
 * bottom left; a last needle or row of 0 runs to the chart's edge.
 */
export const stitchPatternNode = defineKnitNode({
  id: 'knit.stitch-pattern',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to give the structure. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** The structure. */
      {
        id: 'pattern',
        kind: 'dropdown',
        label: label.control('pattern'),
        default: 'rib-1x1',
        options: stitchPatterns.map((pattern) => ({
          value: pattern,
          label: label.option('pattern', pattern),
        })),
      },
    ],
    [
      /** First needle of the region, from 1. */
      {
        id: 'firstNeedle',
        kind: 'number',
        label: label.control('firstNeedle'),
        default: 1,
        min: 1,
        max: maximumNeedles,
        step: 1,
      },
      /** Last needle of the region; 0 runs to the right edge. */
      {
        id: 'lastNeedle',
        kind: 'number',
        label: label.control('lastNeedle'),
        default: 0,
        min: 0,
        max: maximumNeedles,
        step: 1,
      },
    ],
    [
      /** First row of the region, from 1 at the bottom. */
      {
        id: 'firstRow',
        kind: 'number',
        label: label.control('firstRow'),
        default: 1,
        min: 1,
        max: maximumRows,
        step: 1,
      },
      /** Last row of the region; 0 runs to the top. */
      {
        id: 'lastRow',
        kind: 'number',
        label: label.control('lastRow'),
        default: 0,
        min: 0,
        max: maximumRows,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const chart = chartInput(inputs['title']);
    const last = (value: unknown, size: number) =>
      (value as number) === 0 ? size - 1 : (value as number) - 1;
    return chartResult(
      applyStitchPattern(chart, controls['pattern'] as StitchPattern, {
        firstNeedle: (controls['firstNeedle'] as number) - 1,
        lastNeedle: last(controls['lastNeedle'], chart.needles),
        firstRow: (controls['firstRow'] as number) - 1,
        lastRow: last(controls['lastRow'], chart.rows),
      }),
    );
  },
} satisfies NodeDefinition);
