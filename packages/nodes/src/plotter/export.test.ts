import { describe, expect, it } from 'vitest';
import type { CutJob } from '@atelier/plotter';
import { cutPathsNode } from './cut-paths';
import { plotterExportNode, type PlotterFile } from './export';
import { tileNode } from './tile';
import { ringsDrawing, runChain, square, valuesOf } from './testing';

const exact = { bladeOffset: 0, overcut: 0, margin: 5, direction: 'clockwise' };
const text = (file: PlotterFile) => new TextDecoder().decode(file.bytes);

/** A DXF file's group code and value pairs, read line by line as the DXF reference lays them out. */
function dxfPairs(content: string): [number, string][] {
  const lines = content.split(/\r?\n/);
  const pairs: [number, string][] = [];
  for (let index = 0; index + 1 < lines.length; index += 2)
    pairs.push([Number(lines[index]!.trim()), lines[index + 1]!.trim()]);
  return pairs;
}

describe('the plotter export node', () => {
  it('writes HP-GL of a 10 mm square, putting out the cut job unchanged beside the file', async () => {
    const values = valuesOf(
      await runChain('vector', ringsDrawing([square(0, 0, 10)]), [
        [cutPathsNode, exact],
        [plotterExportNode, { format: 'hpgl' }],
      ]),
    );
    const file = values['file'] as PlotterFile;
    expect(file).toMatchObject({
      extension: 'plt',
      mimeType: 'application/vnd.hp-hpgl',
      width: 20,
      height: 20,
    });
    // 40 units to the mm, y up on the 20 mm design: (5, 5) is (200, 600).
    expect(text(file)).toBe('IN;\nSP1;\nPU200,600;\nPD600,600,600,200,200,200,200,600;\nPU;\nSP0;\n');
    expect((values['cutJob'] as CutJob).paths).toHaveLength(1);
  });

  it('writes DXF in millimetres and SVG with millimetre units', async () => {
    const chain = (format: string) =>
      runChain('vector', ringsDrawing([square(0, 0, 10)]), [
        [cutPathsNode, exact],
        [plotterExportNode, { format }],
      ]);
    const dxf = valuesOf(await chain('dxf'))['file'] as PlotterFile;
    expect(dxf.extension).toBe('dxf');
    const pairs = dxfPairs(text(dxf));
    const units = pairs.findIndex(([code, value]) => code === 9 && value === '$INSUNITS');
    // $INSUNITS 4 is millimetres.
    expect(pairs[units + 1]).toEqual([70, '4']);
    expect(pairs.filter(([code, value]) => code === 0 && value === 'LWPOLYLINE')).toHaveLength(1);
    const svg = valuesOf(await chain('svg'))['file'] as PlotterFile;
    expect(svg.mimeType).toBe('image/svg+xml');
    expect(text(svg)).toContain('width="20mm" height="20mm" viewBox="0 0 20 20"');
  });

  it('refuses a design larger than the machine when it is not tiled, naming the size and the machine', async () => {
    const drawing = ringsDrawing([square(0, 0, 400)]);
    const refused = await runChain('vector', drawing, [
      [cutPathsNode, exact],
      [plotterExportNode, { format: 'svg' }],
    ]);
    expect(refused.status).toBe('failed');
    expect(refused.messages[0]).toMatchObject({
      code: 'machine-area-exceeded',
      values: { width: 410, height: 410, machine: 'Cricut Maker', machineWidth: 305, machineHeight: 610 },
    });
    const tiled = await runChain('vector', drawing, [
      [cutPathsNode, exact],
      [tileNode, { overlap: 10 }],
      [plotterExportNode, { format: 'svg' }],
    ]);
    expect(tiled.status).toBe('fresh');
  });
});
