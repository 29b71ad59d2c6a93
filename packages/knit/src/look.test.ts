import { describe, expect, it } from 'vitest';
import { createChart, stitchCodes } from './chart';
import { KnitError } from './errors';
import { knittedLook, largestPixelsPerStitch } from './look';
import { chartOf, red, white } from './test-support/charts';

/** The RGBA of pixel (x, y) from the top left. */
function pixelAt(image: { width: number; pixels: Uint8ClampedArray }, x: number, y: number) {
  const offset = (y * image.width + x) * 4;
  return [...image.pixels.subarray(offset, offset + 4)];
}

describe('the knitted look of a chart', () => {
  // Two needles by two rows, drawn top row first: red then white on top, white then red below.
  // The gauge is 20 stitches and 25 rows per 10 cm: a row is 20/25 of a stitch's width high.
  const chart = () => chartOf(['10', '01'], [white, red]);

  it('is as large as the fabric: 10 pixels a stitch, 8 a row, 50.8 dots per inch', () => {
    const look = knittedLook(chart(), { pixelsPerStitch: 10 });
    expect({ width: look.width, height: look.height, length: look.pixels.length }).toEqual({
      width: 20,
      height: 16,
      length: 20 * 16 * 4,
    });
    // A stitch is 5 mm wide (10 cm / 20), drawn 10 pixels across: 10 / (5 / 25.4) dpi.
    expect(look.dotsPerInch).toBeCloseTo(50.8, 10);
  });

  it('draws each stitch as a V in its yarn on the dark gap, the first row at the bottom', () => {
    const look = knittedLook(chart(), { pixelsPerStitch: 10 });
    // Pixel 4 of a stitch is u = 0.45. At its lowest pixel (v = 0.9375) the legs meet there:
    // |0.05 - 0.3 * 0.0625 - 0.02| = 0.011, inside the leg's half-width of 0.17: the yarn.
    expect(pixelAt(look, 4, 7)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(look, 14, 7)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(look, 4, 15)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(look, 14, 15)).toEqual([255, 0, 0, 255]);
    // At its top pixel (v = 0.0625) the legs are apart: |0.05 - 0.281 - 0.02| = 0.251, the gap,
    // 0.35 of the yarns' mean colour (255, 127.5, 127.5).
    expect(pixelAt(look, 4, 0)).toEqual([89, 45, 45, 255]);
    expect(pixelAt(look, 4, 8)).toEqual([89, 45, 45, 255]);
  });

  it('draws a purl as a bump across the stitch, its corners the gap', () => {
    const purled = chart();
    purled.stitches[2] = stitchCodes.purl; // row 1 (the top), needle 0: red
    const look = knittedLook(purled, { pixelsPerStitch: 10 });
    // The bump's centre and its side at u = 0.95, v = 0.4375: ((0.45 / 0.48)^2 + ...) < 1.
    expect(pixelAt(look, 5, 3)).toEqual([255, 0, 0, 255]);
    expect(pixelAt(look, 9, 3)).toEqual([255, 0, 0, 255]);
    // Where a knit stitch's legs meet (bottom middle) the purl's oval has ended: gap.
    expect(pixelAt(look, 4, 7)).toEqual([89, 45, 45, 255]);
    expect(pixelAt(look, 0, 0)).toEqual([89, 45, 45, 255]);
  });

  it('draws a stitch as a square of its colour when it is too small for loops', () => {
    const look = knittedLook(chart(), { pixelsPerStitch: 2 });
    expect([look.width, look.height]).toEqual([4, 4]);
    const rows = [0, 1, 2, 3].map((y) => [0, 1, 2, 3].map((x) => pixelAt(look, x, y)[1]));
    // Green is 0 in red, 255 in white.
    expect(rows).toEqual([
      [0, 0, 255, 255],
      [0, 0, 255, 255],
      [255, 255, 0, 0],
      [255, 255, 0, 0],
    ]);
  });

  it('refuses a picture over the limits, naming how many pixels per stitch fit', () => {
    const large = createChart({
      needles: 1000,
      rows: 4000,
      yarns: [white],
      gauge: { stitchesPer10cm: 20, rowsPer10cm: 25 },
    });
    // 3 pixels a stitch: 3000 x 8000 (rows of round(2.4) = 2) is over 4096 x 4096 pixels; 2 is
    // 2000 x 8000 = 16,000,000, under 16,777,216.
    expect(largestPixelsPerStitch(large)).toBe(2);
    const refusal = (() => {
      try {
        knittedLook(large, { pixelsPerStitch: 16 });
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(KnitError);
    expect(refusal).toMatchObject({
      code: 'invalid-option',
      values: { option: 'pixelsPerStitch', minimum: 1, maximum: 2 },
    });
    expect(() => knittedLook(chart(), { pixelsPerStitch: 0 })).toThrow(KnitError);
    expect(() => knittedLook(chart(), { pixelsPerStitch: 2.5 })).toThrow(KnitError);
  });
});
