import { describe, expect, it } from 'vitest';
import { cleanUpDrawing, pathSelfIntersects, segmentsIntersect } from './cleanup';
import { signedArea } from './flatten';
import { anchorPoints, createPath, polyline, point, type VectorDrawing } from './model';
import { ellipse, rectangle, star } from './shapes';

// A bow tie: its edges (0,0)-(10,10) and (10,0)-(0,10) cross at (5, 5).
const bowTie = createPath([polyline([point(0, 0), point(10, 10), point(10, 0), point(0, 10)], true)]);
const square = createPath([rectangle({ width: 10, height: 10 })]);

describe('self-intersection', () => {
  it('tells crossing, touching and separate segments apart', () => {
    expect(segmentsIntersect(point(0, 0), point(2, 2), point(0, 2), point(2, 0))).toBe(true);
    expect(segmentsIntersect(point(0, 0), point(2, 0), point(2, 0), point(3, 5))).toBe(true);
    expect(segmentsIntersect(point(0, 0), point(1, 0), point(2, 0), point(3, 0))).toBe(false);
    expect(segmentsIntersect(point(0, 0), point(1, 1), point(0, 1), point(0.4, 0.6))).toBe(false);
  });

  it('finds a bow tie, a hole poking out of its outline and a spike, not a square, a star or a circle', () => {
    expect(pathSelfIntersects(bowTie)).toBe(true);
    const pokingHole = createPath([
      rectangle({ width: 10, height: 10 }),
      rectangle({ x: 5, y: 5, width: 10, height: 2 }),
    ]);
    expect(pathSelfIntersects(pokingHole)).toBe(true);
    const spike = createPath([polyline([point(0, 0), point(10, 0), point(5, 0), point(5, 5)], true)]);
    expect(pathSelfIntersects(spike)).toBe(true);
    expect(pathSelfIntersects(square)).toBe(false);
    expect(pathSelfIntersects(createPath([star({ outerRadius: 10, innerRadius: 3, points: 7 })]))).toBe(
      false,
    );
    expect(pathSelfIntersects(createPath([ellipse({ radiusX: 5 }), ellipse({ radiusX: 2 })]))).toBe(false);
  });
});

describe('cleanUpDrawing', () => {
  it('rebuilds a bow tie as its two triangles and counts one removal', () => {
    const result = cleanUpDrawing({ paths: [square, bowTie] });
    expect(result.selfIntersectingRemoved).toBe(1);
    const rebuilt = result.drawing.paths[1]!;
    expect(rebuilt.subpaths).toHaveLength(2);
    const areas = rebuilt.subpaths.map((subpath) => Math.abs(signedArea(anchorPoints(subpath))));
    // Each triangle has base 10 and height 5.
    expect(areas).toEqual([25, 25]);
    expect(pathSelfIntersects(rebuilt)).toBe(false);
  });

  it('drops a self-intersecting shape in remove mode', () => {
    const result = cleanUpDrawing({ paths: [square, bowTie] }, { mode: 'remove' });
    expect(result.selfIntersectingRemoved).toBe(1);
    expect(result.emptyShapesRemoved).toBe(1);
    expect(result.drawing.paths).toEqual([square]);
  });

  it('drops degenerate subpaths: a point, a closed outline without area', () => {
    const drawing: VectorDrawing = {
      paths: [
        createPath([polyline([point(1, 1)], false), rectangle({ width: 2, height: 2 })]),
        createPath([polyline([point(0, 0), point(5, 0), point(10, 0)], true)]),
      ],
    };
    const result = cleanUpDrawing(drawing);
    expect(result.degenerateRemoved).toBe(2);
    expect(result.emptyShapesRemoved).toBe(1);
    expect(result.selfIntersectingRemoved).toBe(0);
    expect(result.drawing.paths).toHaveLength(1);
    expect(result.drawing.paths[0]!.subpaths).toHaveLength(1);
  });

  it('leaves a clean drawing as it is', () => {
    const result = cleanUpDrawing({ paths: [square] });
    expect(result).toEqual({
      drawing: { paths: [square] },
      selfIntersectingRemoved: 0,
      degenerateRemoved: 0,
      emptyShapesRemoved: 0,
    });
  });
});

describe('outlines that only touch', () => {
  it('lets two outlines of a shape meet at a corner', () => {
    const corners = createPath([
      rectangle({ width: 5, height: 5 }),
      rectangle({ x: 5, y: 5, width: 5, height: 5 }),
    ]);
    expect(pathSelfIntersects(corners)).toBe(false);
  });

  it('counts outlines sharing a stretch of edge', () => {
    const sharing = createPath([
      rectangle({ width: 5, height: 5 }),
      rectangle({ x: 5, y: 2, width: 5, height: 5 }),
    ]);
    expect(pathSelfIntersects(sharing)).toBe(true);
  });
});
