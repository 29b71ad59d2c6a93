import type { NodeDefinition } from '@atelier/graph';
import {
  assertFitsHoop,
  embroideryFormatIds,
  embroideryFormats,
  exportDesign,
  standardHoops,
  type EmbroideryFormatId,
  type EncoderNote,
  type StandardHoopName,
} from '@atelier/embroidery';
import { nodeLabels } from '../support/labels';
import { defineEmbroideryNode, planInput } from './support';

const label = nodeLabels('embroidery', 'export');

/** What an embroidery export node writes: the machine file's bytes and what the encoder changed. */
export interface EmbroideryFile {
  format: EmbroideryFormatId;
  mimeType: string;
  /** Without the dot: dst, pes, exp, jef or vp3. */
  extension: string;
  bytes: Uint8Array;
  notes: EncoderNote[];
}

/** Notes that change what the machine sews are warnings; the others are for information. */
const warningNotes = new Set<EncoderNote['code']>(['colours-merged', 'jumps-trimmed', 'long-jumps-cut']);

const hoopNames = Object.keys(standardHoops) as StandardHoopName[];

/**
 * Writes a machine embroidery file (DST, PES, EXP, JEF or VP3) of the plan. The one encoder
 * prepares the plan for the format's limits; what it changed (stops written as colour changes,
 * threads taken from the format's chart, merged colours) comes back as node messages. With a hoop
 * chosen, a design that does not fit it is refused. The file is put out beside the sockets under
 * `file` (an `EmbroideryFile`), which hosts write or offer for download.
 */
export const embroideryExportNode = defineEmbroideryNode({
  id: 'embroidery.export',
  version: '1.0.0',
  family: 'embroidery',
  title: label.title,
  inputs: [
    /** The plan to write. */
    { name: 'title', type: 'stitchPlan', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: label.output('plan') }],
  controls: [
    [
      /** The machine format. */
      {
        id: 'format',
        kind: 'dropdown',
        label: label.control('format'),
        default: 'dst',
        options: embroideryFormatIds.map((format) => ({
          value: format,
          label: label.option('format', format),
        })),
      },
      /** When the plan has more colours than the format's table holds: refuse, or merge the closest neighbours. */
      {
        id: 'tooManyColours',
        kind: 'dropdown',
        label: label.control('tooManyColours'),
        default: 'refuse',
        options: [
          { value: 'refuse', label: label.option('tooManyColours', 'refuse') },
          { value: 'merge', label: label.option('tooManyColours', 'merge') },
        ],
      },
    ],
    [
      /** The hoop the design must fit; none skips the check. */
      {
        id: 'hoop',
        kind: 'dropdown',
        label: label.control('hoop'),
        default: 'none',
        options: [
          { value: 'none', label: label.option('hoop', 'none') },
          ...hoopNames.map((hoop) => ({ value: hoop, label: label.option('hoop', hoop) })),
        ],
      },
      /** The design's name, stored by formats that keep one (DST, PES). */
      { id: 'name', kind: 'text', label: label.control('name'), default: '', maxLength: 16 },
    ],
  ],
  evaluate({ inputs, controls, addMessage }) {
    const plan = planInput(inputs['title']);
    const hoop = controls['hoop'] as string;
    if (hoop !== 'none') assertFitsHoop(plan, standardHoops[hoop as StandardHoopName]);
    const format = controls['format'] as EmbroideryFormatId;
    const result = exportDesign(plan, format, {
      name: controls['name'] as string,
      tooManyColours: controls['tooManyColours'] as 'refuse' | 'merge',
    });
    for (const note of result.notes) {
      addMessage({
        code: note.code,
        severity: warningNotes.has(note.code) ? 'warning' : 'info',
        values: note.values,
      });
    }
    const file: EmbroideryFile = {
      format,
      mimeType: embroideryFormats[format].mimeType,
      extension: embroideryFormats[format].extension,
      bytes: result.bytes,
      notes: result.notes,
    };
    return { plan, file };
  },
} satisfies NodeDefinition);
