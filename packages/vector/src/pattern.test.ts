import { describe, expect, it } from 'vitest';
import { drawingBounds, pathBounds } from './flatten';
import { createPath, type VectorDrawing } from './model';
import { repeatDrawing, tileDrawing } from './pattern';
import { rectangle } from './shapes';

const motif: VectorDrawing = { paths: [createPath([rectangle({ x: 0, y: 0, width: 10, height: 4 })])] };

function corners(drawing: VectorDrawing) {
  return drawing.paths.map((path) => {
    const bounds = pathBounds(path)!;
    return [Math.round(bounds.minX * 1e9) / 1e9, Math.round(bounds.minY * 1e9) / 1e9];
  });
}

describe('tileDrawing', () => {
  it('lays a grid of tiles the motif’s size plus the spacing apart', () => {
    const grid = tileDrawing(motif, { columns: 3, rows: 2, spacingX: 2, spacingY: 1 });
    expect(corners(grid)).toEqual([
      [0, 0],
      [12, 0],
      [24, 0],
      [0, 5],
      [12, 5],
      [24, 5],
    ]);
    expect(drawingBounds(grid)).toEqual({ minX: 0, minY: 0, maxX: 34, maxY: 9 });
  });

  it('moves every other row half a tile for a brick repeat', () => {
    expect(corners(tileDrawing(motif, { layout: 'brick', columns: 2, rows: 2, spacingX: 2 }))).toEqual([
      [0, 0],
      [12, 0],
      [6, 4],
      [18, 4],
    ]);
  });

  it('drops every other column half a tile for a half-drop', () => {
    expect(corners(tileDrawing(motif, { layout: 'half-drop', columns: 3, rows: 1, spacingY: 2 }))).toEqual([
      [0, 0],
      [10, 3],
      [20, 0],
    ]);
  });

  it('turns each tile about its own centre', () => {
    const turned = tileDrawing(motif, { columns: 2, rows: 1, rotation: 90 });
    // The 10 x 4 tile turned a quarter about its centre (5, 2) spans 3..7 by -3..7.
    expect(pathBounds(turned.paths[1]!)).toEqual({ minX: 13, minY: -3, maxX: 17, maxY: 7 });
  });

  it('refuses too many tiles, an empty motif and a 5 m pattern', () => {
    expect(() => tileDrawing(motif, { columns: 200, rows: 200 })).toThrow(/At most 10000 tiles/);
    expect(() => tileDrawing({ paths: [] }, { columns: 2, rows: 2 })).toThrow(/no motif/);
    expect(() => tileDrawing(motif, { columns: 500, rows: 1 })).toThrow(/at most 2000 mm across/);
  });
});

describe('repeatDrawing', () => {
  it('steps copies along a line', () => {
    expect(corners(repeatDrawing(motif, { count: 3, offsetX: 15, offsetY: 1 }))).toEqual([
      [0, 0],
      [15, 1],
      [30, 2],
    ]);
  });

  it('goes round a centre in a ring', () => {
    const ring = repeatDrawing(motif, { count: 4, rotation: 90, centreX: 5, centreY: 20 });
    // The motif's centre (5, 2) lies 18 above the pivot; a quarter turn clockwise puts it 18 to the right.
    const second = pathBounds(ring.paths[1]!)!;
    expect((second.minX + second.maxX) / 2).toBeCloseTo(23, 9);
    expect((second.minY + second.maxY) / 2).toBeCloseTo(20, 9);
  });

  it('scales each copy by the factor again', () => {
    const grown = repeatDrawing(motif, { count: 3, scale: 2 });
    const third = pathBounds(grown.paths[2]!)!;
    expect(third.maxX - third.minX).toBeCloseTo(40, 9);
  });
});
