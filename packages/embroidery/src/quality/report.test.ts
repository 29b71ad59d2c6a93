import { describe, expect, it } from 'vitest';
import type { Point, Polygon } from '../geometry';
import { buildStitchPlan } from '../plan/build';
import { threadOfColour, type Stitch, type StitchPlan } from '../plan/plan';
import { dstLimits } from '../formats/dst/writer';
import { vp3Limits } from '../formats/vp3/writer';
import { tatamiFill } from '../stitches/fill';
import { encodeForFormat } from '../formats/encoder';
import { formatRecordQuality, stitchQuality } from './report';

const black = threadOfColour({ red: 0, green: 0, blue: 0 });
const red = threadOfColour({ red: 200, green: 0, blue: 0 });
const entry = (x: number, y: number, kind: Stitch['kind'] = 'stitch'): Stitch => ({ x, y, kind });

describe('stitchQuality', () => {
  // In 0.1 mm: stitches of 3, 0.2, 4 and 0.5 mm, a trim and a 10 mm jump, a 30 mm jump without a
  // trim, then a trim, a colour change and a 100 mm jump, and a last stitch of 3 mm.
  const plan: StitchPlan = {
    blocks: [
      {
        thread: black,
        stitches: [
          entry(0, 0),
          entry(30, 0),
          entry(30, 2),
          entry(70, 2),
          entry(70, 2, 'trim'),
          entry(170, 2, 'jump'),
          entry(170, 2),
          entry(175, 2),
          entry(475, 2, 'jump'),
          entry(475, 2),
          entry(475, 2, 'trim'),
        ],
      },
      { thread: red, stitches: [entry(475, 1002, 'jump'), entry(475, 1002), entry(475, 1032)] },
    ],
  };

  it('measures the longest and shortest stitch and counts those outside the set limits', () => {
    const report = stitchQuality(plan, { maxStitchLength: 3.5, minStitchLength: 0.3, tolerance: 0 });
    expect(report.stitches).toMatchObject({ count: 5, maximum: 3.5, minimum: 0.3, tooLong: 1, tooShort: 1 });
    expect(report.stitches.longest).toBeCloseTo(4, 9);
    expect(report.stitches.shortest).toBeCloseTo(0.2, 9);
  });

  it('forgives the rounding to the 0.1 mm grid by default, but no more', () => {
    // 4 mm is 0.5 over 3.5 and 0.2 mm is 0.1 under 0.3: only the 0.2 mm stitch lies within 0.15 mm.
    const report = stitchQuality(plan, { maxStitchLength: 3.5 });
    expect(report.stitches).toMatchObject({ tooLong: 1, tooShort: 0 });
  });

  it('counts jumps as moves, their records beyond a format’s limit, and trims where long jumps want them', () => {
    const report = stitchQuality(plan, { format: dstLimits, trimJumpLength: 3 });
    // DST moves at most 12.1 mm per record: the 30 mm and the 100 mm jumps need more than one.
    expect(report.jumps).toMatchObject({ count: 3, formatLimit: 12.1, overFormatLimit: 2 });
    expect(report.jumps.longest).toBeCloseTo(100, 9);
    // The 10 mm and 100 mm jumps come after a trim; the 30 mm one follows sewing with no trim.
    expect(report.trims).toEqual({ count: 2, wanted: 3, missing: 1 });
  });

  it('measures a hand-sewn fill of a 10 mm square: its area, row spacing and a stitch in a hole', () => {
    // Rows at y = 0.2, 0.6, ... 9.8 across the whole square in 2.5 mm stitches, back and forth.
    const stitches: Stitch[] = [];
    for (let row = 0; row < 25; row++) {
      const y = 2 + row * 4;
      const xs = [0, 25, 50, 75, 100];
      for (const x of row % 2 === 0 ? xs : [...xs].reverse()) stitches.push(entry(x, y));
    }
    const square: Point[] = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    const report = stitchQuality(
      { blocks: [{ thread: black, stitches }] },
      { fill: { polygons: [{ outer: square, holes: [] }], rowSpacing: 0.4 } },
    );
    const fill = report.fill!;
    expect(fill.shapeArea).toBeCloseTo(100, 9);
    // Thread 0.4 mm wide covers the square and reaches 0.2 mm beyond its left and right edges. On
    // the 0.1 mm grid, per side: the cells 0.05 mm out are all within 0.2 mm of a row's end (rows
    // 0.4 mm apart leave no cell centre farther than 0.15 mm up or down): 100 cells. Of the cells
    // 0.15 mm out, those 0.05 mm above or below a row end are covered (sqrt(0.2² - 0.15²) = 0.13):
    // 50, and the 12 turns on that side, 0.4 mm along the edge, cover the 2 cells between: 24.
    // (100 + 74) x 2 sides x 0.01 mm² = 3.48 mm².
    expect(fill.sewnArea).toBeCloseTo(100, 6);
    expect(fill.coverage).toBeCloseTo(1, 6);
    expect(fill.sewnOutside).toBeCloseTo(3.48, 6);
    expect(fill.rowSpacing.measured).toBeCloseTo(0.4, 9);
    expect(fill.stitchesInHoles).toBe(0);

    const hole: Point[] = [
      { x: 4, y: 4 },
      { x: 6, y: 4 },
      { x: 6, y: 6 },
      { x: 4, y: 6 },
    ];
    const crossing = stitchQuality(
      { blocks: [{ thread: black, stitches: [entry(5, 5), entry(50, 50), entry(95, 95)] }] },
      { fill: { polygons: [{ outer: square, holes: [hole] }] } },
    );
    expect(crossing.fill!.stitchesInHoles).toBe(1);
  });

  it('measures the width and lean of a straight satin column', () => {
    // Stitches from one rail to the other 3 mm apart, each 0.4 mm on: they lean atan(0.4 / 3) = 7.595°.
    const stitches: Stitch[] = [];
    for (let index = 0; index <= 50; index++) stitches.push(entry(index * 4, index % 2 === 0 ? -15 : 15));
    const report = stitchQuality(
      { blocks: [{ thread: black, stitches }] },
      {
        satin: [
          {
            centreLine: [
              { x: 0, y: 0 },
              { x: 20, y: 0 },
            ],
            width: 3,
          },
        ],
      },
    );
    const column = report.satin![0]!;
    expect(column.width!.median).toBeCloseTo(3, 9);
    expect(column.width!.narrowest).toBeCloseTo(3, 9);
    expect(column.lean!.median).toBeCloseTo((Math.atan(0.4 / 3) * 180) / Math.PI, 6);
    expect(column.lean!.worst).toBeCloseTo((Math.atan(0.4 / 3) * 180) / Math.PI, 6);
    expect(column.largestGap).toBeLessThanOrEqual(0.4 + 1e-9);
  });

  it('finds nothing out of place in the tatami fill of a 100 mm square with two round holes', () => {
    const circle = (cx: number, cy: number) =>
      Array.from({ length: 256 }, (_, index) => ({
        x: cx + 15 * Math.cos((2 * Math.PI * index) / 256),
        y: cy + 15 * Math.sin((2 * Math.PI * index) / 256),
      }));
    const shape: Polygon = {
      outer: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
        { x: 0, y: 100 },
      ],
      holes: [circle(30, 30), circle(70, 70)],
    };
    const runs = tatamiFill(shape, { angle: 0, rowSpacing: 0.4, maxStitchLength: 3.5, underlay: true });
    const plan = buildStitchPlan([{ thread: black, runs }]);
    const report = stitchQuality(plan, {
      maxStitchLength: 3.5,
      minStitchLength: 0.3,
      fill: { polygons: [shape], rowSpacing: 0.4, angle: 0 },
    });
    expect(report.stitches.tooLong).toBe(0);
    expect(report.stitches.tooShort).toBe(0);
    expect(report.fill!.stitchesInHoles).toBe(0);
    // 100² - 2 x pi x 15² = 8586.3 mm².
    expect(Math.abs(report.fill!.shapeArea - 8586.3) / 8586.3).toBeLessThan(0.001);
    expect(Math.abs(report.fill!.coverage - 1)).toBeLessThan(0.02);
    expect(report.fill!.rowSpacing.measured).toBeCloseTo(0.4, 2);
  });
});

describe('formatRecordQuality', () => {
  it('counts the records moving farther than the format allows', () => {
    // Records at absolute positions from the start (0, 0): a 13 mm jump, an 11 mm jump, a 12.5 mm stitch.
    const design = {
      name: '',
      length: 3,
      kinds: Uint8Array.from([1, 1, 0]),
      xs: Int32Array.from([130, 130, 5]),
      ys: Int32Array.from([0, 110, 110]),
      threads: [black],
      chartNumbers: [],
      bounds: { minX: 0, minY: 0, maxX: 130, maxY: 110 },
      notes: [],
    };
    expect(formatRecordQuality(design, dstLimits)).toEqual({
      jumps: 2,
      longestJump: 13,
      jumpsOverLimit: 1,
      stitchesOverLimit: 1,
    });
    // VP3 jumps up to 3276.7 mm and stitches up to 25.5 mm in one record.
    expect(formatRecordQuality(design, vp3Limits)).toMatchObject({ jumpsOverLimit: 0, stitchesOverLimit: 0 });
  });

  it('finds every jump the encoder writes for DST within 12.1 mm, a 100 mm jump included', () => {
    const plan: StitchPlan = {
      blocks: [
        {
          thread: black,
          stitches: [
            entry(0, 0),
            entry(30, 0),
            entry(30, 0, 'trim'),
            entry(1030, 0, 'jump'),
            entry(1030, 0),
            entry(1060, 0),
          ],
        },
      ],
    };
    const records = formatRecordQuality(encodeForFormat(plan, dstLimits), dstLimits);
    expect(records.jumpsOverLimit).toBe(0);
    expect(records.stitchesOverLimit).toBe(0);
    expect(records.longestJump).toBeLessThanOrEqual(12.1);
    // 100 mm in moves of at most 12.1 mm takes at least 9 jump records.
    expect(records.jumps).toBeGreaterThanOrEqual(9);
  });
});
