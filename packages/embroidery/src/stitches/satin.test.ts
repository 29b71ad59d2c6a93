import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import { railsAlongLine, satinColumn } from './satin';

const railA = [
  { x: 0, y: 0 },
  { x: 10, y: 0 },
];
const railB = [
  { x: 0, y: 2 },
  { x: 10, y: 2 },
];

function close(points: { x: number; y: number }[]) {
  return points.map((point) => ({ x: Math.round(point.x * 1e6) / 1e6, y: Math.round(point.y * 1e6) / 1e6 }));
}

describe('satinColumn', () => {
  it('zigzags between two straight rails at the spacing, one pair per rung', () => {
    // 10 mm at 1 mm: rungs at x = 0, 1, ..., 10; each sewn from rail A to rail B.
    const expected = [];
    for (let x = 0; x <= 10; x++) expected.push({ x, y: 0 }, { x, y: 2 });
    expect(close(satinColumn(railA, railB, { spacing: 1 }))).toEqual(expected);
  });

  it('turns a rail given the other way round', () => {
    expect(close(satinColumn(railA, [...railB].reverse(), { spacing: 1 }))).toEqual(
      close(satinColumn(railA, railB, { spacing: 1 })),
    );
  });

  it('widens every stitch on both sides by the pull compensation', () => {
    const stitches = close(satinColumn(railA, railB, { spacing: 5, pullCompensation: 0.2 }));
    expect(stitches).toEqual([
      { x: 0, y: -0.2 },
      { x: 0, y: 2.2 },
      { x: 5, y: -0.2 },
      { x: 5, y: 2.2 },
      { x: 10, y: -0.2 },
      { x: 10, y: 2.2 },
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
    expect(stitches).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 4 },
      { x: 2, y: 0 },
      { x: 1, y: 4 },
      { x: 4, y: 0 },
      { x: 2, y: 4 },
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
