import { describe, expect, it } from 'vitest';

import { blend, BLEND_MODES, type BlendMode } from './blend';
import { RasterError } from './errors';
import { imageFromData } from './image';
import { imageOf, pixelsOf, testPicture, type Pixel } from './test-images';

const one = (pixel: Pixel) => imageOf([[pixel]]);
const blendOne = (backdrop: Pixel, source: Pixel, options: Parameters<typeof blend>[2] = {}) =>
  pixelsOf(blend(one(backdrop), one(source), options))[0][0];

describe('separable blend modes (W3C Compositing and Blending Level 1)', () => {
  // Backdrop (200, 100, 50), source (100, 150, 250), both opaque; channels as fractions of 255.
  // Worked values, e.g. multiply 200 * 100 / 255 = 78.4; screen 200 + 100 - 78.4 = 221.6;
  // colour burn 1 - (1 - 200/255) / (100/255) = 0.45 -> 114.75; soft light, blue: 50/255 <= 0.25,
  // so D = ((16 b - 12) b + 4) b = 0.5497 and 0.196 + (2 * 0.980 - 1) * (0.5497 - 0.196) = 0.4339 -> 110.6.
  const expected: Record<string, Pixel> = {
    normal: [100, 150, 250, 255],
    multiply: [78, 59, 49, 255],
    screen: [222, 191, 251, 255],
    overlay: [188, 118, 98, 255],
    darken: [100, 100, 50, 255],
    lighten: [200, 150, 250, 255],
    'colour-dodge': [255, 243, 255, 255],
    'colour-burn': [115, 0, 46, 255],
    'hard-light': [157, 127, 247, 255],
    'soft-light': [191, 111, 111, 255],
    difference: [100, 50, 200, 255],
    exclusion: [143, 132, 202, 255],
  };
  it.each(Object.entries(expected))('%s', (mode, pixel) => {
    expect(blendOne([200, 100, 50, 255], [100, 150, 250, 255], { mode: mode as BlendMode })).toEqual(pixel);
  });
});

describe('non-separable blend modes', () => {
  // Backdrop (180, 120, 40): Lum = 0.3 R + 0.59 G + 0.11 B = 129.2, Sat = 140. Source (40, 200, 90):
  // Lum 139.9, Sat 160. Colour = SetLum(source, 129.2): source shifted by -10.7 -> (29.3, 189.3, 79.3).
  // Luminosity = SetLum(backdrop, 139.9) -> (190.7, 130.7, 50.7). Hue = SetLum(SetSat(source, 140),
  // 129.2): SetSat gives (0, 140, 43.75), Lum 87.41, shifted by 41.79 -> (41.8, 181.8, 85.5).
  // Saturation = SetLum(SetSat(backdrop, 160), 129.2): (160, 91.43, 0) shifted by 27.26.
  it.each([
    ['colour', [29, 189, 79, 255]],
    ['luminosity', [191, 131, 51, 255]],
    ['hue', [42, 182, 86, 255]],
    ['saturation', [187, 119, 27, 255]],
  ] as const)('%s', (mode, pixel) => {
    expect(blendOne([180, 120, 40, 255], [40, 200, 90, 255], { mode })).toEqual(pixel);
  });

  it('clips a colour pushed out of range towards its luminosity (ClipColor)', () => {
    // Luminosity of grey 230 on red: SetLum((1, 0, 0), 0.902) gives (1.602, 0.602, 0.602), whose
    // maximum exceeds 1: L + (C - L)(1 - L)/(max - L) -> (1, 0.860, 0.860).
    expect(blendOne([255, 0, 0, 255], [230, 230, 230, 255], { mode: 'luminosity' })).toEqual([
      255, 219, 219, 255,
    ]);
  });
});

describe('opacity, alpha and mask', () => {
  it('mixes by opacity', () => {
    expect(blendOne([200, 100, 50, 255], [100, 150, 250, 255], { opacity: 0.5 })).toEqual([
      150, 125, 150, 255,
    ]);
  });

  it('blends only as much as the backdrop is there: (1 - ab) Cs + ab B(Cb, Cs)', () => {
    // Backdrop alpha 102/255 = 0.4, multiply: red 0.6 * 100 + 0.4 * 78.43 = 91.4.
    expect(blendOne([200, 100, 50, 102], [100, 150, 250, 255], { mode: 'multiply' })).toEqual([
      91, 114, 170, 255,
    ]);
  });

  it('shows the source alone over a transparent backdrop and the backdrop alone under a transparent source', () => {
    for (const mode of BLEND_MODES) {
      expect(blendOne([9, 9, 9, 0], [100, 150, 250, 200], { mode })).toEqual([100, 150, 250, 200]);
      expect(blendOne([200, 100, 50, 180], [100, 150, 250, 0], { mode })).toEqual([200, 100, 50, 180]);
    }
  });

  it('composites source-over: alpha = as + ab (1 - as)', () => {
    // Source alpha 0.4 over backdrop alpha 0.4, normal: alpha 0.64 -> 163.2; colour
    // (0.4 * 110 + 0.4 * 0.6 * 200) / 0.64 = 143.75.
    expect(blendOne([200, 200, 200, 102], [110, 110, 110, 102])).toEqual([144, 144, 144, 163]);
  });

  it('shows the source where the mask is white and hides it where black', () => {
    const backdrop = imageOf([
      [
        [200, 100, 50, 255],
        [200, 100, 50, 255],
        [200, 100, 50, 255],
      ],
    ]);
    const source = imageOf([
      [
        [100, 150, 250, 255],
        [100, 150, 250, 255],
        [100, 150, 250, 255],
      ],
    ]);
    const mask = imageOf([
      [
        [255, 255, 255, 255],
        [0, 0, 0, 255],
        [255, 255, 255, 0],
      ],
    ]);
    expect(pixelsOf(blend(backdrop, source, { mask }))).toEqual([
      [
        [100, 150, 250, 255],
        [200, 100, 50, 255],
        [200, 100, 50, 255],
      ],
    ]);
  });
});

describe('a translucent source over an opaque backdrop on a large image', () => {
  it.each(['multiply', 'screen', 'soft-light'] as const)(
    '%s gives the bytes the per-pixel formula gives (each row blended alone)',
    (mode) => {
      // 512 x 512 reaches the size from which each source alpha gets its own table; a single row
      // stays below it and takes the per-pixel formula, which is the reference here.
      const size = 512;
      const backdrop = testPicture(size, size);
      const source = testPicture(size, size, (x, y) => (x * 7 + y * 3) % 256, false);
      // Some of the backdrop translucent too, which the tables do not cover.
      for (let index = 3; index < size * 40 * 4; index += 4) backdrop.data[index] = 128;
      const whole = blend(backdrop, source, { mode }).data;
      const rowBytes = size * 4;
      let mismatches = 0;
      for (let row = 0; row < size; row++) {
        const slice = (image: typeof backdrop) =>
          imageFromData(size, 1, image.data.slice(row * rowBytes, (row + 1) * rowBytes));
        const expected = blend(slice(backdrop), slice(source), { mode }).data;
        for (let index = 0; index < rowBytes; index++)
          if (whole[row * rowBytes + index] !== expected[index]) mismatches++;
      }
      expect(mismatches).toBe(0);
    },
  );
});

describe('blend options', () => {
  it('refuses images of different sizes', () => {
    try {
      blend(
        imageOf([[[0, 0, 0, 255]]]),
        imageOf([
          [
            [0, 0, 0, 255],
            [0, 0, 0, 255],
          ],
        ]),
      );
      expect.unreachable();
    } catch (error) {
      expect((error as RasterError).code).toBe('size-mismatch');
      expect((error as RasterError).message).toBe('Input "source" is 2 x 1; the backdrop is 1 x 1');
    }
  });

  it('refuses unknown modes and NaN opacity by name', () => {
    expect(() => blendOne([0, 0, 0, 255], [0, 0, 0, 255], { mode: 'add' as never })).toThrow(
      /Option "mode" must be one of/,
    );
    expect(() => blendOne([0, 0, 0, 255], [0, 0, 0, 255], { opacity: Number.NaN })).toThrow(
      'Option "opacity" must be a finite number, got NaN',
    );
  });
});
