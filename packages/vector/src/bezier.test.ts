import { describe, expect, it } from 'vitest';
import { cubicBounds, cubicLength, flattenCubic, flatteningSteps, pointOnCubic, splitCubic } from './bezier';
import { circleKappa } from './shapes';
import { flattenSubpath, maximumFlattenedPoints } from './flatten';
import type { Point } from './model';

const quarter = {
  p0: { x: 10, y: 0 },
  p1: { x: 10, y: 10 * circleKappa },
  p2: { x: 10 * circleKappa, y: 10 },
  p3: { x: 0, y: 10 },
};

describe('cubic helpers', () => {
  it('measures a straight cubic exactly and a quarter circle to its arc length', () => {
    expect(
      cubicLength({ p0: { x: 0, y: 0 }, p1: { x: 1, y: 0 }, p2: { x: 2, y: 0 }, p3: { x: 3, y: 0 } }),
    ).toBeCloseTo(3, 12);
    // The cubic quarter circle is at most 0.027 % longer than the true arc of 5π mm.
    expect(cubicLength(quarter)).toBeCloseTo(5 * Math.PI, 2);
  });

  it('splits at t into two halves meeting at the point at t', () => {
    const [left, right] = splitCubic(quarter, 0.3);
    const middle = pointOnCubic(quarter, 0.3);
    expect(left.p3.x).toBeCloseTo(middle.x, 12);
    expect(left.p3.y).toBeCloseTo(middle.y, 12);
    expect(right.p0).toEqual(left.p3);
  });

  it('bounds a curve by its extremes, not its control points', () => {
    const arch = { p0: { x: 0, y: 0 }, p1: { x: 0, y: -10 }, p2: { x: 10, y: -10 }, p3: { x: 10, y: 0 } };
    // The arch peaks at t = 0.5: y = -7.5.
    expect(cubicBounds(arch)).toEqual([0, -7.5, 10, 0]);
  });

  it('flattens within the tolerance (Wang’s bound)', () => {
    const points: Point[] = [quarter.p0];
    flattenCubic(quarter, 0.01, points);
    expect(points.length - 1).toBe(flatteningSteps(quarter, 0.01));
    for (let index = 1; index < points.length; index++) {
      const a = points[index - 1]!;
      const b = points[index]!;
      const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      expect(10 - Math.hypot(middle.x, middle.y)).toBeLessThan(0.01 + 0.003);
    }
  });

  it('refuses to flatten a subpath into more points than the limit', () => {
    const segment = {
      kind: 'cubic' as const,
      control1: { x: 0, y: 1000 },
      control2: { x: 1000, y: 1000 },
      to: { x: 1000, y: 0 },
    };
    const subpath = {
      start: { x: 0, y: 0 },
      segments: Array.from({ length: 2000 }, () => segment),
      closed: false,
    };
    expect(() => flattenSubpath(subpath, 0.0001)).toThrow(
      new RegExp(`more than ${maximumFlattenedPoints} points`),
    );
  });
});
