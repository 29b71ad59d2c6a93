import type { NodeDefinition } from '@atelier/graph';
import {
  checkStructures,
  knitChartStatistics,
  maximumFloatLimit,
  maximumYarns,
  withBacking,
  type Backing,
} from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { backingControl, chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'backing');

/**
 * Chooses how colourwork is backed on a V-bed (floats on a single bed, birdseye, ladderback) and
 * checks the result: floats longer than the limit and more yarns than the machine's carriers are
 * shown as warnings; purl stitches or cables that a double-bed backing leaves no room for fail.
 */
export const backingNode = defineKnitNode({
  id: 'knit.backing',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to back. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      backingControl(label, 'birdseye'),
      /** The longest float allowed behind the fabric, in needles. */
      {
        id: 'floatLimit',
        kind: 'number',
        label: label.control('floatLimit'),
        default: 7,
        min: 1,
        max: maximumFloatLimit,
        step: 1,
      },
      /** Yarn carriers of the machine. */
      {
        id: 'carriers',
        kind: 'number',
        label: label.control('carriers'),
        default: 6,
        min: 1,
        max: maximumYarns,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls, addMessage }) {
    const chart = withBacking(chartInput(inputs['title']), controls['backing'] as Backing);
    checkStructures(chart);
    const statistics = knitChartStatistics(chart);
    const limit = controls['floatLimit'] as number;
    if (statistics.longestFloat > limit) {
      addMessage({
        code: 'float-too-long',
        severity: 'warning',
        values: { longest: statistics.longestFloat, limit, row: statistics.longestFloatRow },
      });
    }
    const carriers = controls['carriers'] as number;
    if (statistics.yarns > carriers) {
      addMessage({
        code: 'more-yarns-than-carriers',
        severity: 'warning',
        values: { yarns: statistics.yarns, limit: carriers },
      });
    }
    return chartResult(chart);
  },
} satisfies NodeDefinition);
