import { describe, expect, it } from 'vitest';
import { drawingStatistics } from '../statistics';
import { pathSelfIntersects } from '../cleanup';
import { traceContours } from './contours';
import { fitCurve } from './fit';
import { quantise } from './quantise';
import { traceBitmap, type TraceBitmap } from './trace';

const white = [255, 255, 255, 255];
const black = [0, 0, 0, 255];

/** A bitmap painted by a function of the pixel position. */
function bitmap(
  width: number,
  height: number,
  dpi: number,
  paint: (x: number, y: number) => number[],
): TraceBitmap {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return { width, height, data, dpi };
}

describe('traceContours', () => {
  it('outlines a pixel block clockwise with its four corners and its area in pixels', () => {
    const mask = (pixel: number) => [6, 7, 11, 12].includes(pixel); // 2 x 2 block at (1,1) in a 5-wide grid
    const [outline] = traceContours(5, 5, mask);
    expect(outline!.corners).toEqual([
      { x: 1, y: 1 },
      { x: 3, y: 1 },
      { x: 3, y: 3 },
      { x: 1, y: 3 },
    ]);
    expect(outline!.area).toBe(4);
  });

  it('gives a ring an outline and a hole of opposite sign', () => {
    // A 3 x 3 block without its centre.
    const contours = traceContours(3, 3, (pixel) => pixel !== 4);
    expect(contours.map((contour) => contour.area).sort((a, b) => a - b)).toEqual([-1, 9]);
  });

  it('keeps pixels that touch only at a corner apart', () => {
    const contours = traceContours(2, 2, (pixel) => pixel === 0 || pixel === 3);
    expect(contours.map((contour) => contour.area)).toEqual([1, 1]);
  });
});

describe('quantise', () => {
  it('finds the two colours of a two-colour image and leaves transparent pixels out', () => {
    const data = new Uint8ClampedArray([...white, ...black, ...black, 10, 20, 30, 0]);
    const { palette, labels } = quantise(data, 2, 128);
    expect(palette).toHaveLength(2);
    expect(palette.map((colour) => colour.red).sort((a, b) => a - b)).toEqual([0, 255]);
    expect(labels[1]).toBe(labels[2]);
    expect(labels[0]).not.toBe(labels[1]);
    expect(labels[3]).toBe(-1);
  });
});

describe('fitCurve', () => {
  it('fits a densely sampled quarter circle with one cubic, and with more when asked to be tighter', () => {
    const points = Array.from({ length: 50 }, (_, index) => {
      const angle = (index / 49) * (Math.PI / 2);
      return { x: 10 * Math.cos(angle), y: 10 * Math.sin(angle) };
    });
    const loose = fitCurve(points, 0.05);
    expect(loose).toHaveLength(1);
    expect(loose[0]!.to).toEqual(points[49]);
    const tight = fitCurve(points, 0.001);
    expect(tight.length).toBeGreaterThan(1);
    // Every fitted piece starts and ends on the circle.
    for (const segment of tight) expect(Math.hypot(segment.to.x, segment.to.y)).toBeCloseTo(10, 9);
  });

  it('fits collinear points with one line', () => {
    expect(
      fitCurve(
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 2, y: 2 },
        ],
        0.1,
      ),
    ).toEqual([{ kind: 'line', to: { x: 2, y: 2 } }]);
  });
});

describe('traceBitmap', () => {
  // 25.4 dpi: one pixel is one millimetre.
  it('separates a two-colour bitmap into its regions with their areas', () => {
    // A 40 x 30 white image with a black 10 x 8 rectangle and a black disc of radius 6 centred at (28, 15).
    const image = bitmap(40, 30, 25.4, (x, y) => {
      const inRectangle = x >= 3 && x < 13 && y >= 4 && y < 12;
      const inDisc = (x + 0.5 - 28) ** 2 + (y + 0.5 - 15) ** 2 <= 36;
      return inRectangle || inDisc ? black : white;
    });
    let discPixels = 0;
    for (let y = 0; y < 30; y++)
      for (let x = 0; x < 40; x++) if ((x + 0.5 - 28) ** 2 + (y + 0.5 - 15) ** 2 <= 36) discPixels++;
    const result = traceBitmap(image, { colours: 2 });
    expect(result.width).toBe(40);
    expect(result.palette.map((colour) => colour.red)).toEqual([255, 0]);
    // White: one region with two holes; black: two regions.
    expect(result.regions).toEqual([1, 2]);
    expect(result.drawing.paths[0]!.subpaths).toHaveLength(3);
    const blackArea = drawingStatistics({ paths: [result.drawing.paths[1]!] }).filledArea;
    const whiteArea = drawingStatistics({ paths: [result.drawing.paths[0]!] }).filledArea;
    const expectedBlack = 80 + discPixels;
    expect(Math.abs(blackArea - expectedBlack) / expectedBlack).toBeLessThan(0.03);
    expect(Math.abs(whiteArea - (1200 - expectedBlack)) / (1200 - expectedBlack)).toBeLessThan(0.01);
    // The rectangle keeps its corners exactly: its outline has straight sides.
    expect(
      result.drawing.paths[1]!.subpaths.some((subpath) =>
        subpath.segments.every((segment) => segment.kind === 'line'),
      ),
    ).toBe(true);
    expect(result.drawing.paths.some((path) => pathSelfIntersects(path))).toBe(false);
  });

  it('measures in millimetres from the dpi, and drops specks below the minimum area', () => {
    const image = bitmap(20, 20, 254, (x, y) =>
      (x === 2 && y === 2) || (x >= 10 && y >= 10) ? black : white,
    );
    const result = traceBitmap(image, { colours: 2, minimumArea: 2, mode: 'polygons', omitLargest: true });
    expect(result.width).toBeCloseTo(2, 12);
    expect(result.regions).toEqual([1]);
    const statistics = drawingStatistics(result.drawing);
    // The 10 x 10 pixel square at 0.1 mm per pixel.
    expect(statistics.filledArea).toBeCloseTo(1, 6);
  });

  it('stacks colours so lower ones run under the upper', () => {
    const image = bitmap(10, 10, 25.4, (x) => (x < 5 ? black : white));
    const stacked = traceBitmap(image, { stacked: true, mode: 'polygons' });
    // Both halves have 50 pixels; the bottom colour covers the whole image.
    const areas = stacked.drawing.paths.map((path) => drawingStatistics({ paths: [path] }).filledArea);
    expect(areas).toEqual([100, 50]);
  });

  it('uses a given palette', () => {
    const image = bitmap(4, 4, 25.4, (x) => (x < 2 ? [250, 10, 10, 255] : [10, 10, 240, 255]));
    const red = { red: 255, green: 0, blue: 0, alpha: 255 };
    const blue = { red: 0, green: 0, blue: 255, alpha: 255 };
    expect(traceBitmap(image, { palette: [red, blue] }).palette).toEqual([red, blue]);
  });

  it('refuses malformed bitmaps, oversized ones and NaN options clearly', () => {
    expect(() => traceBitmap({ width: 2, height: 2, data: new Uint8ClampedArray(3), dpi: 72 })).toThrow(
      /needs 16 bytes/,
    );
    expect(() =>
      traceBitmap({ width: 2, height: 2, data: new Uint8ClampedArray(16), dpi: Number.NaN }),
    ).toThrow(/resolution/);
    expect(() =>
      traceBitmap({ width: 3000, height: 3000, data: new Uint8ClampedArray(3000 * 3000 * 4), dpi: 72 }),
    ).toThrow(/scale this/);
    expect(() =>
      traceBitmap({ width: 2000, height: 10, data: new Uint8ClampedArray(2000 * 40), dpi: 10 }),
    ).toThrow(/5080 mm across/);
    expect(() =>
      traceBitmap(
        bitmap(2, 2, 72, () => white),
        { colours: Number.NaN },
      ),
    ).toThrow(/"colours"/);
  });

  it('stops with advice when noise breaks the image into too many outlines', () => {
    // A 400 x 400 checkerboard: 160,000 single pixels, each its own outline when specks are kept.
    const checkers = bitmap(400, 400, 300, (x, y) => ((x + y) % 2 ? black : white));
    expect(() => traceBitmap(checkers, { minimumArea: 0 })).toThrow(
      /more than 100000 outlines; raise the minimum area/,
    );
  });

  it('gives an empty drawing for a fully transparent bitmap', () => {
    expect(traceBitmap(bitmap(3, 3, 72, () => [0, 0, 0, 0])).drawing.paths).toEqual([]);
  });
});
