import { describe, expect, it } from 'vitest';
import { PlotterError } from '../errors';
import { defaultCutSettings, isCutJob, type CutJob, type CutSettings } from '../job';
import { cuttingMachines } from '../machines';
import { exportCutJob } from '../formats/registry';
import { cutJobStatistics } from '../statistics';
import { cut, ring, square, stickerSheet } from '../test-support/shapes';
import { compensateBladeOffset } from './blade';
import { planCutJob, tileRegions } from './plan';
import { registrationShapes } from './registration';
import { weedingShapes } from './weed';

const plain: CutSettings = { ...defaultCutSettings, bladeOffset: 0, overcut: 0 };
const maker = cuttingMachines['cricut-maker'];

/** The test's own even-odd point-in-ring check. */
function inside(point: { x: number; y: number }, ring: readonly { x: number; y: number }[]): boolean {
  let crossings = 0;
  for (let index = 0; index < ring.length; index++) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    if (a.y > point.y !== b.y > point.y) {
      const x = a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y);
      if (x > point.x) crossings++;
    }
  }
  return crossings % 2 === 1;
}

function shoelace(points: readonly { x: number; y: number }[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const a = points[index]!;
    const b = points[(index + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

function inputTravel(shapes: readonly { points: { x: number; y: number }[]; closed: boolean }[]): number {
  let position = { x: 0, y: 0 };
  let travel = 0;
  for (const shape of shapes) {
    travel += Math.hypot(shape.points[0]!.x - position.x, shape.points[0]!.y - position.y);
    position = shape.closed ? shape.points[0]! : shape.points[shape.points.length - 1]!;
  }
  return travel;
}

describe('planning a cut job', () => {
  it('cuts every shape lying inside another before the one around it, and travels less than the drawing’s order', () => {
    const shapes = stickerSheet(8, 5, 30);
    // The drawing puts each sticker's outline before its hole.
    const job = planCutJob({ width: 260, height: 170, shapes, machine: maker, settings: plain });
    const paths = job.paths;
    let pairs = 0;
    paths.forEach((inner, innerIndex) => {
      paths.forEach((outer, outerIndex) => {
        if (inner === outer || !outer.closed) return;
        if (inner.points.every((point) => inside(point, outer.points))) {
          pairs++;
          expect(innerIndex).toBeLessThan(outerIndex);
        }
      });
    });
    expect(pairs).toBe(40);
    const travel = cutJobStatistics(job).travelLength;
    expect(travel).toBeLessThan(inputTravel(shapes));
  });

  it('keeps the drawing’s order when asked, holes still first', () => {
    const outer = cut(square(0, 0, 50));
    const hole = cut(square(20, 20, 10));
    const apart = cut(square(100, 0, 10));
    const job = planCutJob({
      width: 200,
      height: 60,
      shapes: [outer, hole, apart],
      machine: maker,
      settings: { ...plain, order: 'drawing' },
    });
    expect(job.paths.map((path) => path.points[0])).toEqual([
      { x: 20, y: 20 },
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]);
  });

  it('turns closed shapes clockwise or counter-clockwise as seen on screen', () => {
    const triangle = cut([
      { x: 0, y: 0 },
      { x: 0, y: 10 },
      { x: 10, y: 0 },
    ]);
    for (const direction of ['clockwise', 'counter-clockwise'] as const) {
      const [path] = planCutJob({
        width: 20,
        height: 20,
        shapes: [triangle],
        machine: maker,
        settings: { ...plain, direction },
      }).paths;
      // y points down: a positive shoelace area runs clockwise on screen.
      expect(Math.sign(shoelace(path!.points.slice(0, -1)))).toBe(direction === 'clockwise' ? 1 : -1);
    }
  });

  it('moves the knife’s axis 0.5 mm ahead and swings it about a right-angled corner of an open cut', () => {
    const axis = compensateBladeOffset(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ],
      0.5,
      true,
    );
    // Start 0.5 mm ahead of (0, 0) heading +x; 0.5 mm past the corner (10, 0); the arc of radius
    // 0.5 about (10, 0) from 0° to 90° (y down) in 15° steps: (10 + 0.5 cos θ, 0.5 sin θ);
    // 0.5 mm past the end (10, 10) heading +y.
    const expected = [
      [0.5, 0],
      [10.5, 0],
      [10 + 0.5 * 0.965926, 0.5 * 0.258819],
      [10 + 0.5 * 0.866025, 0.5 * 0.5],
      [10 + 0.5 * 0.707107, 0.5 * 0.707107],
      [10 + 0.5 * 0.5, 0.5 * 0.866025],
      [10 + 0.5 * 0.258819, 0.5 * 0.965926],
      [10, 0.5],
      [10, 10.5],
    ];
    expect(axis).toHaveLength(expected.length);
    axis.forEach((point, index) => {
      expect(point.x).toBeCloseTo(expected[index]![0]!, 5);
      expect(point.y).toBeCloseTo(expected[index]![1]!, 5);
    });
    // Without corner loops the axis cuts straight across from (10.5, 0) to (10, 0.5).
    expect(
      compensateBladeOffset(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 10 },
        ],
        0.5,
        false,
      ),
    ).toEqual([
      { x: 0.5, y: 0 },
      { x: 10.5, y: 0 },
      { x: 10, y: 0.5 },
      { x: 10, y: 10.5 },
    ]);
  });

  it('splits a design into tiles of the machine’s area that overlap, clipping shapes at the tile edges', () => {
    expect(tileRegions(600, 700, maker, 10)).toEqual([
      { x: 0, y: 0, width: 305, height: 610 },
      { x: 295, y: 0, width: 305, height: 610 },
      { x: 0, y: 600, width: 305, height: 100 },
      { x: 295, y: 600, width: 305, height: 100 },
    ]);
    const line = cut(
      [
        { x: 10, y: 50 },
        { x: 590, y: 50 },
      ],
      false,
    );
    const job = planCutJob({
      width: 600,
      height: 100,
      shapes: [line],
      machine: maker,
      settings: { ...plain, tileOverlap: 10 },
    });
    expect(job.tiles!.map((tile) => [tile.x, tile.width, tile.firstPath, tile.pathCount])).toEqual([
      [0, 305, 0, 1],
      [295, 305, 1, 1],
    ]);
    // Each tile cuts its part, the 10 mm overlap in both.
    expect(job.paths.map((path) => path.points.map((point) => point.x).sort((a, b) => a - b))).toEqual([
      [10, 305],
      [295, 590],
    ]);
    expect(() => tileRegions(10_000, 10_000, maker, 0)).toThrow(PlotterError);
  });

  it('puts a weeding box the margin away round the design, and weeding lines that keep clear of it', () => {
    const shapes = [cut(ring(50, 50, 20, 32)), cut(square(100, 30, 40))];
    const weeding = weedingShapes(shapes, { margin: 5, verticalLines: 3, horizontalLines: 1 });
    // The design spans x 30 … 140 and y 30 … 70: the box is 5 mm outside it.
    expect(weeding[0]!.points).toEqual([
      { x: 25, y: 25 },
      { x: 145, y: 25 },
      { x: 145, y: 75 },
      { x: 25, y: 75 },
    ]);
    const lines = weeding.slice(1);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      // Sample each line every 0.1 mm: no sample lies inside a shape.
      const [a, b] = line.points as [{ x: number; y: number }, { x: number; y: number }];
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      for (let step = 0; step <= length * 10; step++) {
        const point = {
          x: a.x + ((b.x - a.x) * step) / (length * 10),
          y: a.y + ((b.y - a.y) * step) / (length * 10),
        };
        for (const shape of shapes) expect(inside(point, shape.points)).toBe(false);
      }
    }
  });

  it('puts registration marks round the design: a 5 mm square at the top left and corner marks', () => {
    const marks = registrationShapes([cut(square(30, 30, 100))], 10);
    // 10 mm from the design, the marks' outer edges 15 mm out: x 15 … 145.
    expect(marks[0]!.points).toEqual([
      { x: 15, y: 15 },
      { x: 20, y: 15 },
      { x: 20, y: 20 },
      { x: 15, y: 20 },
    ]);
    expect(marks.slice(1).map((mark) => mark.points)).toEqual([
      [
        { x: 125, y: 15 },
        { x: 145, y: 15 },
        { x: 145, y: 35 },
      ],
      [
        { x: 15, y: 125 },
        { x: 15, y: 145 },
        { x: 35, y: 145 },
      ],
      [
        { x: 125, y: 145 },
        { x: 145, y: 145 },
        { x: 145, y: 125 },
      ],
    ]);
  });

  it('counts the cut and travel lengths and estimates the time from the speeds', () => {
    const job = planCutJob({
      width: 20,
      height: 20,
      shapes: [cut(square(5, 5, 10))],
      machine: maker,
      settings: { ...plain },
    });
    const statistics = cutJobStatistics(job, { cut: 10, travel: 50, penUpDown: 0.5 });
    expect(statistics.cutLength).toBeCloseTo(40, 9);
    // From the top left corner to (5, 5).
    expect(statistics.travelLength).toBeCloseTo(Math.SQRT2 * 5, 9);
    expect(statistics.pathCount).toBe(1);
    expect(statistics.estimatedSeconds).toBeCloseTo(40 / 10 + (Math.SQRT2 * 5) / 50 + 0.5, 9);
  });

  it('refuses to write a design larger than the machine, naming the size and the machine', () => {
    const job = planCutJob({
      width: 400,
      height: 100,
      shapes: [cut(square(0, 0, 400))],
      machine: maker,
      settings: plain,
    });
    try {
      exportCutJob(job, 'hpgl');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(PlotterError);
      expect((error as PlotterError).code).toBe('machine-area-exceeded');
      expect((error as PlotterError).values).toMatchObject({
        width: 400,
        height: 400,
        machine: 'Cricut Maker',
        machineWidth: 305,
      });
    }
  });

  it('refuses an empty design and absurd settings', () => {
    expect(() => planCutJob({ width: 10, height: 10, shapes: [], machine: maker, settings: plain })).toThrow(
      expect.objectContaining({ code: 'empty-job' }),
    );
    expect(() =>
      planCutJob({
        width: 10,
        height: 10,
        shapes: [cut(square(0, 0, 5))],
        machine: maker,
        settings: { ...plain, bladeOffset: 50 },
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid-option',
        values: expect.objectContaining({ option: 'bladeOffset' }),
      }),
    );
  });

  it('recognises a cut job by its shape', () => {
    const job = planCutJob({
      width: 20,
      height: 20,
      shapes: [cut(square(5, 5, 10))],
      machine: maker,
      settings: plain,
    });
    expect(isCutJob(job)).toBe(true);
    expect(isCutJob(JSON.parse(JSON.stringify(job)))).toBe(true);
    expect(isCutJob({ ...job, paths: [{ points: [{ x: 'a', y: 0 }], closed: true, tool: 'cut' }] })).toBe(
      false,
    );
    expect(isCutJob({ ...job, paths: [{ points: [], closed: true, tool: 'laser' }] })).toBe(false);
    expect(isCutJob({ ...job, kind: 'stitchPlan' } as unknown as CutJob)).toBe(false);
    expect(isCutJob(null)).toBe(false);
  });
});
