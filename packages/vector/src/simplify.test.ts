import { describe, expect, it } from 'vitest';
import { anchorPoints, createPath, polyline, point, type VectorDrawing } from './model';
import { ellipse } from './shapes';
import { ramerDouglasPeucker, simplifyDrawing, simplifyRing } from './simplify';

describe('ramerDouglasPeucker', () => {
  // A known polyline worked by hand. The chord (0,0)-(10,0): the farthest point is (6, 3) at 3 mm.
  // Kept. Left half (0,0)-(6,3): (2, 0.5) lies |3·2 − 6·0.5| / √45 = 3/6.708 = 0.447 mm off, and
  // (4, 1.8) lies |3·4 − 6·1.8| / √45 = 1.2/6.708 = 0.179 mm off. Right half (6,3)-(10,0): (8, 1.4)
  // lies |−3·8 − 4·1.4 + 30| / 5 = 0.4/5 = 0.08 mm off.
  const line = [point(0, 0), point(2, 0.5), point(4, 1.8), point(6, 3), point(8, 1.4), point(10, 0)];

  it('drops every point within the tolerance: 0.5 mm keeps only the peak', () => {
    expect(ramerDouglasPeucker(line, 0.5)).toEqual([point(0, 0), point(6, 3), point(10, 0)]);
  });

  it('keeps (2, 0.5) at 0.4 mm, which then splits its half again', () => {
    // With (2, 0.5) kept, (4, 1.8) is measured against (2,0.5)-(6,3): |2.5·2 − 4·1.3| / √22.25 = 0.2/4.717 = 0.042 mm.
    expect(ramerDouglasPeucker(line, 0.4)).toEqual([point(0, 0), point(2, 0.5), point(6, 3), point(10, 0)]);
  });

  it('keeps everything at a tolerance below the smallest deviation', () => {
    expect(ramerDouglasPeucker(line, 0.01)).toHaveLength(6);
  });

  it('keeps both ends of a two-point line', () => {
    expect(ramerDouglasPeucker([point(0, 0), point(1, 1)], 5)).toHaveLength(2);
  });
});

describe('simplifyRing', () => {
  it('reduces a square with extra points on its sides to its four corners', () => {
    const ring = [
      point(0, 0),
      point(5, 0.01),
      point(10, 0),
      point(10, 5),
      point(10, 10),
      point(5, 10),
      point(0, 10),
      point(0, 5),
    ];
    expect(simplifyRing(ring, 0.1)).toEqual([point(0, 0), point(10, 0), point(10, 10), point(0, 10)]);
  });

  it('gives nothing for a sliver thinner than the tolerance', () => {
    expect(simplifyRing([point(0, 0), point(10, 0), point(10, 0.05), point(0, 0.05)], 0.1)).toEqual([]);
  });
});

describe('simplifyDrawing', () => {
  it('flattens curves and keeps them within the tolerance, with fewer points', () => {
    const circle: VectorDrawing = { paths: [createPath([ellipse({ radiusX: 10 })])] };
    const result = simplifyDrawing(circle, { tolerance: 0.5 });
    const corners = anchorPoints(result.drawing.paths[0]!.subpaths[0]!);
    expect(result.pointsAfter).toBe(corners.length);
    expect(result.pointsAfter).toBeLessThan(result.pointsBefore);
    // A chord of a circle of radius 10 that strays 0.5 mm spans 2·acos(0.95) ≈ 36°: about 10 corners.
    expect(corners.length).toBeGreaterThanOrEqual(8);
    expect(corners.length).toBeLessThanOrEqual(16);
    for (const corner of corners) expect(Math.hypot(corner.x, corner.y)).toBeCloseTo(10, 1);
  });

  it('drops a subpath that vanishes and counts it', () => {
    const drawing: VectorDrawing = {
      paths: [createPath([polyline([point(0, 0), point(10, 0), point(10, 0.01), point(0, 0.01)], true)])],
    };
    const result = simplifyDrawing(drawing, { tolerance: 0.1 });
    expect(result.subpathsRemoved).toBe(1);
    expect(result.drawing.paths).toHaveLength(0);
  });

  it('refuses a NaN or zero tolerance', () => {
    const drawing: VectorDrawing = { paths: [createPath([ellipse({ radiusX: 1 })])] };
    expect(() => simplifyDrawing(drawing, { tolerance: Number.NaN })).toThrow(/"tolerance"/);
    expect(() => simplifyDrawing(drawing, { tolerance: 0 })).toThrow(/"tolerance"/);
  });
});
