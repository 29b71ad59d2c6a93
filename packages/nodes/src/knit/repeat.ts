import type { NodeDefinition } from '@atelier/graph';
import { maximumRepeats, repeatChart } from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'repeat');

/** The chart repeated side by side and above itself, as a motif is repeated across a panel. */
export const repeatNode = defineKnitNode({
  id: 'knit.repeat',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The motif to repeat. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** Copies side by side. */
      {
        id: 'across',
        kind: 'number',
        label: label.control('across'),
        default: 2,
        min: 1,
        max: maximumRepeats,
        step: 1,
      },
      /** Copies one above the other. */
      {
        id: 'up',
        kind: 'number',
        label: label.control('up'),
        default: 1,
        min: 1,
        max: maximumRepeats,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    return chartResult(
      repeatChart(chartInput(inputs['title']), controls['across'] as number, controls['up'] as number),
    );
  },
} satisfies NodeDefinition);
