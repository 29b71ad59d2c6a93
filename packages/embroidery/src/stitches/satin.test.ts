import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import type { Point } from '../geometry';
import { measureSatin } from '../quality/satin';
import { alignClosedRails, railsAlongLine, satinColumn } from './satin';

const railA = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
];
const railB = [
  { x: 0, y: 2 },
  { x: 10, y: 2 },
];

function close(points: { x: number; y: number }[]) {
  // `+ 0` turns a rounded -0 into 0.
  return points.map((point) => ({
    x: Math.round(point.x * 1e6) / 1e6 + 0,
    y: Math.round(point.y * 1e6) / 1e6 + 0,
  }));
}

describe('satinColumn', () => {
  it('zigzags between two straight rails at the spacing, each rail pierced half a spacing after the other', () => {
    // 10 mm at 1 mm: half-rungs at x = 0, 0.5, 1, ..., 10. Square across at the start (A then B
    // at x = 0), then rail A at the odd half-rungs (x = 0.5, 1.5, ..., 9.5) and rail B at the even
    // ones (x = 1, 2, ..., 10), each rail 1 mm between its penetrations, and square back across
    // at the end (A at x = 10). Every stitch but the two ends moves on 0.5 mm across 2 mm.
    const expected = [
      { x: 0, y: 0 },
      { x: 0, y: 2 },
    ];
    for (let x = 1; x <= 10; x++) expected.push({ x: x - 0.5, y: 0 }, { x, y: 2 });
    expected.push({ x: 10, y: 0 });
    expect(close(satinColumn(railA, railB, { spacing: 1 }))).toEqual(expected);
  });

  it('turns a rail given the other way round', () => {
    expect(close(satinColumn(railA, [...railB].reverse(), { spacing: 1 }))).toEqual(
      close(satinColumn(railA, railB, { spacing: 1 })),
    );
  });

  it('widens every stitch on both sides by the pull compensation', () => {
    const stitches = close(satinColumn(railA, railB, { spacing: 5, pullCompensation: 0.2 }));
    // 10 mm at 5 mm: half-rungs at x = 0, 2.5, 5, 7.5, 10; rails widened to y = -0.2 and 2.2.
    // Square across at x = 0, A at 2.5, B at 5, A at 7.5, B at 10, square back to A at x = 10.
    expect(stitches).toEqual([
      { x: 0, y: -0.2 },
      { x: 0, y: 2.2 },
      { x: 2.5, y: -0.2 },
      { x: 5, y: 2.2 },
      { x: 7.5, y: -0.2 },
      { x: 10, y: 2.2 },
      { x: 10, y: -0.2 },
    ]);
  });

  it('sews a centre walk to the end and back before the column', () => {
    const stitches = close(
      satinColumn(railA, railB, { spacing: 5, underlay: { centreWalk: true, stitchLength: 2.5 } }),
    );
    expect(stitches.slice(0, 9)).toEqual([0, 2.5, 5, 7.5, 10, 7.5, 5, 2.5, 0].map((x) => ({ x, y: 1 })));
    expect(stitches[9]).toEqual({ x: 0, y: 0 });
  });

  it('sews the contour underlay inside both rails, forward along one and back along the other', () => {
    const stitches = close(
      satinColumn(railA, railB, {
        spacing: 5,
        underlay: { contour: true, contourInset: 0.4, stitchLength: 5 },
      }),
    );
    expect(stitches.slice(0, 6)).toEqual([
      { x: 0, y: 0.4 },
      { x: 5, y: 0.4 },
      { x: 10, y: 0.4 },
      { x: 10, y: 1.6 },
      { x: 5, y: 1.6 },
      { x: 0, y: 1.6 },
    ]);
  });

  it('sews the zigzag underlay forward and back so the two passes cross', () => {
    const stitches = close(
      satinColumn(railA, railB, {
        spacing: 5,
        underlay: { zigzag: true, zigzagSpacing: 5, zigzagInset: 0.5 },
      }),
    );
    // 10 mm at 5 mm: two steps, half-rungs at x = 0, 2.5, 5, 7.5, 10; rails inset to y = 0.5 and 1.5.
    expect(stitches.slice(0, 10)).toEqual([
      { x: 0, y: 0.5 },
      { x: 2.5, y: 1.5 },
      { x: 5, y: 0.5 },
      { x: 7.5, y: 1.5 },
      { x: 10, y: 0.5 },
      { x: 10, y: 1.5 },
      { x: 7.5, y: 0.5 },
      { x: 5, y: 1.5 },
      { x: 2.5, y: 0.5 },
      { x: 0, y: 1.5 },
    ]);
  });

  it('pairs points by equal fractions of each rail on a tapering column', () => {
    const stitches = close(
      satinColumn(
        [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
        ],
        [
          { x: 0, y: 4 },
          { x: 2, y: 4 },
        ],
        { spacing: 2 },
      ),
    );
    // One section 4 mm long (the longer rail) at 2 mm: half-rungs at fractions 0, 1/4, 1/2, 3/4,
    // 1, rail A at x = 4 t and rail B at x = 2 t. Square across at 0, A at 1/4 (x = 1), B at 1/2
    // (x = 1), A at 3/4 (x = 3), B at 1 (x = 2), square back to A at 1 (x = 4).
    expect(stitches).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 4 },
      { x: 1, y: 0 },
      { x: 1, y: 4 },
      { x: 3, y: 0 },
      { x: 2, y: 4 },
      { x: 4, y: 0 },
    ]);
  });

  it('passes through each pair of points of rails with as many points (checkpoints), as Ink/Stitch does', () => {
    // Sections: first rail 2 mm against second rail 4 mm, then 4 mm against 2 mm; each takes
    // up its longer side (4 + 4 = 8 mm), so at 2 mm spacing the half-rungs fall 1 mm apart along
    // the column, four in each section: in the first at fractions 1/4, 1/2, 3/4, 1 (rail A at
    // x = 2 t, rail B at x = 4 t), in the second likewise (rail A at x = 2 + 4 t, rail B at
    // x = 4 + 2 t). Rail A is pierced at the odd ones (x = 0.5, 1.5, 3, 5), rail B at the even
    // ones (x = 2, 4 at the checkpoint, 5, 6), between the square stitches at both ends.
    const stitches = close(
      satinColumn(
        [
          { x: 0, y: 0 },
          { x: 2, y: 0 },
          { x: 6, y: 0 },
        ],
        [
          { x: 0, y: 2 },
          { x: 4, y: 2 },
          { x: 6, y: 2 },
        ],
        { spacing: 2 },
      ),
    );
    expect(stitches).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 2 },
      { x: 0.5, y: 0 },
      { x: 2, y: 2 },
      { x: 1.5, y: 0 },
      { x: 4, y: 2 },
      { x: 3, y: 0 },
      { x: 5, y: 2 },
      { x: 5, y: 0 },
      { x: 6, y: 2 },
      { x: 6, y: 0 },
    ]);
  });

  it('refuses a column with no width or no rails', () => {
    const code = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        return (error as EmbroideryError).code;
      }
      return undefined;
    };
    expect(code(() => satinColumn(railA, railA))).toBe('shape-too-small');
    expect(code(() => satinColumn([], railB))).toBe('empty-shape');
    expect(code(() => satinColumn(railA, railB, { spacing: -1 }))).toBe('invalid-option');
  });
});

describe('railsAlongLine', () => {
  it('puts the rails half the width to either side of the centre line', () => {
    const [left, right] = railsAlongLine(
      [
        { x: 0, y: 1 },
        { x: 10, y: 1 },
      ],
      2,
    );
    expect(close(left)).toEqual([
      { x: 0, y: 2 },
      { x: 10, y: 2 },
    ]);
    expect(close(right)).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 0 },
    ]);
  });
});

describe('alignClosedRails', () => {
  it('turns a closed second rail to go round the same way and start facing the first', () => {
    const outer = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
      { x: 0, y: 0 },
    ];
    // Drawn the other way round, from the corner diagonally opposite.
    const inner = [
      { x: 8, y: 8 },
      { x: 8, y: 2 },
      { x: 2, y: 2 },
      { x: 2, y: 8 },
      { x: 8, y: 8 },
    ];
    expect(alignClosedRails(outer, inner)).toEqual([
      { x: 2, y: 2 },
      { x: 8, y: 2 },
      { x: 8, y: 8 },
      { x: 2, y: 8 },
      { x: 2, y: 2 },
    ]);
    expect(alignClosedRails(railA, railB)).toEqual(railB);
  });
});

describe('railsAlongLine round a closed outline', () => {
  it('runs along the closing segment, turns every corner and ends where it began', () => {
    // A 10 mm square, 2 mm wide: on each side the rails run 1 mm to either side; at each corner
    // both swing 90 degrees about the corner point in six 15-degree steps. 4 x (1 + 6) points
    // after the first, the last the first again.
    const [left, right] = railsAlongLine(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
        { x: 0, y: 10 },
      ],
      2,
      { closed: true },
    );
    expect(left).toHaveLength(29);
    expect(right).toHaveLength(29);
    expect(close([left[0]!, left[1]!, left[7]!, left[8]!, left[28]!])).toEqual([
      { x: 0, y: 1 },
      { x: 10, y: 1 },
      { x: 9, y: 0 },
      { x: 9, y: 10 },
      { x: 0, y: 1 },
    ]);
    expect(close([right[0]!, right[1]!, right[7]!, right[8]!, right[28]!])).toEqual([
      { x: 0, y: -1 },
      { x: 10, y: -1 },
      { x: 11, y: 0 },
      { x: 11, y: 10 },
      { x: 0, y: -1 },
    ]);
    // Half-way round the corner at (10, 0) both rails are 1 mm from it, on the corner's diagonal.
    const [inner, outer] = [left[4]!, right[4]!];
    expect(Math.hypot(inner.x - 10, inner.y) * 1e6).toBeCloseTo(1e6, 0);
    expect(Math.abs(outer.x - 10) - Math.abs(outer.y)).toBeCloseTo(0, 9);
  });

  it('closes a line whose last point is its first, as if told it is closed', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(railsAlongLine([...square, square[0]!], 2)).toEqual(railsAlongLine(square, 2, { closed: true }));
  });
});

// Satin quality by numbers on the shapes users sew most: a star outline, a ring and an L.
// Expected values come from the geometry: on a straight run each stitch crosses the column, w +
// 2 x pull compensation = 3.8 mm across, and moves on half a spacing (0.2 mm) along it, so every
// stitch there leans atan(0.2 / 3.8) = 3.01 degrees, the worst as much as the median (not the
// 6 degrees of a return stitch moving on a whole spacing), and is sqrt(3.8² + 0.2²) = 3.805 mm
// long. Round a corner the column turns about the corner point and no stitch is longer than that.
// A stitch middle falls at least every spacing along the line.
describe('satin along centre lines with corners, measured', () => {
  const width = 3.4;
  const spacing = 0.4;
  const pullCompensation = 0.2;
  const longestAllowed = Math.hypot(width + 2 * pullCompensation, spacing / 2);
  const straightLean = (Math.atan(spacing / 2 / (width + 2 * pullCompensation)) * 180) / Math.PI;

  function star(): Point[] {
    // Five points 20 mm from the centre, five notches 7.64 mm (the regular star's ratio).
    return Array.from({ length: 10 }, (_, index) => {
      const radius = index % 2 === 0 ? 20 : 7.64;
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      return { x: 30 + radius * Math.cos(angle), y: 30 + radius * Math.sin(angle) };
    });
  }

  function ring(): Point[] {
    return Array.from({ length: 72 }, (_, index) => {
      const angle = (index * 2 * Math.PI) / 72;
      return { x: 30 + 15 * Math.cos(angle), y: 30 + 15 * Math.sin(angle) };
    });
  }

  const shapes: { name: string; line: Point[]; closed: boolean }[] = [
    { name: 'a five-pointed star outline', line: star(), closed: true },
    { name: 'a ring', line: ring(), closed: true },
    {
      name: 'an L with one square corner',
      line: [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
        { x: 30, y: 30 },
      ],
      closed: false,
    },
  ];

  for (const shape of shapes) {
    it(`sews ${shape.name} all along, square across its straight runs and at the set width`, () => {
      const [railA, railB] = railsAlongLine(shape.line, width, { closed: shape.closed });
      const stitches = satinColumn(railA, railB, { spacing, pullCompensation });
      const quality = measureSatin(stitches, {
        centreLine: shape.line,
        closed: shape.closed,
        width,
        pullCompensation,
      });
      expect(quality.largestGap).toBeLessThanOrEqual(2 * spacing);
      expect(quality.longestStitch).toBeLessThanOrEqual(longestAllowed + 1e-9);
      const straight = quality.straightRuns!;
      expect(straight.count).toBeGreaterThan(quality.lineLength / spacing / 2);
      expect(Math.abs(straight.medianLean - straightLean)).toBeLessThan(0.2);
      expect(straight.worstLean).toBeLessThan(5);
      expect(straight.narrowest).toBeGreaterThanOrEqual(width - 0.1);
      expect(straight.widest).toBeLessThanOrEqual(width + 0.1);
      if (!shape.closed) {
        // The column starts and ends square across the line.
        expect(quality.stitches[0]!.lean).toBeLessThan(1e-6);
        expect(quality.stitches[quality.stitches.length - 1]!.lean).toBeLessThan(1e-6);
      } else {
        // Joins itself: the last stitch goes back across the column where the first went over.
        expect(close(stitches.slice(-2))).toEqual(close(stitches.slice(0, 2).reverse()));
      }
    });
  }

  it('sews an L between two drawn rails of different numbers of points square along both arms, mitred at the corner', () => {
    // The outer rail has an extra point half-way along the first arm, so the rails cannot be
    // paired point by point. The corner is found on both rails: the inner corner is paired with
    // the outer rail's points square across from it on either arm, the outer corner with the inner
    // corner, so the stitches stay square up to the corner and fan about the inner corner round
    // it. The longest is the mitre, 3.4 x sqrt(2) = 4.81 mm, within 1.5 x the width. Along the arms
    // each stitch moves on half a spacing across 3.4 mm: atan(0.2 / 3.4) = 3.37 degrees.
    const half = width / 2;
    const outer = [
      { x: 0, y: -half },
      { x: 15, y: -half },
      { x: 30 + half, y: -half },
      { x: 30 + half, y: 30 },
    ];
    const inner = [
      { x: 0, y: half },
      { x: 30 - half, y: half },
      { x: 30 - half, y: 30 },
    ];
    const stitches = satinColumn(outer, inner, { spacing });
    const quality = measureSatin(stitches, {
      centreLine: [
        { x: 0, y: 0 },
        { x: 30, y: 0 },
        { x: 30, y: 30 },
      ],
      width,
    });
    expect(quality.largestGap).toBeLessThanOrEqual(2 * spacing);
    expect(quality.longestStitch).toBeLessThanOrEqual(1.5 * width);
    const straight = quality.straightRuns!;
    expect(Math.abs(straight.medianLean - (Math.atan(0.2 / 3.4) * 180) / Math.PI)).toBeLessThan(0.2);
    expect(straight.worstLean).toBeLessThan(5);
    expect(straight.narrowest).toBeGreaterThanOrEqual(width - 0.1);
    expect(straight.widest).toBeLessThanOrEqual(width + 0.1);
  });

  it('walks the middle of a star outline as underlay through every point, no stitch shorter than 0.3 mm', () => {
    const line = star();
    const [railA, railB] = railsAlongLine(line, width, { closed: true });
    const stitches = satinColumn(railA, railB, { spacing, underlay: { centreWalk: true } });
    const lengths = stitches
      .slice(1)
      .map((point, index) => Math.hypot(point.x - stitches[index]!.x, point.y - stitches[index]!.y));
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(0.3);
    // The top stitches go in half the width (1.7 mm) from the line; only the walk comes this close.
    for (const corner of line) {
      const nearest = Math.min(
        ...stitches.map((point) => Math.hypot(point.x - corner.x, point.y - corner.y)),
      );
      expect(nearest).toBeLessThanOrEqual(0.3);
    }
  });

  it('covers the closing segment of a star given as a line that returns to its start', () => {
    const line = star();
    const [railA, railB] = railsAlongLine([...line, line[0]!], width);
    const quality = measureSatin(satinColumn(railA, railB, { spacing }), {
      centreLine: line,
      closed: true,
      width,
    });
    expect(quality.largestGap).toBeLessThanOrEqual(2 * spacing);
  });
});
