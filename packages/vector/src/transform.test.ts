import { describe, expect, it } from 'vitest';
import { drawingBounds } from './flatten';
import { anchorPoints, createPath, type VectorDrawing } from './model';
import { rectangle } from './shapes';
import {
  arrangeDrawing,
  invert,
  multiply,
  rotation,
  scaling,
  skewX,
  transformDrawing,
  transformPoint,
  translation,
} from './transform';

const rect: VectorDrawing = {
  paths: [
    createPath([rectangle({ x: 0, y: 0, width: 10, height: 4 })], {
      stroke: { colour: { red: 0, green: 0, blue: 0, alpha: 255 }, width: 0.5 },
    }),
  ],
};

describe('matrices', () => {
  it('applies the inner transform first', () => {
    const moveThenScale = multiply(scaling(2), translation(1, 0));
    expect(transformPoint(moveThenScale, { x: 1, y: 1 })).toEqual({ x: 4, y: 2 });
  });

  it('rotates clockwise on a y-down page, exactly at quarter turns', () => {
    expect(transformPoint(rotation(90), { x: 1, y: 0 })).toEqual({ x: 0, y: 1 });
    expect(transformPoint(rotation(90, 5, 5), { x: 5, y: 0 })).toEqual({ x: 10, y: 5 });
  });

  it('inverts', () => {
    const matrix = multiply(skewX(30), multiply(rotation(17), translation(3, -2)));
    const back = transformPoint(invert(matrix), transformPoint(matrix, { x: 2, y: 7 }));
    expect(back.x).toBeCloseTo(2, 12);
    expect(back.y).toBeCloseTo(7, 12);
  });
});

describe('transforming a rectangle', () => {
  it('turns a 10 x 4 rectangle a quarter turn about its centre and moves it', () => {
    const result = arrangeDrawing(rect, { rotation: 90, translateX: 10 });
    // Centre (5, 2); turned it spans 3..7 by -3..7; moved 10 mm right.
    expect(drawingBounds(result)).toEqual({ minX: 13, minY: -3, maxX: 17, maxY: 7 });
    expect(anchorPoints(result.paths[0]!.subpaths[0]!)[0]).toEqual({ x: 17, y: -3 });
  });

  it('scales about the centre and scales the stroke by the square root of the area factor', () => {
    const result = arrangeDrawing(rect, { scaleX: 2, scaleY: 0.5 });
    expect(drawingBounds(result)).toEqual({ minX: -5, minY: 1, maxX: 15, maxY: 3 });
    expect(result.paths[0]!.stroke!.width).toBe(0.5);
  });

  it('skews: x moves by tan(45°) · y', () => {
    const result = transformDrawing(skewX(45), rect);
    const corners = anchorPoints(result.paths[0]!.subpaths[0]!);
    expect(corners[2]!.x).toBeCloseTo(14, 12);
    expect(corners[2]!.y).toBe(4);
  });

  it('refuses a zero scale, NaN and a result larger than 2 m', () => {
    expect(() => arrangeDrawing(rect, { scaleX: 0 })).toThrow(/scale of 0/);
    expect(() => arrangeDrawing(rect, { rotation: Number.NaN })).toThrow(/"rotation"/);
    expect(() => arrangeDrawing(rect, { scaleX: 500 })).toThrow(/5000 x 4 mm/);
  });
});
