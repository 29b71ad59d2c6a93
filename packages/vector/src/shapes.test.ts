import { describe, expect, it } from 'vitest';
import { pointOnCubic } from './bezier';
import { VectorError } from './errors';
import { flattenSubpath, signedArea, subpathBounds } from './flatten';
import { anchorPoints } from './model';
import { circleKappa, ellipse, line, rectangle, regularPolygon, star } from './shapes';

describe('rectangle', () => {
  it('runs clockwise from the top left with four corners', () => {
    const subpath = rectangle({ x: 2, y: 3, width: 10, height: 5 });
    expect(anchorPoints(subpath)).toEqual([
      { x: 2, y: 3 },
      { x: 12, y: 3 },
      { x: 12, y: 8 },
      { x: 2, y: 8 },
    ]);
    expect(subpath.closed).toBe(true);
    expect(signedArea(anchorPoints(subpath))).toBe(50);
  });

  it('rounds corners with quarter-circle cubics: area 100 - (4 - π)·r²', () => {
    const subpath = rectangle({ width: 10, height: 10, cornerRadius: 2 });
    expect(subpath.segments.filter((segment) => segment.kind === 'cubic')).toHaveLength(4);
    expect(subpathBounds(subpath)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
    const area = signedArea(flattenSubpath(subpath, 0.0001).points);
    expect(area).toBeCloseTo(100 - (4 - Math.PI) * 4, 2);
  });

  it('clamps the corner radius to half the shorter side: a 10 x 4 pill', () => {
    const subpath = rectangle({ width: 10, height: 4, cornerRadius: 50 });
    const area = signedArea(flattenSubpath(subpath, 0.0001).points);
    expect(area).toBeCloseTo(6 * 4 + Math.PI * 4, 2);
  });

  it('refuses zero, NaN and 5 m sizes with clear errors', () => {
    expect(() => rectangle({ width: 0, height: 5 })).toThrow(/width greater than 0 mm/);
    expect(() => rectangle({ width: Number.NaN, height: 5 })).toThrow(
      /"width" must be a finite number, got NaN/,
    );
    expect(() => rectangle({ width: 5000, height: 5 })).toThrow(/at most 2000 mm/);
    try {
      rectangle({ width: 0, height: 5 });
    } catch (error) {
      expect((error as VectorError).code).toBe('degenerate');
    }
  });
});

describe('ellipse', () => {
  it('places its four anchors on the axes and the curve midpoints on the circle within 0.03 %', () => {
    const subpath = ellipse({ centreX: 1, centreY: 2, radiusX: 10 });
    expect(anchorPoints(subpath)).toEqual([
      { x: 1, y: -8 },
      { x: 11, y: 2 },
      { x: 1, y: 12 },
      { x: -9, y: 2 },
    ]);
    const first = subpath.segments[0]!;
    if (first.kind !== 'cubic') throw new Error('expected a cubic');
    expect(first.control1).toEqual({ x: 1 + 10 * circleKappa, y: -8 });
    const middle = pointOnCubic(
      { p0: subpath.start, p1: first.control1, p2: first.control2, p3: first.to },
      0.5,
    );
    expect(Math.hypot(middle.x - 1, middle.y - 2)).toBeCloseTo(10, 2);
  });

  it('scales the radii independently', () => {
    expect(subpathBounds(ellipse({ radiusX: 4, radiusY: 2 }))).toEqual({
      minX: -4,
      minY: -2,
      maxX: 4,
      maxY: 2,
    });
  });
});

describe('regular polygon and star', () => {
  it('puts a hexagon’s first corner straight up, all corners at the radius', () => {
    const hexagon = anchorPoints(regularPolygon({ radius: 10, sides: 6 }));
    expect(hexagon).toHaveLength(6);
    expect(hexagon[0]!.x).toBeCloseTo(0, 12);
    expect(hexagon[0]!.y).toBeCloseTo(-10, 12);
    for (const corner of hexagon) expect(Math.hypot(corner.x, corner.y)).toBeCloseTo(10, 12);
    // A regular hexagon of circumradius r has area 3√3/2 · r².
    expect(signedArea(hexagon)).toBeCloseTo(((3 * Math.sqrt(3)) / 2) * 100, 9);
  });

  it('alternates a star’s tips and inner corners', () => {
    const corners = anchorPoints(star({ outerRadius: 10, innerRadius: 4, points: 5 }));
    expect(corners).toHaveLength(10);
    corners.forEach((corner, index) =>
      expect(Math.hypot(corner.x, corner.y)).toBeCloseTo(index % 2 ? 4 : 10, 12),
    );
    // Ten triangles, each with sides 10 and 4 enclosing 36°: 10 · ½ · 10 · 4 · sin 36°.
    expect(signedArea(corners)).toBeCloseTo(200 * Math.sin(Math.PI / 5), 9);
  });

  it('refuses two sides, 1.5 sides and an inner radius beyond the outer', () => {
    expect(() => regularPolygon({ radius: 5, sides: 2 })).toThrow(/"sides"/);
    expect(() => regularPolygon({ radius: 5, sides: 1.5 })).toThrow(/whole number/);
    expect(() => star({ outerRadius: 5, innerRadius: 6, points: 5 })).toThrow(/innerRadius/);
  });
});

describe('line', () => {
  it('is an open subpath of one segment', () => {
    const subpath = line({ x1: 0, y1: 0, x2: 3, y2: 4 });
    expect(subpath.closed).toBe(false);
    expect(anchorPoints(subpath)).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 4 },
    ]);
  });

  it('refuses a line of zero length', () => {
    expect(() => line({ x1: 1, y1: 1, x2: 1, y2: 1 })).toThrow(/two different end points/);
  });
});
