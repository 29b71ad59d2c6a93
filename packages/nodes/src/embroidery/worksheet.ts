import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import type { StitchPlan } from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { defineEmbroideryNode, planInput } from './support';

const label = nodeLabels('embroidery', 'worksheet');

/**
 * The resource id under which a host provides its worksheet writer. Writing the PDF needs Node
 * (pdfkit) and the user's language, both of which the host has and the nodes must not import;
 * `@atelier/nodes/node` makes one from `@atelier/embroidery/node`.
 */
export const worksheetWriterResourceId = 'atelier:embroidery-worksheet';

export interface WorksheetRequest {
  title: string;
  paper: 'A4' | 'Letter';
  /** Stitches per minute. */
  machineSpeed: number;
  /** The date to print; undefined for today. */
  date: Date | undefined;
}

/** Writes a worksheet PDF in the user's language. */
export type WorksheetWriter = (plan: StitchPlan, request: WorksheetRequest) => Promise<Uint8Array>;

/** What a worksheet node puts out beside its socket. */
export interface WorksheetFile {
  mimeType: 'application/pdf';
  extension: 'pdf';
  bytes: Uint8Array;
}

/**
 * The embroidery worksheet: a PDF for the person at the machine with the design's size, stitches,
 * colours, trims, stops, sewing time at the machine speed, thread used, a to-scale preview and the
 * colour sequence with brand and catalogue numbers. Written by the host's worksheet writer (render
 * workers have one); put out beside the socket under `file`.
 */
export const worksheetNode = defineEmbroideryNode({
  id: 'embroidery.worksheet',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  inputs: [
    /** The plan to describe. */
    { name: 'title', type: 'stitchPlan', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: label.output('plan') }],
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
      /** The machine speed in stitches per minute, for the sewing time. */
      {
        id: 'machineSpeed',
        kind: 'number',
        label: label.control('machineSpeed'),
        default: 800,
        min: 100,
        max: 2000,
        step: 50,
      },
      /** The date to print, as YYYY-MM-DD; empty prints the day the sheet is made. */
      { id: 'date', kind: 'text', label: label.control('date'), default: '', maxLength: 10 },
    ],
  ],
  async evaluate({ inputs, controls, resource }) {
    const plan = planInput(inputs['title']);
    const writer = resource(worksheetWriterResourceId);
    if (typeof writer !== 'function') {
      throw new NodeEvaluationError(
        'missing-worksheet-writer',
        `this engine has no worksheet writer (resource "${worksheetWriterResourceId}"), so it cannot write the PDF`,
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
    const bytes = await (writer as WorksheetWriter)(plan, {
      title: controls['heading'] as string,
      paper: controls['paper'] as 'A4' | 'Letter',
      machineSpeed: controls['machineSpeed'] as number,
      date,
    });
    const file: WorksheetFile = { mimeType: 'application/pdf', extension: 'pdf', bytes };
    return { plan, file };
  },
} satisfies NodeDefinition);
