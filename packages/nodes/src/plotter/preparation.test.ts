import { describe, expect, it } from 'vitest';
import { cutJobStatistics, type CutJob, type CutStatistics } from '@atelier/plotter';
import { cutPathsNode } from './cut-paths';
import { registrationMarksNode } from './registration-marks';
import { tileNode } from './tile';
import { weedNode } from './weed';
import { ringsDrawing, runChain, square, valuesOf } from './testing';

const exact = { bladeOffset: 0, overcut: 0, margin: 10 };

describe('the weeding node', () => {
  it('adds a weeding box the margin round the design, cut last, and weeding lines', async () => {
    const drawing = ringsDrawing([square(0, 0, 40), square(60, 0, 40)]);
    const job = valuesOf(
      await runChain('vector', drawing, [
        [cutPathsNode, exact],
        [weedNode, { margin: 3, verticalLines: 1, horizontalLines: 0 }],
      ]),
    )['cutJob'] as CutJob;
    const weed = job.paths.filter((path) => path.tool === 'weed');
    // The design spans (10, 10) to (110, 50) with the 10 mm margin; the box is 3 mm outside it.
    const box = weed.find((path) => path.closed)!;
    expect(new Set(box.points.map((point) => `${point.x},${point.y}`))).toEqual(
      new Set(['7,7', '113,7', '113,53', '7,53']),
    );
    expect(job.paths[job.paths.length - 1]).toBe(box);
    // One vertical line at x = 60, in the gap between the squares (50 … 70), from the top of the box to the bottom.
    const line = weed.find((path) => !path.closed)!;
    expect(line.points.map((point) => point.x)).toEqual([60, 60]);
    expect(line.points.map((point) => point.y).sort((a, b) => a - b)).toEqual([7, 53]);
  });
});

describe('the registration marks node', () => {
  it('adds four marks round the design, printed and not cut, all within the job', async () => {
    const values = valuesOf(
      await runChain('vector', ringsDrawing([square(0, 0, 50)]), [
        [cutPathsNode, exact],
        [registrationMarksNode, { margin: 10 }],
      ]),
    );
    const job = values['cutJob'] as CutJob;
    const marks = job.paths.filter((path) => path.tool === 'registration');
    expect(marks).toHaveLength(4);
    for (const point of job.paths.flatMap((path) => path.points)) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(job.width);
      expect(point.y).toBeLessThanOrEqual(job.height);
    }
    const statistics = values['statistics'] as CutStatistics;
    expect(statistics.registrationMarks).toBe(4);
    expect(statistics.pathCount).toBe(1);
    // The cut square keeps its 50 mm side, 15 mm (10 mm plus the 5 mm mark) inside the marks' outer edge.
    const cut = job.paths.find((path) => path.tool === 'cut')!;
    const xs = cut.points.map((point) => point.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(50, 9);
    expect(
      Math.min(...xs) - Math.min(...marks.flatMap((mark) => mark.points.map((point) => point.x))),
    ).toBeCloseTo(15, 9);
  });
});

describe('the tile node', () => {
  it('splits a design wider than the machine into overlapping tiles no larger than its area', async () => {
    const drawing = ringsDrawing([square(0, 0, 500), square(100, 100, 50)]);
    const job = valuesOf(
      await runChain('vector', drawing, [
        [cutPathsNode, exact],
        [tileNode, { overlap: 20 }],
      ]),
    )['cutJob'] as CutJob;
    // 520 mm across on a 305 mm machine with 20 mm overlap: tiles at 0 and 285; 520 down on a 610 mm mat: one row.
    expect(job.tiles!.map((tile) => [tile.x, tile.y, tile.width, tile.height])).toEqual([
      [0, 0, 305, 520],
      [285, 0, 235, 520],
    ]);
    expect(cutJobStatistics(job).tiles).toBe(2);
  });

  it('names the overlap control when the overlap is as large as the machine', async () => {
    const result = await runChain('vector', ringsDrawing([square(0, 0, 500)]), [
      [cutPathsNode, { ...exact, machine: 'custom', machineWidth: 100, machineHeight: 100 }],
      [tileNode, { overlap: 150 }],
    ]);
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'overlap' } });
  });
});

describe('tiling a design far larger than the machine', () => {
  it('is refused with the number of tiles it would take and the limit', async () => {
    const result = await runChain('vector', ringsDrawing([square(0, 0, 1000)]), [
      [cutPathsNode, { ...exact, machine: 'custom', machineWidth: 50, machineHeight: 50 }],
      [tileNode, { overlap: 0 }],
    ]);
    expect(result.status).toBe('failed');
    // 1020 mm square on a 50 mm machine: 21 tiles across and 21 down.
    expect(result.messages[0]).toMatchObject({ code: 'too-many-tiles', values: { tiles: 441, limit: 100 } });
  });
});
