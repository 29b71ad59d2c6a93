import type { NodeDefinition } from '@atelier/graph';
import {
  cutFileFormatIds,
  cutFileFormats,
  exportCutJob,
  hpglYDirections,
  type CutFileFormatId,
  type HpglYDirection,
} from '@atelier/plotter';
import { nodeLabels } from '../support/labels';
import { cutJobInput, cutJobResult, definePlotterNode } from './support';

const label = nodeLabels('plotter', 'export');

/** What a plotter export node writes: the cutter file's bytes and the design's size in mm. */
export interface PlotterFile {
  format: CutFileFormatId;
  mimeType: string;
  /** Without the dot: plt, dxf or svg. */
  extension: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/**
 * Writes the cut job as an HP-GL, DXF or SVG file for the cutter. A design larger than the
 * machine's cutting area is refused unless it was tiled. The job goes out unchanged on the
 * `cutJob` socket and the file beside it under `file` (a `PlotterFile`).
 */
export const plotterExportNode = definePlotterNode({
  id: 'plotter.export',
  version: '1.0.0',
  family: 'plotter',
  title: label.title,
  inputs: [
    /** The cut job to write. */
    { name: 'title', type: 'cutJob', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'cutJob', type: 'cutJob', label: label.output('cutJob') }],
  controls: [
    [
      /** The file format. */
      {
        id: 'format',
        kind: 'dropdown',
        label: label.control('format'),
        default: 'hpgl',
        options: cutFileFormatIds.map((format) => ({ value: format, label: label.option('format', format) })),
      },
      /** HP-GL only: y up from the material's bottom edge (HP-GL's own), or down as on screen. */
      {
        id: 'yDirection',
        kind: 'dropdown',
        label: label.control('yDirection'),
        default: 'up',
        options: hpglYDirections.map((direction) => ({
          value: direction,
          label: label.option('yDirection', direction),
        })),
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const job = cutJobInput(inputs['title']);
    const format = controls['format'] as CutFileFormatId;
    const bytes = exportCutJob(job, format, { yDirection: controls['yDirection'] as HpglYDirection });
    const file: PlotterFile = {
      format,
      mimeType: cutFileFormats[format].mimeType,
      extension: cutFileFormats[format].extension,
      bytes,
      width: Math.round(job.width * 1000) / 1000,
      height: Math.round(job.height * 1000) / 1000,
    };
    return cutJobResult(job, { file });
  },
} satisfies NodeDefinition);
