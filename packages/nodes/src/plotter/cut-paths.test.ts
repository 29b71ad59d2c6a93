import { describe, expect, it } from 'vitest';
import { isCutJob, type CutJob, type CutStatistics } from '@atelier/plotter';
import { createDrawing, createPath, ellipse } from '@atelier/vector';
import { cutPathsNode } from './cut-paths';
import { ringsDrawing, runChain, square, valuesOf } from './testing';

const exact = { bladeOffset: 0, overcut: 0, direction: 'clockwise' };

describe('the cut paths node', () => {
  it('cuts a square with a square hole, the hole first, the design moved to the margin', async () => {
    const drawing = ringsDrawing([square(100, 100, 20), square(105, 105, 10)]);
    const values = valuesOf(await runChain('vector', drawing, [[cutPathsNode, { ...exact, margin: 5 }]]));
    const job = values['cutJob'] as CutJob;
    expect(isCutJob(job)).toBe(true);
    expect([job.width, job.height]).toEqual([30, 30]);
    expect(job.machine).toEqual({ name: 'Cricut Maker', width: 305, height: 610 });
    // The design's top left (100, 100) is at the 5 mm margin: the hole's corner (105, 105) at (10, 10).
    expect(job.paths.map((path) => path.points)).toEqual([
      [
        { x: 10, y: 10 },
        { x: 20, y: 10 },
        { x: 20, y: 20 },
        { x: 10, y: 20 },
        { x: 10, y: 10 },
      ],
      [
        { x: 5, y: 5 },
        { x: 25, y: 5 },
        { x: 25, y: 25 },
        { x: 5, y: 25 },
        { x: 5, y: 5 },
      ],
    ]);
    const statistics = values['statistics'] as CutStatistics;
    expect(statistics.cutLength).toBeCloseTo(40 + 80, 9);
    expect(statistics.pathCount).toBe(2);
  });

  it('flattens curves to within 0.05 mm of the drawing', async () => {
    const drawing = createDrawing([
      createPath([ellipse({ centreX: 40, centreY: 30, radiusX: 30, radiusY: 20 })], {
        fill: { red: 0, green: 0, blue: 0, alpha: 255 },
      }),
    ]);
    const job = valuesOf(await runChain('vector', drawing, [[cutPathsNode, { ...exact, margin: 0 }]]))[
      'cutJob'
    ] as CutJob;
    const points = job.paths[0]!.points;
    expect(points.length).toBeGreaterThan(40);
    // With no margin the ellipse's centre is at (30, 20): every segment's middle is within 0.05 mm of it.
    for (let index = 1; index < points.length; index++) {
      const middle = {
        x: (points[index - 1]!.x + points[index]!.x) / 2,
        y: (points[index - 1]!.y + points[index]!.y) / 2,
      };
      const angle = Math.atan2((middle.y - 20) / 20, (middle.x - 30) / 30);
      const onCurve = { x: 30 + 30 * Math.cos(angle), y: 20 + 20 * Math.sin(angle) };
      expect(Math.hypot(middle.x - onCurve.x, middle.y - onCurve.y)).toBeLessThan(0.05);
    }
  });

  it('takes a custom machine’s size', async () => {
    const job = valuesOf(
      await runChain('vector', ringsDrawing([square(0, 0, 10)]), [
        [cutPathsNode, { machine: 'custom', machineWidth: 1000, machineHeight: 0 }],
      ]),
    )['cutJob'] as CutJob;
    expect(job.machine).toEqual({ name: 'custom', width: 1000, height: 0 });
  });

  it('says there is nothing to cut for an empty drawing', async () => {
    const result = await runChain('vector', createDrawing([]), [[cutPathsNode, {}]]);
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({ code: 'empty-cut-job' });
  });
});
