// What a project exports: its file-writing nodes (image, vector and embroidery exports, the
// embroidery worksheet), each with its format, file name and whether the browser can write it
// or a render worker must. Framework-free, so the listing and the naming are tested alone.
import {
  exportFileName,
  fileWritingNodeTypes,
  isFileWritingNodeType,
  type FileWritingNodeType,
} from '@atelier/contracts';
import { convertLength, type GraphDocument, type GraphNode, type LengthUnit } from '@atelier/graph';
import { cutFileFormats, type CutFileFormatId } from '@atelier/plotter';

/** Node types that write a file (their values hold `file` beside the sockets). */
export const exportNodeTypes = fileWritingNodeTypes;
export type ExportNodeType = FileWritingNodeType;
export const isExportNodeType = isFileWritingNodeType;

/**
 * The most pixels an image export may have to be written in the browser: 4096 x 4096 (16.7
 * megapixels). A larger one is written by a render worker, which has the memory for it.
 */
export const BROWSER_PIXEL_BUDGET = 4096 * 4096;

/** Why an output is written on the server instead of in the browser. */
export type ServerReason = 'pdf' | 'pixelBudget';

/** The file a file-writing node puts out beside its sockets (see the nodes' `file` values). */
export interface WrittenFile {
  bytes: Uint8Array;
  extension: string;
  mimeType: string;
  /** Images: pixels. Vector files: millimetres. */
  width?: number;
  height?: number;
  dotsPerInch?: number;
}

/** The written file among a node's result values, if it has one. */
export function writtenFileOf(
  values: Readonly<Record<string, unknown>> | undefined,
): WrittenFile | undefined {
  const file = values?.['file'] as Partial<WrittenFile> | undefined;
  return file && file.bytes instanceof Uint8Array && typeof file.extension === 'string'
    ? (file as WrittenFile)
    : undefined;
}

/** One export of the project, as the export dialog lists it before anything is computed. */
export interface ExportOutput {
  nodeId: string;
  type: ExportNodeType;
  /**
   * The format's name as users know it: PNG, JPEG, WebP, SVG, DST, PES, EXP, JEF, VP3, PDF,
   * Knitout, BMP, WIF, HP-GL, DXF.
   */
  format: string;
  /** The file name's extension, without the dot. */
  extension: string;
  /** Set when the output can only be written by a render worker, whatever its size. */
  server?: ServerReason;
}

const imageFormats: Record<string, { format: string; extension: string }> = {
  png: { format: 'PNG', extension: 'png' },
  jpeg: { format: 'JPEG', extension: 'jpg' },
  webp: { format: 'WebP', extension: 'webp' },
};

/** The knitting files: knitout for V-bed machines, the AYAB chart and the hand-knitting chart. */
const knitFormats: Record<string, { format: string; extension: string }> = {
  knitout: { format: 'Knitout', extension: 'k' },
  'ayab-png': { format: 'PNG (AYAB)', extension: 'png' },
  'chart-png': { format: 'PNG', extension: 'png' },
};

/** The jacquard files: lifting plan or area map as a bitmap, or a WIF dobby draft. */
const jacquardFormats: Record<string, { format: string; extension: string }> = {
  bmp: { format: 'BMP', extension: 'bmp' },
  png: { format: 'PNG', extension: 'png' },
  areaMapBmp: { format: 'BMP', extension: 'bmp' },
  areaMapPng: { format: 'PNG', extension: 'png' },
  wif: { format: 'WIF', extension: 'wif' },
};

/** A node's control value as stored in the graph, if it has one. */
function storedValue(node: GraphNode, controlId: string): unknown {
  for (const row of node.controls ?? []) {
    for (const item of row) if (item.id === controlId && 'value' in item) return item.value;
  }
  return undefined;
}

/**
 * The exports of a graph in document order. `controlValues` gives a node's effective control
 * values (its definition's defaults filled in) when the definition is loaded; without it the
 * values stored in the graph are read, with the nodes' defaults.
 */
export function listExportOutputs(
  document: GraphDocument,
  controlValues?: (node: GraphNode) => Readonly<Record<string, unknown>> | undefined,
): ExportOutput[] {
  const outputs: ExportOutput[] = [];
  for (const node of document.nodes) {
    if (!isExportNodeType(node.type)) continue;
    const values = controlValues?.(node);
    const control = (id: string) => (values ? values[id] : storedValue(node, id));
    switch (node.type) {
      case 'image.export': {
        const chosen = imageFormats[String(control('format') ?? 'png')] ?? imageFormats['png']!;
        outputs.push({ nodeId: node.id, type: node.type, ...chosen });
        break;
      }
      case 'vector.export':
        outputs.push({ nodeId: node.id, type: node.type, format: 'SVG', extension: 'svg' });
        break;
      case 'embroidery.export': {
        const format =
          String(control('format') ?? 'dst')
            .replace(/[^a-z0-9]/gi, '')
            .toLowerCase() || 'dst';
        outputs.push({ nodeId: node.id, type: node.type, format: format.toUpperCase(), extension: format });
        break;
      }
      case 'embroidery.worksheet':
      case 'knit.worksheet':
        // The browser has no PDF writer: worksheets are written by a render worker.
        outputs.push({ nodeId: node.id, type: node.type, format: 'PDF', extension: 'pdf', server: 'pdf' });
        break;
      case 'knit.export': {
        const chosen = knitFormats[String(control('format') ?? 'knitout')] ?? knitFormats['knitout']!;
        outputs.push({ nodeId: node.id, type: node.type, ...chosen });
        break;
      }
      case 'jacquard.export': {
        const chosen = jacquardFormats[String(control('format') ?? 'bmp')] ?? jacquardFormats['bmp']!;
        outputs.push({ nodeId: node.id, type: node.type, ...chosen });
        break;
      }
      case 'plotter.export': {
        const id = String(control('format') ?? 'hpgl');
        const chosen = cutFileFormats[(id in cutFileFormats ? id : 'hpgl') as CutFileFormatId];
        outputs.push({ nodeId: node.id, type: node.type, format: chosen.name, extension: chosen.extension });
        break;
      }
    }
  }
  return outputs;
}

/** The name an output's file gets, in a download and as a job file alike. */
export function outputFileName(
  projectName: string,
  output: Pick<ExportOutput, 'nodeId' | 'extension'>,
): string {
  return exportFileName(projectName, output.nodeId, output.extension);
}

/**
 * Names for the files of a zip: each once; a repeated name (two ids that differ only in
 * characters a file name drops) gains -2, -3 before its extension.
 */
export function distinctFileNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let suffix = 2;
    while (used.has(`${stem}-${suffix}${extension}`)) suffix += 1;
    const distinct = `${stem}-${suffix}${extension}`;
    used.add(distinct);
    return distinct;
  });
}

/** An image export's settings that decide its size (the image export node's controls). */
export interface ImageExportRequest {
  width: number;
  height: number;
  unit: LengthUnit;
  /** 0 keeps the image's own resolution. */
  dotsPerInch: number;
}

export function imageExportRequest(values: Readonly<Record<string, unknown>>): ImageExportRequest {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    width: number(values['width']),
    height: number(values['height']),
    unit: (typeof values['units'] === 'string' ? values['units'] : 'pixels') as LengthUnit,
    dotsPerInch: number(values['dpi']),
  };
}

/**
 * The pixel size and resolution an image export writes for a source image, as the image export
 * node works it out: width and height in their unit at the resolution; a side left at 0 follows
 * the image's proportions, both at 0 keep the image's size.
 */
export function imageExportSize(
  source: { width: number; height: number; dotsPerInch: number },
  request: ImageExportRequest,
): { width: number; height: number; dotsPerInch: number } {
  const dotsPerInch = request.dotsPerInch || source.dotsPerInch;
  const toPixels = (length: number) =>
    Math.max(1, Math.round(convertLength(length, request.unit, 'pixels', dotsPerInch)));
  if (request.width === 0 && request.height === 0)
    return { width: source.width, height: source.height, dotsPerInch };
  if (request.height === 0) {
    const width = toPixels(request.width);
    return { width, height: Math.max(1, Math.round((source.height * width) / source.width)), dotsPerInch };
  }
  if (request.width === 0) {
    const height = toPixels(request.height);
    return { width: Math.max(1, Math.round((source.width * height) / source.height)), height, dotsPerInch };
  }
  return { width: toPixels(request.width), height: toPixels(request.height), dotsPerInch };
}

/** Whether an image of this size is over the browser's pixel budget. */
export function overPixelBudget(size: { width: number; height: number }): boolean {
  return size.width * size.height > BROWSER_PIXEL_BUDGET;
}

/** Paper sizes of the worksheet, in millimetres. */
export const worksheetPaper: Record<string, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** A size in millimetres from pixels at a resolution. */
export function pixelsToMillimetres(pixels: number, dotsPerInch: number): number {
  return (pixels / dotsPerInch) * 25.4;
}

/**
 * The nodes the project preview is taken from, best first: the design's output, which is what
 * the export nodes read (the node wired into each export's input, in document order); else the
 * nodes at the end of the graph (no outgoing wire), the one with the most nodes upstream first;
 * then the monitored node, then the others from the last added. The first that has a picture wins.
 */
export function projectPreviewCandidates(document: GraphDocument, monitoredNodeId?: string | null): string[] {
  const ids = new Set(document.nodes.map((node) => node.id));
  const order: string[] = [];
  const add = (id: string | null | undefined) => {
    if (id && ids.has(id) && !order.includes(id)) order.push(id);
  };
  for (const node of document.nodes) {
    if (!isExportNodeType(node.type)) continue;
    const wire = document.connections.find(
      (connection) => connection.to.nodeId === node.id && connection.to.input === 'title',
    );
    add(wire?.from.nodeId);
  }
  const upstream = new Map<string, string[]>();
  const hasOutgoing = new Set<string>();
  for (const connection of document.connections) {
    hasOutgoing.add(connection.from.nodeId);
    const sources = upstream.get(connection.to.nodeId) ?? [];
    sources.push(connection.from.nodeId);
    upstream.set(connection.to.nodeId, sources);
  }
  const ancestors = (id: string) => {
    const seen = new Set<string>();
    const stack = [...(upstream.get(id) ?? [])];
    while (stack.length > 0) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(upstream.get(next) ?? []));
    }
    return seen.size;
  };
  const sinks = document.nodes
    .filter((node) => !hasOutgoing.has(node.id))
    .map((node, index) => ({ id: node.id, index, depth: ancestors(node.id) }))
    .sort((a, b) => b.depth - a.depth || b.index - a.index);
  for (const sink of sinks) add(sink.id);
  add(monitoredNodeId);
  for (const node of [...document.nodes].reverse()) add(node.id);
  return order;
}
