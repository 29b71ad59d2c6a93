// Shared pieces of the knit nodes: kernel refusals as node messages, the chart on an input, the
// result with its statistics for the info panel, and the gauge and backing controls.
import { NodeEvaluationError, type ControlRow, type NodeDefinition } from '@atelier/graph';
import {
  backings,
  gaugeRange,
  isKnitChart,
  KnitError,
  knitChartStatistics,
  type Backing,
  type KnitChart,
} from '@atelier/knit';
import { isVectorError } from '@atelier/vector';
import type { NodeLabels } from '../support/labels';
import { nodeErrorFromVectorKernel } from '../support/vectors';

/** The node message code for each knit kernel error code. */
const messageCodes: Readonly<Record<KnitError['code'], string>> = {
  'invalid-option': 'invalid-parameter',
  'invalid-chart': 'invalid-knit-chart',
  'empty-chart': 'empty-knit-chart',
  'chart-too-large': 'knit-chart-too-large',
  'too-many-yarns': 'too-many-yarns',
  'chart-wider-than-machine': 'chart-wider-than-machine',
  'machine-cannot-read-format': 'machine-cannot-read-format',
  'structure-needs-back-bed': 'structure-needs-back-bed',
  'unpaired-cable': 'unpaired-cable',
};

/** The node's error for a knit kernel's error, naming the control when the kernel names an option. */
export function nodeErrorFromKnit(
  error: KnitError,
  controlOf: (option: string) => string = (option) => option,
): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.values };
  if (typeof error.values['option'] === 'string') values['control'] = controlOf(error.values['option']);
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}

/**
 * A knit node definition whose evaluation reports a kernel's refusal (a chart wider than the
 * machine, too many yarns, a bad option) or an unusable drawing as a node message.
 */
export function defineKnitNode<Definition extends NodeDefinition>(
  definition: Definition,
  controlOf?: (option: string) => string,
): Definition {
  const evaluate = definition.evaluate;
  return {
    ...definition,
    async evaluate(context) {
      try {
        return await evaluate(context);
      } catch (error) {
        if (error instanceof KnitError) throw nodeErrorFromKnit(error, controlOf);
        if (isVectorError(error)) throw nodeErrorFromVectorKernel(error, controlOf);
        throw error;
      }
    },
  };
}

/** The chart on an input; fails the node when the value is not a usable chart. */
export function chartInput(value: unknown): KnitChart {
  if (!isKnitChart(value)) {
    throw new NodeEvaluationError('invalid-knit-chart', 'The input does not carry a usable knit chart');
  }
  return value;
}

/** A chart result with its statistics beside the socket, for the node info panel. */
export function chartResult(chart: KnitChart, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { chart, statistics: knitChartStatistics(chart), ...extra };
}

/** The gauge controls, as one row: stitches and rows per 10 cm, as measured on a swatch. */
export function gaugeControls(label: NodeLabels): ControlRow {
  return [
    /** Stitches per 10 cm across the knitted, relaxed swatch. */
    {
      id: 'stitchesPer10cm',
      kind: 'number',
      label: label.control('stitchesPer10cm'),
      default: 28,
      min: gaugeRange.minimum,
      max: gaugeRange.maximum,
      step: 0.5,
    },
    /** Rows per 10 cm up the knitted, relaxed swatch. */
    {
      id: 'rowsPer10cm',
      kind: 'number',
      label: label.control('rowsPer10cm'),
      default: 36,
      min: gaugeRange.minimum,
      max: gaugeRange.maximum,
      step: 0.5,
    },
  ];
}

/** The gauge the controls of `gaugeControls` describe. */
export function gaugeFrom(controls: Readonly<Record<string, unknown>>): KnitChart['gauge'] {
  return {
    stitchesPer10cm: controls['stitchesPer10cm'] as number,
    rowsPer10cm: controls['rowsPer10cm'] as number,
  };
}

/** The backing dropdown. */
export function backingControl(label: NodeLabels, fallback: Backing = 'float') {
  return {
    /** How colourwork is backed on a V-bed: floats (single bed), birdseye or ladderback; none for hand knitting. */
    id: 'backing',
    kind: 'dropdown' as const,
    label: label.control('backing'),
    default: fallback,
    options: backings.map((backing) => ({ value: backing, label: label.option('backing', backing) })),
  };
}
