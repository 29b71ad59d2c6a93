import { describe, expect, it } from 'vitest';
import { pointOnCubic } from './bezier';
import { anchorPoints, createPath, polyline, point, type VectorDrawing } from './model';
import { smoothDrawing } from './smooth';

const zigzag: VectorDrawing = {
  paths: [
    createPath([polyline([point(0, 0), point(10, 10), point(20, 0), point(30, 10)], false)], { fill: null }),
  ],
};
const square: VectorDrawing = {
  paths: [createPath([polyline([point(0, 0), point(10, 0), point(10, 10), point(0, 10)], true)])],
};

describe('smoothDrawing with Catmull–Rom', () => {
  it('passes through every anchor with controls at a sixth of the neighbours’ difference', () => {
    const smoothed = smoothDrawing(zigzag).paths[0]!.subpaths[0]!;
    expect(smoothed.segments).toHaveLength(3);
    expect(smoothed.segments.map((segment) => segment.to)).toEqual([
      point(10, 10),
      point(20, 0),
      point(30, 10),
    ]);
    const middle = smoothed.segments[1]!;
    if (middle.kind !== 'cubic') throw new Error('expected a cubic');
    // From (10,10) to (20,0): control1 = (10,10) + ((20,0) − (0,0))/6, control2 = (20,0) − ((30,10) − (10,10))/6.
    expect(middle.control1.x).toBeCloseTo(10 + 20 / 6, 12);
    expect(middle.control1.y).toBeCloseTo(10, 12);
    expect(middle.control2.x).toBeCloseTo(20 - 20 / 6, 12);
    expect(middle.control2.y).toBeCloseTo(0, 12);
  });

  it('keeps straight lines at smoothness 0', () => {
    const segment = smoothDrawing(zigzag, { smoothness: 0 }).paths[0]!.subpaths[0]!.segments[0]!;
    if (segment.kind !== 'cubic') throw new Error('expected a cubic');
    expect(segment.control1).toEqual(point(0, 0));
    expect(segment.control2).toEqual(point(10, 10));
  });

  it('rounds a closed square into a loop through its corners, wrapping around', () => {
    const loop = smoothDrawing(square).paths[0]!.subpaths[0]!;
    expect(loop.closed).toBe(true);
    expect(loop.segments).toHaveLength(4);
    const first = loop.segments[0]!;
    if (first.kind !== 'cubic') throw new Error('expected a cubic');
    // Halfway along the top edge the curve bulges outwards (above y = 0).
    expect(
      pointOnCubic({ p0: loop.start, p1: first.control1, p2: first.control2, p3: first.to }, 0.5).y,
    ).toBeLessThan(0);
  });
});

describe('smoothDrawing with Chaikin', () => {
  it('cuts every corner of a closed square at a quarter and three quarters', () => {
    const once = anchorPoints(
      smoothDrawing(square, { method: 'chaikin', iterations: 1 }).paths[0]!.subpaths[0]!,
    );
    expect(once).toEqual([
      point(2.5, 0),
      point(7.5, 0),
      point(10, 2.5),
      point(10, 7.5),
      point(7.5, 10),
      point(2.5, 10),
      point(0, 7.5),
      point(0, 2.5),
    ]);
  });

  it('keeps the ends of an open path', () => {
    const points = anchorPoints(
      smoothDrawing(zigzag, { method: 'chaikin', iterations: 2 }).paths[0]!.subpaths[0]!,
    );
    expect(points[0]).toEqual(point(0, 0));
    expect(points[points.length - 1]).toEqual(point(30, 10));
  });

  it('refuses passes that would make too many points, and unknown methods', () => {
    expect(() => smoothDrawing(square, { method: 'chaikin', iterations: 9 })).toThrow(/"iterations"/);
    expect(() => smoothDrawing(square, { method: 'bspline' as never })).toThrow(/"method"/);
  });
});
