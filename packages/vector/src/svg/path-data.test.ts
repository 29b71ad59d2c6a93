import { describe, expect, it } from 'vitest';
import { anchorPoints } from '../model';
import { arcToCubics } from './arc';
import { parsePathData } from './path-data';

describe('parsePathData', () => {
  it('reads absolute and relative lines, H and V, and closes', () => {
    const { subpaths, error } = parsePathData('M10 10 h 5 v5 H10 z m 20 0 l 1 1 2 2');
    expect(error).toBeUndefined();
    expect(subpaths).toHaveLength(2);
    expect(subpaths[0]!.closed).toBe(true);
    expect(anchorPoints(subpaths[0]!)).toEqual([
      { x: 10, y: 10 },
      { x: 15, y: 10 },
      { x: 15, y: 15 },
      { x: 10, y: 15 },
    ]);
    // After z the current point is the subpath's start, so m 20 0 moves to (30, 10); pairs after a
    // moveto are implicit linetos.
    expect(anchorPoints(subpaths[1]!)).toEqual([
      { x: 30, y: 10 },
      { x: 31, y: 11 },
      { x: 33, y: 13 },
    ]);
  });

  it('reads compact numbers: signs and dots as separators, exponents', () => {
    const { subpaths, error } = parsePathData('M1-2.5.5-1L1e1,2E-1');
    expect(error).toBeUndefined();
    expect(anchorPoints(subpaths[0]!)).toEqual([
      { x: 1, y: -2.5 },
      { x: 0.5, y: -1 },
      { x: 10, y: 0.2 },
    ]);
  });

  it('reflects the previous control point for S and T, and raises quadratics to cubics', () => {
    const { subpaths } = parsePathData('M0 0 C 0 10 10 10 10 0 S 20 -10 20 0 M0 20 Q 3 26 6 20 T 12 20');
    const [s1, s2] = subpaths[0]!.segments;
    expect(s2).toEqual({
      kind: 'cubic',
      control1: { x: 10, y: -10 },
      control2: { x: 20, y: -10 },
      to: { x: 20, y: 0 },
    });
    expect(s1!.kind).toBe('cubic');
    const [q, t] = subpaths[1]!.segments;
    // Q control (3, 26): cubic controls two thirds of the way from each end: (2, 24) and (4, 24).
    expect(q).toEqual({
      kind: 'cubic',
      control1: { x: 2, y: 24 },
      control2: { x: 4, y: 24 },
      to: { x: 6, y: 20 },
    });
    // T reflects (3, 26) about (6, 20) to (9, 14): controls (8, 16) and (10, 16).
    expect(t).toEqual({
      kind: 'cubic',
      control1: { x: 8, y: 16 },
      control2: { x: 10, y: 16 },
      to: { x: 12, y: 20 },
    });
  });

  it('draws a half circle arc as two cubics through the top of the circle', () => {
    const { subpaths } = parsePathData('M0 0 A10 10 0 0 1 20 0');
    const segments = subpaths[0]!.segments;
    expect(segments).toHaveLength(2);
    expect(segments[0]!.to.x).toBeCloseTo(10, 12);
    expect(segments[0]!.to.y).toBeCloseTo(-10, 12);
    expect(segments[1]!.to).toEqual({ x: 20, y: 0 });
    // The first quarter starts straight up: its first control is k·r = 4/3·tan(π/8)·10 above (0, 0).
    const first = segments[0]!;
    if (first.kind !== 'cubic') throw new Error('expected a cubic');
    expect(first.control1.x).toBeCloseTo(0, 12);
    expect(first.control1.y).toBeCloseTo(-(4 / 3) * Math.tan(Math.PI / 8) * 10, 12);
  });

  it('reads arc flags written without separators', () => {
    const { subpaths, error } = parsePathData('M0 0a10 10 0 1020 0');
    expect(error).toBeUndefined();
    // Sweep 0 goes the other way: through (10, 10), below.
    expect(subpaths[0]!.segments[0]!.to.y).toBeCloseTo(10, 12);
    expect(subpaths[0]!.segments[1]!.to).toEqual({ x: 20, y: 0 });
  });

  it('keeps what came before an error and says where it stopped', () => {
    const { subpaths, error } = parsePathData('M0 0 L10 0 L 5');
    expect(subpaths).toHaveLength(1);
    expect(anchorPoints(subpaths[0]!)).toHaveLength(2);
    expect(error).toMatch(/command L needs 2 numbers/);
    expect(parsePathData('L 1 1').error).toMatch(/must begin with a moveto/);
    expect(parsePathData('M0 0 X 1').error).toMatch(/expected a command/);
  });
});

describe('arcToCubics', () => {
  it('scales radii that are too small to reach the end point (F.6.6)', () => {
    // Radius 1 cannot span 20 mm: it grows to 10, giving a half circle.
    const cubics = arcToCubics(
      { x: 0, y: 0 },
      { x: 20, y: 0 },
      { radiusX: 1, radiusY: 1, rotation: 0, largeArc: false, sweep: true },
    );
    expect(cubics).toHaveLength(2);
    expect(cubics[0]!.p3.y).toBeCloseTo(-10, 9);
  });

  it('draws a line for a zero radius and nothing for equal end points', () => {
    expect(
      arcToCubics(
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { radiusX: 0, radiusY: 5, rotation: 0, largeArc: false, sweep: false },
      )[0]!.p1,
    ).toEqual({ x: 1, y: 0 });
    expect(
      arcToCubics(
        { x: 1, y: 1 },
        { x: 1, y: 1 },
        { radiusX: 5, radiusY: 5, rotation: 0, largeArc: false, sweep: false },
      ),
    ).toEqual([]);
  });

  it('takes the large arc of a rotated ellipse: three quarters in three or more pieces ending exactly', () => {
    const cubics = arcToCubics(
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { radiusX: 10, radiusY: 10, rotation: 30, largeArc: true, sweep: true },
    );
    expect(cubics.length).toBeGreaterThanOrEqual(3);
    expect(cubics[cubics.length - 1]!.p3).toEqual({ x: 10, y: 10 });
  });
});
