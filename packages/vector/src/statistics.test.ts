import { describe, expect, it } from 'vitest';
import { createPath, polyline, point, type VectorDrawing } from './model';
import { ellipse, line, rectangle } from './shapes';
import { drawingStatistics } from './statistics';

const red = { red: 255, green: 0, blue: 0, alpha: 255 };
const blue = { red: 0, green: 0, blue: 255, alpha: 255 };

describe('drawingStatistics', () => {
  it('counts a hand-made compound path: a 10 x 10 square with a 4 x 4 hole, even-odd', () => {
    const framed: VectorDrawing = {
      paths: [
        createPath(
          [rectangle({ x: 0, y: 0, width: 10, height: 10 }), rectangle({ x: 3, y: 3, width: 4, height: 4 })],
          { fillRule: 'evenodd', fill: red, stroke: { colour: blue, width: 0.2 } },
        ),
      ],
    };
    expect(drawingStatistics(framed)).toEqual({
      totalShapes: 1,
      compoundPaths: 1,
      regularPaths: 0,
      polygons: 2,
      subpaths: 2,
      closedSubpaths: 2,
      openSubpaths: 0,
      points: 8,
      colours: 2,
      closedArea: 84,
      filledArea: 84,
      segmentLengthMin: 4,
      segmentLengthMax: 10,
      bounds: { minX: 0, minY: 0, maxX: 10, maxY: 10 },
    });
  });

  it('tells closed area from filled area and counts overlapping fills once', () => {
    const drawing: VectorDrawing = {
      paths: [
        createPath([rectangle({ x: 0, y: 0, width: 10, height: 10 })], { fill: red }),
        createPath([rectangle({ x: 5, y: 0, width: 10, height: 10 })], { fill: red }),
        createPath([rectangle({ x: 20, y: 0, width: 2, height: 2 })], {
          fill: null,
          stroke: { colour: blue, width: 1 },
        }),
        createPath([line({ x1: 0, y1: 20, x2: 3, y2: 24 })], {
          fill: null,
          stroke: { colour: blue, width: 1 },
        }),
      ],
    };
    const statistics = drawingStatistics(drawing);
    expect(statistics.closedArea).toBeCloseTo(204, 9);
    expect(statistics.filledArea).toBeCloseTo(150, 9);
    expect(statistics.totalShapes).toBe(4);
    expect(statistics.regularPaths).toBe(4);
    expect(statistics.polygons).toBe(3);
    expect(statistics.openSubpaths).toBe(1);
    expect(statistics.colours).toBe(2);
    expect(statistics.segmentLengthMin).toBe(2);
    expect(statistics.segmentLengthMax).toBe(10);
    expect(statistics.points).toBe(14);
  });

  it('measures curves along the curve: a circle of radius 5 has four quarter arcs of about 2.5π', () => {
    const statistics = drawingStatistics({ paths: [createPath([ellipse({ radiusX: 5 })])] });
    expect(statistics.polygons).toBe(0);
    expect(statistics.segmentLengthMin).toBeCloseTo(2.5 * Math.PI, 2);
    expect(statistics.segmentLengthMax).toBeCloseTo(2.5 * Math.PI, 2);
    expect(statistics.closedArea).toBeCloseTo(25 * Math.PI, 1);
  });

  it('counts the implied closing segment of a closed path', () => {
    const triangle = polyline([point(0, 0), point(3, 0), point(3, 4)], true);
    const statistics = drawingStatistics({ paths: [createPath([triangle])] });
    expect(statistics.segmentLengthMax).toBe(5);
    expect(statistics.points).toBe(3);
  });

  it('reports nothing for an empty drawing', () => {
    const statistics = drawingStatistics({ paths: [] });
    expect(statistics.totalShapes).toBe(0);
    expect(statistics.segmentLengthMin).toBeNull();
    expect(statistics.filledArea).toBe(0);
    expect(statistics.bounds).toBeNull();
  });
});
