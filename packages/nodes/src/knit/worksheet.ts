import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import { knitMachineIds, knitMachines, usedYarns, type KnitChart, type KnitMachineId } from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, defineKnitNode } from './support';

const label = nodeLabels('knit', 'worksheet');

/**
 * The resource id under which a host provides its knitting worksheet writer. Writing the PDF needs
 * Node (pdfkit) and the user's language, both of which the host has and the nodes must not
 * import; `@atelier/nodes/node` makes one from `@atelier/knit/node`.
 */
export const knitWorksheetWriterResourceId = 'atelier:knit-worksheet';

export interface KnitWorksheetRequest {
  title: string;
  paper: 'A4' | 'Letter';
  /** The machine's name; undefined for hand knitting. */
  machineName: string | undefined;
  /** Carrier names by yarn index. */
  carriers: string[] | undefined;
  /** The date to print; undefined for today. */
  date: Date | undefined;
}

/** Writes a knitting worksheet PDF in the user's language. */
export type KnitWorksheetWriter = (chart: KnitChart, request: KnitWorksheetRequest) => Promise<Uint8Array>;

/** What a worksheet node puts out beside its socket. */
export interface KnitWorksheetFile {
  mimeType: 'application/pdf';
  extension: 'pdf';
  bytes: Uint8Array;
}

/**
 * The knitting worksheet: a PDF with the chart (row and stitch numbers), the gauge and size, the
 * yarns with the amount of each, and the machine settings. Written by the host's worksheet writer
 * (render workers have one); put out beside the socket under `file`.
 */
export const knitWorksheetNode = defineKnitNode({
  id: 'knit.worksheet',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to describe. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** The heading of the sheet. */
      { id: 'heading', kind: 'text', label: label.control('heading'), default: '', maxLength: 120 },
      /** The paper size. */
      {
        id: 'paper',
        kind: 'dropdown',
        label: label.control('paper'),
        default: 'A4',
        options: [
          { value: 'A4', label: label.option('paper', 'A4') },
          { value: 'Letter', label: label.option('paper', 'Letter') },
        ],
      },
    ],
    [
      /** The machine the piece is knitted on, or hand knitting. */
      {
        id: 'machine',
        kind: 'dropdown',
        label: label.control('machine'),
        default: 'hand',
        options: knitMachineIds.map((machine) => ({
          value: machine,
          label: label.option('machine', machine),
        })),
      },
      /** The date to print, as YYYY-MM-DD; empty prints the day the sheet is made. */
      { id: 'date', kind: 'text', label: label.control('date'), default: '', maxLength: 10 },
    ],
  ],
  async evaluate({ inputs, controls, resource }) {
    const chart = chartInput(inputs['title']);
    const writer = resource(knitWorksheetWriterResourceId);
    if (typeof writer !== 'function') {
      throw new NodeEvaluationError(
        'missing-worksheet-writer',
        `this engine has no knitting worksheet writer (resource "${knitWorksheetWriterResourceId}"), so it cannot write the PDF`,
      );
    }
    const dateText = (controls['date'] as string).trim();
    const date = dateText ? new Date(`${dateText}T00:00:00Z`) : undefined;
    if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(dateText) || Number.isNaN(date.getTime()))) {
      throw new NodeEvaluationError(
        'invalid-parameter',
        `"${dateText}" is not a date of the form YYYY-MM-DD`,
        {
          control: 'date',
        },
      );
    }
    const machine = knitMachines[controls['machine'] as KnitMachineId];
    let carriers: string[] | undefined;
    if (machine.id !== 'hand') {
      carriers = chart.yarns.map(() => '');
      usedYarns(chart).forEach((yarn, index) => (carriers![yarn] = machine.carriers[index] ?? ''));
    }
    const bytes = await (writer as KnitWorksheetWriter)(chart, {
      title: controls['heading'] as string,
      paper: controls['paper'] as 'A4' | 'Letter',
      machineName: machine.id === 'hand' ? undefined : machine.name,
      carriers,
      date,
    });
    const file: KnitWorksheetFile = { mimeType: 'application/pdf', extension: 'pdf', bytes };
    return { chart, file };
  },
} satisfies NodeDefinition);
