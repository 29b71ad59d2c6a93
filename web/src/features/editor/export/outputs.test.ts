import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadGraph, type GraphDocument, type GraphNode } from '@atelier/graph';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  BROWSER_PIXEL_BUDGET,
  distinctFileNames,
  imageExportRequest,
  imageExportSize,
  listExportOutputs,
  outputFileName,
  overPixelBudget,
  projectPreviewCandidates,
} from './outputs';
import { zipFiles } from './zip';

const example = (path: string) =>
  loadGraph(readFileSync(fileURLToPath(new URL(`../../../../../examples/${path}`, import.meta.url)), 'utf8'));

function node(id: string, type: string, controls: Record<string, unknown> = {}): GraphNode {
  return {
    id,
    type,
    version: '1.0.0',
    options: { x: 0, y: 0 },
    controls: [Object.entries(controls).map(([controlId, value]) => ({ id: controlId, value }))],
  };
}

function graph(nodes: GraphNode[], wires: Array<[string, string, string?]>): GraphDocument {
  return {
    version: '1.0.0',
    nodes,
    connections: wires.map(([from, to, input], index) => ({
      id: String(1000 + index),
      from: { nodeId: from, output: 'out' },
      to: { nodeId: to, input: input ?? 'title' },
    })),
    groups: [],
  } as unknown as GraphDocument;
}

describe('the outputs of a project', () => {
  it('lists knitting, jacquard and cutting files with the formats their users know', () => {
    expect(listExportOutputs(example('knitting/ribbed-hat-band.json'))).toEqual([
      { nodeId: 'worksheet', type: 'knit.worksheet', format: 'PDF', extension: 'pdf', server: 'pdf' },
      { nodeId: 'knitout', type: 'knit.export', format: 'Knitout', extension: 'k' },
    ]);
    expect(listExportOutputs(example('knitting/fair-isle-ayab.json'))).toEqual([
      { nodeId: 'ayab', type: 'knit.export', format: 'PNG (AYAB)', extension: 'png' },
    ]);
    expect(listExportOutputs(example('jacquard/woven-label.json'))).toEqual([
      { nodeId: 'label-lifting-plan', type: 'jacquard.export', format: 'BMP', extension: 'bmp' },
      { nodeId: 'label-area-map', type: 'jacquard.export', format: 'PNG', extension: 'png' },
    ]);
    expect(listExportOutputs(example('jacquard/twill-border-dobby.json'))).toEqual([
      { nodeId: 'twill-border-draft', type: 'jacquard.export', format: 'WIF', extension: 'wif' },
    ]);
    expect(listExportOutputs(example('plotter/vinyl-decal-weeded.json'))).toEqual([
      { nodeId: 'decal-hpgl', type: 'plotter.export', format: 'HP-GL', extension: 'plt' },
    ]);
    expect(listExportOutputs(example('plotter/sticker-sheet-print-and-cut.json'))).toEqual([
      { nodeId: 'stickers-dxf', type: 'plotter.export', format: 'DXF', extension: 'dxf' },
    ]);
  });

  it('lists the production patch: its DST from the browser and its worksheet PDF from the server', () => {
    const outputs = listExportOutputs(example('embroidery/patch-production.json'));
    expect(outputs).toEqual([
      { nodeId: 'patch-dst', type: 'embroidery.export', format: 'DST', extension: 'dst' },
      {
        nodeId: 'patch-worksheet',
        type: 'embroidery.worksheet',
        format: 'PDF',
        extension: 'pdf',
        server: 'pdf',
      },
    ]);
  });

  it('reads each export node’s format, with the nodes’ defaults where the graph stores none', () => {
    const document = graph(
      [
        node('source', 'image.gradient'),
        node('photo', 'image.export', { format: 'jpeg' }),
        node('web', 'image.export', { format: 'webp' }),
        node('plain', 'image.export'),
        node('cut', 'vector.export'),
        node('machine', 'embroidery.export', { format: 'pes' }),
        node('janome', 'embroidery.export'),
      ],
      [],
    );
    expect(
      listExportOutputs(document).map((output) => [output.nodeId, output.format, output.extension]),
    ).toEqual([
      ['photo', 'JPEG', 'jpg'],
      ['web', 'WebP', 'webp'],
      ['plain', 'PNG', 'png'],
      ['cut', 'SVG', 'svg'],
      ['machine', 'PES', 'pes'],
      ['janome', 'DST', 'dst'],
    ]);
  });

  it('prefers the effective values of a loaded definition to what the graph stores', () => {
    const document = graph([node('machine', 'embroidery.export')], []);
    expect(listExportOutputs(document, () => ({ format: 'vp3' }))[0]).toMatchObject({
      format: 'VP3',
      extension: 'vp3',
    });
  });

  it('lists nothing for a graph without export nodes', () => {
    expect(
      listExportOutputs(graph([node('a', 'image.gradient'), node('b', 'image.invert')], [['a', 'b']])),
    ).toEqual([]);
  });
});

describe('file names', () => {
  it('are the project name and the node id, as job files are named', () => {
    expect(outputFileName('Rose patch', { nodeId: 'patch-dst', extension: 'dst' })).toBe(
      'Rose-patch-patch-dst.dst',
    );
    expect(outputFileName('', { nodeId: 'poster-png', extension: 'png' })).toBe('Untitled-poster-png.png');
    expect(outputFileName('Über / Größe', { nodeId: 'a b', extension: 'PDF' })).toBe('Über-Größe-a-b.pdf');
  });

  it('stay apart in a zip when two would be the same', () => {
    expect(distinctFileNames(['a.dst', 'b.png', 'a.dst', 'a.dst', 'a-2.dst'])).toEqual([
      'a.dst',
      'b.png',
      'a-2.dst',
      'a-3.dst',
      'a-2-2.dst',
    ]);
    const zip = unzipSync(
      zipFiles([
        { name: 'x.dst', bytes: new Uint8Array([1, 2, 3]) },
        { name: 'x.dst', bytes: new Uint8Array([4]) },
      ]),
    );
    expect(Object.keys(zip).sort()).toEqual(['x-2.dst', 'x.dst']);
    expect([...zip['x.dst']!]).toEqual([1, 2, 3]);
    expect([...zip['x-2.dst']!]).toEqual([4]);
  });
});

describe('the size of an image export', () => {
  const source = { width: 2048, height: 1024, dotsPerInch: 72 };

  it('keeps the image’s size and resolution when the node asks for neither', () => {
    expect(
      imageExportSize(source, imageExportRequest({ width: 0, height: 0, units: 'pixels', dpi: 0 })),
    ).toEqual({
      width: 2048,
      height: 1024,
      dotsPerInch: 72,
    });
  });

  it('turns a physical width into pixels at the node’s resolution and keeps the proportions', () => {
    expect(
      imageExportSize(source, imageExportRequest({ width: 100, height: 0, units: 'millimetres', dpi: 300 })),
    ).toEqual({ width: 1181, height: 591, dotsPerInch: 300 });
    expect(
      imageExportSize(source, imageExportRequest({ width: 0, height: 500, units: 'pixels', dpi: 0 })),
    ).toEqual({
      width: 1000,
      height: 500,
      dotsPerInch: 72,
    });
  });

  it('is over the browser’s budget past 4096 x 4096 pixels', () => {
    expect(BROWSER_PIXEL_BUDGET).toBe(16_777_216);
    expect(overPixelBudget({ width: 4096, height: 4096 })).toBe(false);
    expect(overPixelBudget({ width: 4097, height: 4096 })).toBe(true);
    const poster = imageExportSize(
      source,
      imageExportRequest({ width: 20, height: 20, units: 'inches', dpi: 300 }),
    );
    expect(poster).toEqual({ width: 6000, height: 6000, dotsPerInch: 300 });
    expect(overPixelBudget(poster)).toBe(true);
  });
});

describe('the node the project preview is taken from', () => {
  it('is what the export nodes read, not the node added last', () => {
    const patch = example('embroidery/patch-production.json');
    expect(patch.nodes.at(-1)!.id).toBe('patch-worksheet');
    expect(projectPreviewCandidates(patch)[0]).toBe('design');
    expect(projectPreviewCandidates(example('image/gradient-poster-2048.json'))[0]).toBe('sunset');
  });

  it('without export nodes is the end of the graph with the most upstream, even if a stray node came later', () => {
    const document = graph(
      [
        node('a', 'vector.star'),
        node('b', 'embroidery.satin'),
        node('c', 'embroidery.combine'),
        node('stray', 'vector.line'),
      ],
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
    );
    expect(projectPreviewCandidates(document, 'a')).toEqual(['c', 'stray', 'a', 'b']);
  });

  it('falls back to the monitored node, then the others from the last added', () => {
    const document = graph([node('a', 'vector.star'), node('b', 'vector.line')], [['a', 'b']]);
    expect(projectPreviewCandidates(document, 'a')).toEqual(['b', 'a']);
    expect(projectPreviewCandidates(graph([], []))).toEqual([]);
  });
});
