import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import { insideRing, type Point, type Polygon } from '../geometry';
import { buildStitchPlan } from '../plan/build';
import { threadOfColour } from '../plan/plan';
import { fillRows, tatamiFill } from './fill';

const square: Polygon = {
  outer: [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ],
  holes: [],
};

const hole = [
  { x: 3, y: 3 },
  { x: 7, y: 3 },
  { x: 7, y: 7 },
  { x: 3, y: 7 },
];
const squareWithHole: Polygon = { outer: square.outer, holes: [hole] };

// Rounded to 0.01 µm, and -0 made 0.
const rounded = (point: Point) => ({
  x: Math.round(point.x * 1e5) / 1e5 + 0,
  y: Math.round(point.y * 1e5) / 1e5 + 0,
});

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof EmbroideryError) return error.code;
    throw error;
  }
  return undefined;
}

describe('fillRows', () => {
  it('puts the rows of a 10 mm square at angle 0 and 1 mm spacing at y = 0.5 to 9.5, edge to edge', () => {
    const rows = fillRows(square, { angle: 0, rowSpacing: 1 });
    expect(rows).toEqual(
      [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5].map((y) => [
        { start: { x: 0, y }, end: { x: 10, y } },
      ]),
    );
  });

  it('turns the rows upright at 90 degrees', () => {
    // Rows run along +y; across them is -x, so the rows come from x = 9.5 down to x = 0.5.
    const rows = fillRows(square, { angle: 90, rowSpacing: 1 }).map((row) =>
      row.map((segment) => ({ start: rounded(segment.start), end: rounded(segment.end) })),
    );
    expect(rows).toEqual(
      [9.5, 8.5, 7.5, 6.5, 5.5, 4.5, 3.5, 2.5, 1.5, 0.5].map((x) => [
        { start: { x, y: 0 }, end: { x, y: 10 } },
      ]),
    );
  });

  it('crosses the square diagonally at 45 degrees', () => {
    // Row k lies where (y - x) / sqrt(2) = k + 0.5, for k = -7 to 6 inside the square.
    const rows = fillRows(square, { angle: 45, rowSpacing: 1 });
    expect(rows).toHaveLength(14);
    const offset = 0.5 * Math.SQRT2;
    // k = 0: y = x + 0.70711, from the left edge to the bottom edge (y = 10).
    expect(rounded(rows[7]![0]!.start)).toEqual(rounded({ x: 0, y: offset }));
    expect(rounded(rows[7]![0]!.end)).toEqual(rounded({ x: 10 - offset, y: 10 }));
    // k = -7: y = x - 9.19239, from the top edge (y = 0) to the right edge.
    expect(rounded(rows[0]![0]!.start)).toEqual(rounded({ x: 6.5 * Math.SQRT2, y: 0 }));
    expect(rounded(rows[0]![0]!.end)).toEqual(rounded({ x: 10, y: 10 - 6.5 * Math.SQRT2 }));
  });

  it('splits the rows that cross a hole into two segments', () => {
    const rows = fillRows(squareWithHole, { rowSpacing: 1 });
    expect(rows[2]).toEqual([{ start: { x: 0, y: 2.5 }, end: { x: 10, y: 2.5 } }]);
    expect(rows[3]).toEqual([
      { start: { x: 0, y: 3.5 }, end: { x: 3, y: 3.5 } },
      { start: { x: 7, y: 3.5 }, end: { x: 10, y: 3.5 } },
    ]);
    expect(rows[6]).toHaveLength(2);
    expect(rows[7]).toHaveLength(1);
  });
});

describe('tatamiFill', () => {
  it('sews the square row by row, penetrations on the staggered grid, turning along the edge', () => {
    // Stitch length 4 with a quarter stagger: row k's grid is shifted by k mm (mod 4), and grid
    // points closer than 0.3 mm to a row end are left out.
    const [run, ...others] = tatamiFill(square, { rowSpacing: 1, maxStitchLength: 4, staggerPerRow: 0.25 });
    expect(others).toHaveLength(0);
    expect(run!.slice(0, 18).map(rounded)).toEqual([
      // Row 0 at y = 0.5, left to right, grid 0, 4, 8.
      { x: 0, y: 0.5 },
      { x: 4, y: 0.5 },
      { x: 8, y: 0.5 },
      { x: 10, y: 0.5 },
      // Row 1 at y = 1.5, right to left, grid 1, 5, 9.
      { x: 10, y: 1.5 },
      { x: 9, y: 1.5 },
      { x: 5, y: 1.5 },
      { x: 1, y: 1.5 },
      { x: 0, y: 1.5 },
      // Row 2, grid 2, 6 (10 is the row's end).
      { x: 0, y: 2.5 },
      { x: 2, y: 2.5 },
      { x: 6, y: 2.5 },
      { x: 10, y: 2.5 },
      // Row 3, grid 3, 7.
      { x: 10, y: 3.5 },
      { x: 7, y: 3.5 },
      { x: 3, y: 3.5 },
      { x: 0, y: 3.5 },
      // Row 4 starts the pattern again.
      { x: 0, y: 4.5 },
    ]);
    expect(rounded(run![run!.length - 1]!)).toEqual({ x: 0, y: 9.5 });
  });

  it('begins at the row end nearest to the requested start', () => {
    const [run] = tatamiFill(square, { rowSpacing: 1, start: { x: 10, y: 10 } });
    expect(rounded(run![0]!)).toEqual({ x: 10, y: 9.5 });
  });

  for (const underlay of [false, true]) {
    it(`never sews or travels across a hole${underlay ? ', underlay included' : ''}`, () => {
      const runs = tatamiFill(squareWithHole, { rowSpacing: 1, maxStitchLength: 3, underlay });
      expect(runs).toHaveLength(1);
      const run = runs[0]!;
      const insideHole = (point: Point) =>
        point.x > 3 + 1e-6 && point.x < 7 - 1e-6 && point.y > 3 + 1e-6 && point.y < 7 - 1e-6;
      for (let index = 1; index < run.length; index++) {
        const a = run[index - 1]!;
        const b = run[index]!;
        for (let step = 0; step <= 20; step++) {
          const point = { x: a.x + ((b.x - a.x) * step) / 20, y: a.y + ((b.y - a.y) * step) / 20 };
          expect(insideHole(point), `stitch ${index - 1} to ${index} crosses the hole`).toBe(false);
          expect(point.x >= -1e-9 && point.x <= 10 + 1e-9 && point.y >= -1e-9 && point.y <= 10 + 1e-9).toBe(
            true,
          );
        }
      }
      // Every row end of the top fill is sewn, on both sides of the hole.
      const has = (x: number, y: number) =>
        run.some((point) => Math.abs(point.x - x) < 1e-9 && Math.abs(point.y - y) < 1e-9);
      for (let row = 0; row < 10; row++) {
        const y = row + 0.5;
        expect(has(0, y) && has(10, y)).toBe(true);
        if (y > 3 && y < 7) expect(has(3, y) && has(7, y)).toBe(true);
      }
      expect(insideRing({ x: 5, y: 5 }, hole)).toBe(true);
    });
  }

  it('travels round the bend of a U rather than across its gap', () => {
    // A U: two arms 3 mm wide, 14 mm tall, joined along the bottom; the gap between them is 4 mm.
    const u: Polygon = {
      outer: [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 3, y: 14 },
        { x: 7, y: 14 },
        { x: 7, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 17 },
        { x: 0, y: 17 },
      ],
      holes: [],
    };
    const runs = tatamiFill(u, { rowSpacing: 1, maxStitchLength: 3 });
    expect(runs).toHaveLength(1);
    const run = runs[0]!;
    for (let index = 1; index < run.length; index++) {
      const a = run[index - 1]!;
      const b = run[index]!;
      for (let step = 0; step <= 20; step++) {
        const x = a.x + ((b.x - a.x) * step) / 20;
        const y = a.y + ((b.y - a.y) * step) / 20;
        expect(x > 3 + 1e-6 && x < 7 - 1e-6 && y < 14 - 1e-6, `stitch ${index - 1} crosses the gap`).toBe(
          false,
        );
      }
    }
  });

  it('sews the underlay first, across the fill and inset from the edge', () => {
    const [run] = tatamiFill(square, {
      rowSpacing: 1,
      underlay: { rowSpacing: 2, inset: 0.5, maxStitchLength: 3 },
    });
    // Underlay rows run at 90 degrees: upright, at x = 9, 7, 5, 3, 1, ends 0.5 mm inside.
    expect(rounded(run![0]!)).toEqual({ x: 9, y: 0.5 });
    const underlayEnd = run!.findIndex(
      (point) => Math.abs(point.x - 1) < 1e-9 && Math.abs(point.y - 9.5) < 1e-9,
    );
    expect(underlayEnd).toBeGreaterThan(0);
    // The top fill follows, starting from the row end nearest to where the underlay stopped.
    expect(run!.slice(underlayEnd).some((point) => Math.abs(point.y - 9.5) < 1e-9 && point.x === 0)).toBe(
      true,
    );
  });

  it('refuses empty, degenerate, tiny and enormous shapes quickly and clearly', () => {
    expect(codeOf(() => tatamiFill({ outer: [], holes: [] }))).toBe('empty-shape');
    expect(
      codeOf(() =>
        tatamiFill({
          outer: [
            { x: 0, y: 0 },
            { x: 5, y: 5 },
            { x: 10, y: 10 },
          ],
          holes: [],
        }),
      ),
    ).toBe('degenerate-shape');
    const tiny = {
      outer: [
        { x: 0.1, y: 0.1 },
        { x: 0.3, y: 0.1 },
        { x: 0.3, y: 0.3 },
        { x: 0.1, y: 0.3 },
      ],
      holes: [],
    };
    expect(codeOf(() => tatamiFill(tiny, { rowSpacing: 0.4 }))).toBe('shape-too-small');
    const metres = (size: number) => ({
      outer: [
        { x: 0, y: 0 },
        { x: size, y: 0 },
        { x: size, y: size },
        { x: 0, y: size },
      ],
      holes: [],
    });
    const started = performance.now();
    expect(codeOf(() => tatamiFill(metres(5000)))).toBe('design-too-large');
    expect(codeOf(() => tatamiFill(metres(900), { rowSpacing: 0.1, maxStitchLength: 0.5 }))).toBe(
      'too-many-stitches',
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(codeOf(() => tatamiFill(square, { rowSpacing: 0 }))).toBe('invalid-option');
  });
});

describe('tatamiFill stitch lengths and holes on a 100 mm square with two round holes', () => {
  // Holes of radius 15 mm as 256-sided polygons: their edges come within 15 x (1 - cos(pi / 256))
  // = 0.0011 mm of the centre's circle, well inside the 0.01 mm allowed below.
  const radius = 15;
  const centres = [
    { x: 30, y: 30 },
    { x: 70, y: 70 },
  ];
  const circle = (centre: Point) =>
    Array.from({ length: 256 }, (_, index) => ({
      x: centre.x + radius * Math.cos((2 * Math.PI * index) / 256),
      y: centre.y + radius * Math.sin((2 * Math.PI * index) / 256),
    }));
  const shape: Polygon = {
    outer: [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
    ],
    holes: centres.map(circle),
  };

  const stitchesOf = (runs: Point[][]) =>
    runs.flatMap((run) => run.slice(1).map((to, index) => ({ from: run[index]!, to })));
  const lengthOf = (stitch: { from: Point; to: Point }) =>
    Math.hypot(stitch.to.x - stitch.from.x, stitch.to.y - stitch.from.y);
  const distanceToSegment = (point: Point, from: Point, to: Point) => {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const squared = dx * dx + dy * dy;
    const t =
      squared === 0
        ? 0
        : Math.max(0, Math.min(1, ((point.x - from.x) * dx + (point.y - from.y) * dy) / squared));
    return Math.hypot(from.x + dx * t - point.x, from.y + dy * t - point.y);
  };

  for (const angle of [0, 30, 45, 90, 135]) {
    for (const underlay of [false, true]) {
      it(`keeps every stitch between 0.3 and 3.5 mm and out of the holes at ${angle} degrees${underlay ? ' with underlay' : ''}`, () => {
        const stitches = stitchesOf(tatamiFill(shape, { angle, maxStitchLength: 3.5, underlay }));
        const lengths = stitches.map(lengthOf);
        expect(Math.max(...lengths)).toBeLessThanOrEqual(3.5 + 1e-9);
        expect(Math.min(...lengths)).toBeGreaterThanOrEqual(0.3 - 1e-9);
        let nearest = Infinity;
        for (const stitch of stitches) {
          for (const centre of centres)
            nearest = Math.min(nearest, distanceToSegment(centre, stitch.from, stitch.to));
        }
        expect(nearest).toBeGreaterThanOrEqual(radius - 0.01);
      });
    }
  }

  it('merges stitches shorter than a minimum stitch length set higher than the default', () => {
    const lengths = stitchesOf(
      tatamiFill(shape, { angle: 30, maxStitchLength: 3.5, minStitchLength: 0.6 }),
    ).map(lengthOf);
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(0.6 - 1e-9);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(3.5 + 1e-9);
  });

  it('keeps every stitch at least 0.3 mm long on the plan’s 0.1 mm grid too, at every angle', () => {
    for (const angle of [0, 30, 45, 60, 90, 135]) {
      const plan = buildStitchPlan([
        {
          thread: threadOfColour({ red: 0, green: 0, blue: 0 }),
          runs: tatamiFill(shape, { angle, maxStitchLength: 3.5 }),
        },
      ]);
      let shortest = Infinity;
      const stitches = plan.blocks.flatMap((block) => block.stitches);
      for (let index = 1; index < stitches.length; index++) {
        const from = stitches[index - 1]!;
        const to = stitches[index]!;
        // In 0.1 mm units; the stitch in place after a jump only anchors the thread.
        const length = Math.hypot(to.x - from.x, to.y - from.y);
        if (to.kind === 'stitch' && length > 0) shortest = Math.min(shortest, length);
      }
      expect(shortest).toBeGreaterThanOrEqual(3);
    }
  });

  it('sews an area within 2 % of the square less its holes, 100² - 2 x pi x 15² = 8586.3 mm²', () => {
    // Thread 0.4 mm wide (the row spacing) laid along every stitch, sampled on a 0.1 mm grid.
    const cell = 0.1;
    const size = Math.round(100 / cell);
    const covered = new Uint8Array(size * size);
    const half = 0.2 + 1e-9;
    for (const { from, to } of stitchesOf(
      tatamiFill(shape, { angle: 0, rowSpacing: 0.4, maxStitchLength: 3.5 }),
    )) {
      const low = (value: number) => Math.max(0, Math.floor((value - half) / cell));
      const high = (value: number) => Math.min(size - 1, Math.ceil((value + half) / cell));
      for (let row = low(Math.min(from.y, to.y)); row <= high(Math.max(from.y, to.y)); row++) {
        for (let column = low(Math.min(from.x, to.x)); column <= high(Math.max(from.x, to.x)); column++) {
          const sample = { x: (column + 0.5) * cell, y: (row + 0.5) * cell };
          if (distanceToSegment(sample, from, to) <= half) covered[row * size + column] = 1;
        }
      }
    }
    const sewn = covered.reduce((sum, value) => sum + value, 0) * cell * cell;
    const expected = 100 * 100 - 2 * Math.PI * radius * radius;
    expect(Math.abs(sewn - expected) / expected).toBeLessThan(0.02);
  });
});
