import { describe, expect, it } from 'vitest';

import { RasterError } from './errors';
import { crop, flipHorizontal, flipVertical, rotate } from './geometry';
import { difference, fromSharp, imageOf, pixelsOf, testPicture, toSharp, type Pixel } from './test-images';

// A 3 x 2 image with a distinct pixel in each place:  A B C
//                                                     D E F
const A: Pixel = [10, 0, 0, 255];
const B: Pixel = [20, 0, 0, 255];
const C: Pixel = [30, 0, 0, 255];
const D: Pixel = [40, 0, 0, 200];
const E: Pixel = [50, 0, 0, 200];
const F: Pixel = [60, 0, 0, 200];
const small = imageOf(
  [
    [A, B, C],
    [D, E, F],
  ],
  150,
);

describe('crop', () => {
  it('keeps the rectangle and the dpi', () => {
    const result = crop(small, { left: 1, top: 0, width: 2, height: 2 });
    expect(pixelsOf(result)).toEqual([
      [B, C],
      [E, F],
    ]);
    expect(result.dpi).toBe(150);
    expect(pixelsOf(crop(small, { left: 2, top: 1, width: 1, height: 1 }))).toEqual([[F]]);
  });

  it('refuses a rectangle reaching outside the image, naming the option', () => {
    for (const [options, option] of [
      [{ left: 3, top: 0, width: 1, height: 1 }, 'left'],
      [{ left: 0, top: 0, width: 4, height: 1 }, 'width'],
      [{ left: 0, top: 1, width: 1, height: 2 }, 'height'],
      [{ left: 0, top: Number.NaN, width: 1, height: 1 }, 'top'],
    ] as const) {
      expect(() => crop(small, options)).toThrow(RasterError);
      try {
        crop(small, options);
      } catch (error) {
        expect((error as RasterError).details.option).toBe(option);
      }
    }
  });
});

describe('flip', () => {
  it('mirrors left to right and top to bottom', () => {
    expect(pixelsOf(flipHorizontal(small))).toEqual([
      [C, B, A],
      [F, E, D],
    ]);
    expect(pixelsOf(flipVertical(small))).toEqual([
      [D, E, F],
      [A, B, C],
    ]);
  });

  it('matches sharp flop (horizontal) and flip (vertical) exactly', async () => {
    const picture = testPicture(37, 23);
    expect(difference(flipHorizontal(picture), await fromSharp(toSharp(picture).flop())).maximum).toBe(0);
    expect(difference(flipVertical(picture), await fromSharp(toSharp(picture).flip())).maximum).toBe(0);
  });
});

describe('rotate by right angles', () => {
  it('turns the grid clockwise exactly', () => {
    expect(pixelsOf(rotate(small, { angle: 90 }))).toEqual([
      [D, A],
      [E, B],
      [F, C],
    ]);
    expect(pixelsOf(rotate(small, { angle: 180 }))).toEqual([
      [F, E, D],
      [C, B, A],
    ]);
    expect(pixelsOf(rotate(small, { angle: 270 }))).toEqual([
      [C, F],
      [B, E],
      [A, D],
    ]);
  });

  it('treats negative and whole-turn angles as the same turns', () => {
    expect(pixelsOf(rotate(small, { angle: -90 }))).toEqual(pixelsOf(rotate(small, { angle: 270 })));
    expect(pixelsOf(rotate(small, { angle: 450 }))).toEqual(pixelsOf(rotate(small, { angle: 90 })));
    expect(pixelsOf(rotate(small, { angle: 360 }))).toEqual(pixelsOf(small));
    expect(rotate(small, { angle: 90 }).dpi).toBe(150);
  });

  it.each([90, 180, 270])('matches sharp rotate(%s) exactly, across tile borders', async (angle) => {
    const picture = testPicture(131, 70);
    expect(
      difference(rotate(picture, { angle }), await fromSharp(toSharp(picture).rotate(angle))).maximum,
    ).toBe(0);
  });
});

describe('rotate by other angles', () => {
  it('enlarges the canvas to the bounding box and fills uncovered corners with transparency', () => {
    // 45 degrees turns a 2 x 2 square into one 2.83 wide: a 3 x 3 canvas. Its centre pixel samples
    // the middle of the square: fully covered. The top-left one samples at (-0.914, 0.5) in pixel
    // space: 0.0858 of it falls on the image, alpha 0.0858 * 255 = 22. The top-middle one samples
    // at (-0.207, -0.207): weight 0.793^2 = 0.629 on pixel (0, 0), alpha 160.
    const red: Pixel = [255, 0, 0, 255];
    const result = rotate(
      imageOf([
        [red, red],
        [red, red],
      ]),
      { angle: 45 },
    );
    expect([result.width, result.height]).toEqual([3, 3]);
    const pixels = pixelsOf(result);
    expect(pixels[1][1]).toEqual([255, 0, 0, 255]);
    expect(pixels[0][0]).toEqual([255, 0, 0, 22]);
    expect(pixels[0][1]).toEqual([255, 0, 0, 160]);
  });

  it('fills with a background colour when given one', () => {
    const white: Pixel = [255, 255, 255, 255];
    const result = rotate(
      imageOf([
        [white, white],
        [white, white],
      ]),
      {
        angle: 45,
        background: { red: 0, green: 0, blue: 255, alpha: 255 },
      },
    );
    // Top-left: 0.0858 white over blue.
    expect(pixelsOf(result)[0][0]).toEqual([22, 22, 255, 255]);
  });

  it('reproduces a linear ramp exactly inside the image (bilinear is exact for linear colour)', () => {
    // Red = 10 x on a 20 x 20 image. Turned 30 degrees clockwise about the centre, output pixel
    // (x, y) shows input position u = 10 + dx cos + dy sin - 0.5 (dx, dy from the output centre),
    // so its red must be 10 u wherever all four neighbours are inside.
    const ramp = imageOf(
      Array.from({ length: 20 }, () => Array.from({ length: 20 }, (_, x): Pixel => [10 * x, 50, 50, 255])),
    );
    const result = rotate(ramp, { angle: 30 });
    const cosine = Math.cos(Math.PI / 6);
    const sine = Math.sin(Math.PI / 6);
    let checked = 0;
    pixelsOf(result).forEach((row, y) =>
      row.forEach(([red, , , alpha], x) => {
        const dx = x + 0.5 - result.width / 2;
        const dy = y + 0.5 - result.height / 2;
        const u = 10 + dx * cosine + dy * sine - 0.5;
        const v = 10 - dx * sine + dy * cosine - 0.5;
        if (u < 0 || v < 0 || u > 19 || v > 19) return;
        expect(Math.abs(red - 10 * u)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(alpha).toBe(255);
        checked++;
      }),
    );
    expect(checked).toBeGreaterThan(250);
  });

  it('refuses a NaN angle, naming it', () => {
    expect(() => rotate(small, { angle: Number.NaN })).toThrow(
      'Option "angle" must be a finite number, got NaN',
    );
  });
});
