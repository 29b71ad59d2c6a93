import { describe, expect, it } from 'vitest';
import { combineDrawings, combineShapes } from './boolean';
import { signedArea } from './flatten';
import { createPath, type VectorDrawing } from './model';
import { ellipse, rectangle } from './shapes';
import { VectorError } from './errors';

function square(x: number, y: number, size = 10): VectorDrawing {
  return { paths: [createPath([rectangle({ x, y, width: size, height: size })])] };
}

/** Area a drawing fills, holes subtracted: rings of results wind positive, holes negative. */
function area(drawing: VectorDrawing): number {
  let total = 0;
  for (const path of drawing.paths)
    for (const subpath of path.subpaths)
      total += signedArea([subpath.start, ...subpath.segments.map((segment) => segment.to)]);
  return total;
}

describe('combineDrawings', () => {
  // Two 10 x 10 squares, the second moved 5 mm right and 5 mm down: they share a 5 x 5 corner.
  const first = square(0, 0);
  const second = square(5, 5);

  it('unites two overlapping squares: 100 + 100 - 25 = 175 mm²', () => {
    const result = combineDrawings(first, second, 'union');
    expect(result.paths).toHaveLength(1);
    expect(result.paths[0]!.subpaths).toHaveLength(1);
    expect(area(result)).toBeCloseTo(175, 6);
    // The union's outline is an L-ish octagon with 8 corners.
    expect(result.paths[0]!.subpaths[0]!.segments).toHaveLength(7);
  });

  it('intersects them to the shared 5 x 5 corner', () => {
    const result = combineDrawings(first, second, 'intersection');
    expect(area(result)).toBeCloseTo(25, 6);
  });

  it('subtracts: 100 - 25 = 75 mm²', () => {
    expect(area(combineDrawings(first, second, 'difference'))).toBeCloseTo(75, 6);
  });

  it('excludes: 175 - 25 = 150 mm² in two pieces', () => {
    const result = combineDrawings(first, second, 'exclusion');
    expect(area(result)).toBeCloseTo(150, 6);
    expect(result.paths[0]!.subpaths).toHaveLength(2);
  });

  it('returns an empty drawing when disjoint shapes are intersected', () => {
    expect(combineDrawings(first, square(20, 20), 'intersection').paths).toHaveLength(0);
  });

  it('punches a hole: a 10 mm square minus a 4 mm square in its middle keeps 84 mm² as outline and hole', () => {
    const result = combineDrawings(first, square(3, 3, 4), 'difference');
    expect(result.paths[0]!.subpaths).toHaveLength(2);
    expect(area(result)).toBeCloseTo(84, 6);
  });

  it('flattens curves within the tolerance: a circle of radius 5 unites to about 25π mm²', () => {
    const circle = { paths: [createPath([ellipse({ radiusX: 5 })])] };
    const result = combineDrawings(circle, circle, 'union', { tolerance: 0.001 });
    // The 4-cubic circle itself differs from a true circle by under 0.03 % of its radius.
    expect(area(result)).toBeCloseTo(25 * Math.PI, 1);
  });

  it('refuses a drawing with nothing closed in it', () => {
    expect(() => combineDrawings({ paths: [] }, second, 'union')).toThrow(VectorError);
    expect(() => combineDrawings(first, second, 'merge' as never)).toThrow(/operation/);
  });
});

describe('combineShapes', () => {
  const three: VectorDrawing = {
    paths: [...square(0, 0).paths, ...square(5, 5).paths, ...square(5, 0).paths],
  };

  it('unites every shape', () => {
    // 0..10 x 0..10, 5..15 x 5..15 and 5..15 x 0..10 cover 15 x 10 plus 10 x 5 = 200 mm².
    expect(area(combineShapes(three, 'union'))).toBeCloseTo(200, 6);
  });

  it('intersects every shape: only 5..10 x 5..10 lies in all three', () => {
    expect(area(combineShapes(three, 'intersection'))).toBeCloseTo(25, 6);
  });

  it('cuts every later shape out of the first', () => {
    // The first square loses its right half (5..10 x 0..10): 50 mm² remain.
    expect(area(combineShapes(three, 'difference'))).toBeCloseTo(50, 6);
  });

  it('keeps what an odd number of shapes cover', () => {
    // Cover counts: 0..5 x 0..10 once (50), 5..10 x 0..5 twice, 5..10 x 5..10 three times (25),
    // 10..15 x 0..5 once (25), 10..15 x 5..10 twice, 5..15 x 10..15 once (50).
    expect(area(combineShapes(three, 'exclusion'))).toBeCloseTo(150, 6);
  });
});
