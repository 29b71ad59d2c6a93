import type { Colour, NodeDefinition } from '@atelier/graph';
import { addBorder, maximumBorder } from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, chartResult, defineKnitNode } from './support';

const label = nodeLabels('knit', 'border');

/** The chart framed with plain stitches in a yarn: needles on either side, rows below and above. */
export const borderNode = defineKnitNode({
  id: 'knit.border',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to frame. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** Needles added on the left and on the right. */
      {
        id: 'sides',
        kind: 'number',
        label: label.control('sides'),
        default: 4,
        min: 0,
        max: maximumBorder,
        step: 1,
      },
      /** Rows added below and above. */
      {
        id: 'ends',
        kind: 'number',
        label: label.control('ends'),
        default: 4,
        min: 0,
        max: maximumBorder,
        step: 1,
      },
      /** The border's yarn colour; a yarn of the chart when it matches one. */
      {
        id: 'colour',
        kind: 'colour',
        label: label.control('colour'),
        default: { red: 255, green: 255, blue: 255, alpha: 255 },
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    return chartResult(
      addBorder(
        chartInput(inputs['title']),
        controls['sides'] as number,
        controls['ends'] as number,
        controls['colour'] as Colour,
      ),
    );
  },
} satisfies NodeDefinition);
