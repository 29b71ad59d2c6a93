import { describe, expect, it } from 'vitest';

import { colourToHex } from './colour';
import { extractPalette, reduceToPalette } from './palette';
import { imageOf, pixelsOf, testPicture, type Pixel } from './test-images';

const A: Pixel = [200, 30, 30, 255];
const B: Pixel = [30, 200, 30, 255];
const C: Pixel = [30, 30, 200, 255];
// Six of A, three of B, one of C.
const threeColours = imageOf([
  [A, A, A, A, A],
  [A, B, B, B, C],
]);
const colourOf = ([red, green, blue]: Pixel) => ({ red, green, blue, alpha: 255 });

describe('extractPalette', () => {
  it('finds exactly the colours of a three-colour image, most used first, by either method', () => {
    for (const method of ['median-cut', 'k-means'] as const) {
      expect(extractPalette(threeColours, { colours: 3, method })).toEqual([
        colourOf(A),
        colourOf(B),
        colourOf(C),
      ]);
      expect(extractPalette(threeColours, { colours: 16, method })).toHaveLength(3);
    }
  });

  it('median cut splits at the pixel median of the widest channel', () => {
    // All ranges are equal (30..200), so red is cut: C and B (red 30) against A (red 200). The
    // C+B box averages to green (30 + 3 * 200) / 4 = 157.5 -> 158 and blue (200 + 3 * 30) / 4 = 72.5 -> 73.
    expect(extractPalette(threeColours, { colours: 2 })).toEqual([
      colourOf(A),
      { red: 30, green: 158, blue: 73, alpha: 255 },
    ]);
  });

  it('gives at most 16 distinct colours for a photo-like picture, the same for the same seed', () => {
    const picture = testPicture(48, 32);
    for (const method of ['median-cut', 'k-means'] as const) {
      const palette = extractPalette(picture, { colours: 16, method, seed: 7 });
      expect(palette).toHaveLength(16);
      expect(new Set(palette.map(colourToHex)).size).toBe(16);
      expect(extractPalette(picture, { colours: 16, method, seed: 7 })).toEqual(palette);
    }
  });

  it('ignores mostly transparent pixels', () => {
    const image = imageOf([[A, A, [0, 0, 255, 10]]]);
    expect(extractPalette(image, { colours: 4 })).toEqual([colourOf(A)]);
  });

  it('refuses more than 16 colours, unknown methods and NaN seeds', () => {
    expect(() => extractPalette(threeColours, { colours: 17 })).toThrow(
      'Option "colours" must be a whole number from 1 to 16, got 17',
    );
    expect(() => extractPalette(threeColours, { colours: 4, method: 'octree' as never })).toThrow(/"method"/);
    expect(() => extractPalette(threeColours, { colours: 4, seed: Number.NaN })).toThrow(/"seed"/);
  });
});

describe('reduceToPalette', () => {
  it('takes the nearest palette colour and keeps alpha', () => {
    const black = { red: 0, green: 0, blue: 0, alpha: 255 };
    const white = { red: 255, green: 255, blue: 255, alpha: 255 };
    const image = imageOf([
      [
        [100, 100, 100, 255],
        [130, 130, 130, 60],
        [250, 10, 10, 255],
      ],
    ]);
    expect(pixelsOf(reduceToPalette(image, { palette: [black, white] }))).toEqual([
      [
        [0, 0, 0, 255],
        [255, 255, 255, 60],
        // (250, 10, 10) is 250^2 + 200 from black and 2 * 245^2 + 25 from white.
        [0, 0, 0, 255],
      ],
    ]);
  });

  it('can extract the palette from the image first', () => {
    const noisy = imageOf([[A, [198, 33, 29, 255], B, [31, 197, 33, 255]]]);
    expect(
      pixelsOf(reduceToPalette(noisy, { palette: { colours: 2 } }))[0].map((pixel) => pixel.join()),
    ).toEqual(['199,32,30,255', '199,32,30,255', '31,199,32,255', '31,199,32,255']);
  });

  it('refuses an empty or too long palette', () => {
    expect(() => reduceToPalette(threeColours, { palette: [] })).toThrow(
      'Option "palette" must be a list of 1 to 16 colours',
    );
    const many = Array.from({ length: 17 }, () => colourOf(A));
    expect(() => reduceToPalette(threeColours, { palette: many })).toThrow(/1 to 16 colours/);
  });
});
