import { describe, expect, it } from 'vitest';

import { bayerMatrix, errorDiffusionDither, orderedDither } from './dither';
import { imageOf, pixelsOf, type Pixel } from './test-images';

const black = { red: 0, green: 0, blue: 0, alpha: 255 };
const white = { red: 255, green: 255, blue: 255, alpha: 255 };
const grey = (value: number, alpha = 255): Pixel => [value, value, value, alpha];
const flat = (width: number, height: number, value: number) =>
  imageOf(Array.from({ length: height }, () => Array.from({ length: width }, () => grey(value))));
const whiteShare = (pixels: Pixel[][]) => pixels.flat().filter((pixel) => pixel[0] === 255).length;

describe('Bayer matrices', () => {
  it('builds the 2 x 2 and 4 x 4 matrices', () => {
    expect([...bayerMatrix(2)]).toEqual([0, 2, 3, 1]);
    expect([...bayerMatrix(4)]).toEqual([0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5]);
  });

  it('holds every threshold once in the 8 x 8 matrix', () => {
    expect([...bayerMatrix(8)].sort((first, second) => first - second)).toEqual(
      Array.from({ length: 64 }, (_, index) => index),
    );
  });

  it('refuses other sizes', () => {
    expect(() => bayerMatrix(3 as never)).toThrow('Option "size" must be one of 2, 4, 8, got 3');
  });
});

describe('ordered dithering', () => {
  it('turns mid-grey into a checkerboard with the 2 x 2 matrix', () => {
    // Offsets ((t + 0.5) / 4 - 0.5) * 255 for t = 0, 2 / 3, 1 are -95.6, +31.9 / +95.6, -31.9:
    // 128 becomes 32 (black), 160 (white) / 224 (white), 96 (black).
    expect(pixelsOf(orderedDither(flat(2, 2, 128), { size: 2, palette: [black, white] }))).toEqual([
      [grey(0), grey(255)],
      [grey(255), grey(0)],
    ]);
  });

  it('whitens a quarter of a 25% grey with the 4 x 4 matrix and a sixty-fourth steps with 8 x 8', () => {
    // 64 + ((t + 0.5) / 16 - 0.5) * 255 > 127.5 for t >= 12: 4 of 16.
    expect(whiteShare(pixelsOf(orderedDither(flat(4, 4, 64), { size: 4, palette: [black, white] })))).toBe(4);
    // 8 x 8: 64 + ((t + 0.5) / 64 - 0.5) * 255 > 127.5 for t >= 48: 16 of 64.
    expect(whiteShare(pixelsOf(orderedDither(flat(8, 8, 64), { size: 8, palette: [black, white] })))).toBe(
      16,
    );
  });

  it('uses only palette colours and keeps alpha', () => {
    const image = imageOf([
      [
        [10, 200, 90, 33],
        [250, 250, 0, 255],
      ],
    ]);
    const palette = [
      { red: 255, green: 0, blue: 0, alpha: 255 },
      { red: 0, green: 255, blue: 0, alpha: 255 },
      { red: 255, green: 255, blue: 0, alpha: 255 },
    ];
    const result = pixelsOf(orderedDither(image, { size: 8, palette }))[0];
    expect(result[0]).toEqual([0, 255, 0, 33]);
    expect(result[1]).toEqual([255, 255, 0, 255]);
  });
});

describe('error diffusion', () => {
  it('Floyd-Steinberg alternates black and white along a mid-grey row', () => {
    // 128 -> white, error -127, 7/16 of it to the right: 72.4 -> black, error 72.4: 159.7 ->
    // white, error -95.3: 86.3 -> black.
    expect(pixelsOf(errorDiffusionDither(flat(4, 1, 128), { palette: [black, white] }))).toEqual([
      [grey(0 + 255), grey(0), grey(255), grey(0)],
    ]);
  });

  it('Floyd-Steinberg passes error down as well (2 x 2 worked example)', () => {
    // 100 -> black (error 100): right 143.75, below 118.75, below-right 106.25. 143.75 -> white
    // (error -111.25): below 118.75 - 20.86 = 97.9, below-right 106.25 - 34.77 = 71.5. 97.9 ->
    // black (error 97.9): right 71.5 + 42.8 = 114.3 -> black.
    expect(pixelsOf(errorDiffusionDither(flat(2, 2, 100), { palette: [black, white] }))).toEqual([
      [grey(0), grey(255)],
      [grey(0), grey(0)],
    ]);
  });

  it('keeps the mean grey over a larger area (Floyd-Steinberg, Jarvis-Judice-Ninke)', () => {
    for (const method of ['floyd-steinberg', 'jarvis-judice-ninke'] as const) {
      for (const serpentine of [false, true]) {
        const result = pixelsOf(
          errorDiffusionDither(flat(32, 32, 64), { palette: [black, white], method, serpentine }),
        );
        // 64/255 of 1024 pixels is 257; error leaving the last row and the sides is lost.
        expect(Math.abs(whiteShare(result) - 257)).toBeLessThanOrEqual(20);
      }
    }
  });

  it('Atkinson passes on only 6/8 of the error (worked example)', () => {
    // 128 -> white, error -127: 1/8 each to the next two: 112.1 -> black, error 112.1: the third
    // gets 128 - 15.9 + 14.0 = 126.1 -> black. Floyd-Steinberg made it white (above).
    expect(
      pixelsOf(errorDiffusionDither(flat(3, 1, 128), { palette: [black, white], method: 'atkinson' })),
    ).toEqual([[grey(255), grey(0), grey(0)]]);
  });

  it('keeps alpha and refuses unknown methods and non-boolean serpentine', () => {
    expect(pixelsOf(errorDiffusionDither(imageOf([[grey(250, 40)]]), { palette: [black, white] }))).toEqual([
      [grey(255, 40)],
    ]);
    expect(() =>
      errorDiffusionDither(flat(1, 1, 0), { palette: [black], method: 'stucki' as never }),
    ).toThrow(/"method"/);
    expect(() => errorDiffusionDither(flat(1, 1, 0), { palette: [black], serpentine: 1 as never })).toThrow(
      'Option "serpentine" must be true or false, got 1',
    );
  });
});
