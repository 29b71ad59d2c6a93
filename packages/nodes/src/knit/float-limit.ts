import type { NodeDefinition } from '@atelier/graph';
import { limitFloats, maximumFloatLimit, type FloatLimitMode } from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'floatLimit');

const modes: readonly FloatLimitMode[] = ['tuck', 'birdseye', 'ladderback'];

/**
 * Keeps floats behind single-bed colourwork within a length: the floating yarn tucks in the middle
 * of every longer float, or the chart switches to a birdseye or ladderback backing. What it did is
 * told as a node message.
 */
export const floatLimitNode = defineKnitNode({
  id: 'knit.float-limit',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart whose floats to limit. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** The longest float allowed, in needles. */
      {
        id: 'limit',
        kind: 'number',
        label: label.control('limit'),
        default: 5,
        min: 1,
        max: maximumFloatLimit,
        step: 1,
      },
      /** What to do with longer floats. */
      {
        id: 'method',
        kind: 'dropdown',
        label: label.control('method'),
        default: 'tuck',
        options: modes.map((mode) => ({ value: mode, label: label.option('method', mode) })),
      },
    ],
  ],
  evaluate({ inputs, controls, addMessage }) {
    const result = limitFloats(
      chartInput(inputs['title']),
      controls['limit'] as number,
      controls['method'] as FloatLimitMode,
    );
    if (result.catches > 0)
      addMessage({ code: 'floats-tied', severity: 'info', values: { tucks: result.catches } });
    if (result.switchedBacking) {
      addMessage({ code: 'backing-switched', severity: 'info', values: { backing: result.chart.backing } });
    }
    return chartResult(result.chart);
  },
} satisfies NodeDefinition);
