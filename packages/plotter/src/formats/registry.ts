// The cut file formats: extension, mime type and writer of each, and the one export entry that
// checks the machine's area before writing.
import { assertFitsMachine } from './machine-area';
import { writeDxf } from './dxf';
import { writeHpgl, type HpglYDirection } from './hpgl';
import { writeSvg } from './svg';
import type { CutJob } from '../job';

export const cutFileFormatIds = ['hpgl', 'dxf', 'svg'] as const;
export type CutFileFormatId = (typeof cutFileFormatIds)[number];

export interface CutFileFormat {
  name: string;
  extension: string;
  mimeType: string;
}

export const cutFileFormats: Readonly<Record<CutFileFormatId, CutFileFormat>> = {
  hpgl: { name: 'HP-GL', extension: 'plt', mimeType: 'application/vnd.hp-hpgl' },
  dxf: { name: 'DXF', extension: 'dxf', mimeType: 'image/vnd.dxf' },
  svg: { name: 'SVG', extension: 'svg', mimeType: 'image/svg+xml' },
};

export interface CutExportOptions {
  /** HP-GL only. */
  yDirection?: HpglYDirection;
}

/** The job written in a format, after checking that it (or each of its tiles) fits the machine. */
export function exportCutJob(
  job: CutJob,
  format: CutFileFormatId,
  options: CutExportOptions = {},
): Uint8Array {
  assertFitsMachine(job);
  const text =
    format === 'hpgl'
      ? writeHpgl(job, { yDirection: options.yDirection ?? 'up' })
      : format === 'dxf'
        ? writeDxf(job)
        : writeSvg(job);
  return new TextEncoder().encode(text);
}
