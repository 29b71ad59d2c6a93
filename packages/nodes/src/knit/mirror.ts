import type { NodeDefinition } from '@atelier/graph';
import { mirrorChart, type MirrorAxis } from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'mirror');

const axes: readonly MirrorAxis[] = ['left-right', 'top-bottom', 'both'];

/** The chart flipped; cables cross the other way when flipped left to right. */
export const mirrorNode = defineKnitNode({
  id: 'knit.mirror',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to flip. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** Which way to flip. */
      {
        id: 'axis',
        kind: 'dropdown',
        label: label.control('axis'),
        default: 'left-right',
        options: axes.map((axis) => ({ value: axis, label: label.option('axis', axis) })),
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    return chartResult(mirrorChart(chartInput(inputs['title']), controls['axis'] as MirrorAxis));
  },
} satisfies NodeDefinition);
