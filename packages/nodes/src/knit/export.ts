import type { NodeDefinition } from '@atelier/graph';
import {
  assertFitsMachine,
  defaultWasteRows,
  knitChartStatistics,
  knitFormatIds,
  knitMachineIds,
  knitMachines,
  maximumCellSize,
  maximumWasteRows,
  writeAyabPng,
  writeChartPng,
  writeKnitout,
  type KnitFormatId,
  type KnitMachineId,
} from '@atelier/knit';
import { nodeLabels } from '../support/labels';
import { chartInput, defineKnitNode } from './support';

const label = nodeLabels('knit', 'export');

/** What a knit export node writes beside its socket. */
export interface KnitFile {
  format: KnitFormatId;
  mimeType: string;
  /** Without the dot: k (knitout) or png. */
  extension: string;
  bytes: Uint8Array;
  /** Pictures: pixels. */
  width?: number;
  height?: number;
}

const formatFiles: Record<KnitFormatId, { mimeType: string; extension: string }> = {
  knitout: { mimeType: 'text/x-knitout', extension: 'k' },
  'ayab-png': { mimeType: 'image/png', extension: 'png' },
  'chart-png': { mimeType: 'image/png', extension: 'png' },
};

/**
 * Writes the chart for a machine or a knitter: knitout for V-bed machines (Kniterate, Shima
 * Seiki), the AYAB chart (an indexed PNG, one pixel a stitch) for Brother electronic machines, or
 * a gridded chart picture for hand knitters. A chart wider than the machine, with more yarns than
 * its carriers, or a format the machine does not read is refused with a node message. The file is
 * put out beside the socket under `file`; the chart passes through unchanged.
 */
export const knitExportNode = defineKnitNode({
  id: 'knit.export',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The chart to write. */
    { name: 'title', type: 'knitChart', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    [
      /** The file format. */
      {
        id: 'format',
        kind: 'dropdown',
        label: label.control('format'),
        default: 'knitout',
        options: knitFormatIds.map((format) => ({ value: format, label: label.option('format', format) })),
      },
      /** The machine the file is for; its bed and carriers limit the chart. */
      {
        id: 'machine',
        kind: 'dropdown',
        label: label.control('machine'),
        default: 'kniterate',
        options: knitMachineIds.map((machine) => ({
          value: machine,
          label: label.option('machine', machine),
        })),
      },
    ],
    [
      /** Knitout: waste rows knitted before and after the chart. */
      {
        id: 'wasteRows',
        kind: 'number',
        label: label.control('wasteRows'),
        default: defaultWasteRows,
        min: 1,
        max: maximumWasteRows,
        step: 1,
      },
      /** Hand-knitting chart: the width of one stitch in pixels. */
      {
        id: 'cellSize',
        kind: 'number',
        label: label.control('cellSize'),
        default: 16,
        min: 4,
        max: maximumCellSize,
        step: 1,
      },
    ],
  ],
  evaluate({ inputs, controls, addMessage }) {
    const chart = chartInput(inputs['title']);
    const format = controls['format'] as KnitFormatId;
    const machine = knitMachines[controls['machine'] as KnitMachineId];
    let bytes: Uint8Array;
    let size: { width?: number; height?: number } = {};
    if (format === 'knitout') {
      bytes = new TextEncoder().encode(
        writeKnitout(chart, { machine, wasteRows: controls['wasteRows'] as number }),
      );
    } else if (format === 'ayab-png') {
      bytes = writeAyabPng(chart, machine);
      size = { width: chart.needles, height: chart.rows };
      const { coloursPerRow } = knitChartStatistics(chart);
      if (coloursPerRow > machine.coloursPerRowSingleBed) {
        addMessage({
          code: 'colours-per-row-need-ribber',
          severity: 'warning',
          values: { colours: coloursPerRow, limit: machine.coloursPerRowSingleBed },
        });
      }
    } else {
      // The picture is for people, but a named machine's bed and carriers still have to hold the chart.
      assertFitsMachine(chart, machine, 'chart-png');
      bytes = writeChartPng(chart, controls['cellSize'] as number);
    }
    const file: KnitFile = { format, ...formatFiles[format], bytes, ...size };
    return { chart, file };
  },
} satisfies NodeDefinition);
