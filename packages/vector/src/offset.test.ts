import { describe, expect, it } from 'vitest';
import { VectorError } from './errors';
import { drawingBounds, signedArea } from './flatten';
import { createPath, polyline, point, type VectorDrawing } from './model';
import { offsetDrawing } from './offset';
import { rectangle } from './shapes';

const square: VectorDrawing = { paths: [createPath([rectangle({ x: 0, y: 0, width: 10, height: 10 })])] };

function area(drawing: VectorDrawing): number {
  let total = 0;
  for (const path of drawing.paths)
    for (const subpath of path.subpaths)
      total += signedArea([subpath.start, ...subpath.segments.map((segment) => segment.to)]);
  return total;
}

describe('offsetDrawing', () => {
  it('grows a 10 x 10 square by 1 mm with miter joins into a 12 x 12 square', () => {
    const result = offsetDrawing(square, { distance: 1, join: 'miter' });
    expect(drawingBounds(result)).toEqual({ minX: -1, minY: -1, maxX: 11, maxY: 11 });
    expect(area(result)).toBeCloseTo(144, 6);
    expect(result.paths[0]!.subpaths[0]!.segments).toHaveLength(3);
  });

  it('rounds the corners with round joins: 100 + 4·10 + π mm²', () => {
    const result = offsetDrawing(square, { distance: 1, join: 'round', tolerance: 0.001 });
    expect(drawingBounds(result)).toEqual({ minX: -1, minY: -1, maxX: 11, maxY: 11 });
    expect(area(result)).toBeCloseTo(140 + Math.PI, 2);
  });

  it('cuts the corners square at the offset distance', () => {
    // Clipper's square join cuts each corner at distance 1 from the vertex along the diagonal,
    // removing a triangle with legs 2 - √2 from each corner of the 12 x 12 miter square.
    const result = offsetDrawing(square, { distance: 1, join: 'square' });
    const leg = 2 - Math.SQRT2;
    expect(area(result)).toBeCloseTo(144 - (4 * (leg * leg)) / 2, 3);
  });

  it('cuts miters beyond the limit', () => {
    // With a limit of 1 the 90° corners (which reach √2 times the distance) are squared.
    const limited = offsetDrawing(square, { distance: 1, join: 'miter', miterLimit: 1 });
    expect(area(limited)).toBeLessThan(144);
  });

  it('shrinks with a negative distance and drops a shape that vanishes', () => {
    expect(area(offsetDrawing(square, { distance: -2, join: 'miter' }))).toBeCloseTo(36, 6);
    expect(offsetDrawing(square, { distance: -6 }).paths).toHaveLength(0);
  });

  it('outlines an open line with butt ends for miter joins', () => {
    const line: VectorDrawing = {
      paths: [createPath([polyline([point(0, 0), point(10, 0)], false)], { fill: null })],
    };
    const result = offsetDrawing(line, { distance: 1, join: 'miter' });
    expect(drawingBounds(result)).toEqual({ minX: 0, minY: -1, maxX: 10, maxY: 1 });
    expect(Math.abs(area(result))).toBeCloseTo(20, 6);
  });

  it('refuses NaN, an unknown join and an empty drawing with a clear error', () => {
    expect(() => offsetDrawing(square, { distance: Number.NaN })).toThrow(
      /"distance" must be a finite number, got NaN/,
    );
    expect(() => offsetDrawing(square, { distance: 1, join: 'bevel' as never })).toThrow(/"join"/);
    expect(() => offsetDrawing({ paths: [] }, { distance: 1 })).toThrow(VectorError);
  });

  it('refuses an offset that makes the drawing larger than 2 m', () => {
    expect(() => offsetDrawing(square, { distance: 999 })).toThrow(/at most 2000 mm across/);
  });
});
