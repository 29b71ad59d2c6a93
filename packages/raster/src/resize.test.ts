import { describe, expect, it } from 'vitest';

import { RasterError } from './errors';
import { resize } from './resize';
import {
  channelOf,
  difference,
  fromSharp,
  imageOf,
  pixelsOf,
  testPicture,
  toSharp,
  type Pixel,
} from './test-images';

const grey = (value: number): Pixel => [value, value, value, 255];

describe('resize, worked by hand', () => {
  it('nearest repeats each pixel when doubling', () => {
    const image = imageOf([[grey(10), grey(200)]]);
    expect(channelOf(resize(image, { width: 4, height: 1, filter: 'nearest' }), 0)).toEqual([
      10, 10, 200, 200,
    ]);
  });

  it('bilinear upscaling samples at aligned pixel centres, edges held', () => {
    // Output centres (o + 0.5) / 2 - 0.5 = -0.25, 0.25, 0.75, 1.25 between inputs 0 and 200.
    const image = imageOf([[grey(0), grey(200)]]);
    expect(channelOf(resize(image, { width: 4, height: 1, filter: 'bilinear' }), 0)).toEqual([
      0, 50, 150, 200,
    ]);
  });

  it('bilinear downscaling is a tent twice as wide, so every input pixel counts', () => {
    // Output 0 is centred on input 0.5: weights 1/2, 3/8, 1/8 for inputs 0 (taking the clamped
    // -1 as well), 1, 2: 0/2 + 80 * 3/8 + 160/8 = 50. Output 1 mirrors it: 80/8 + 160 * 3/8 + 40/2 = 90.
    const image = imageOf([[grey(0), grey(80), grey(160), grey(40)]]);
    expect(channelOf(resize(image, { width: 2, height: 1, filter: 'bilinear' }), 0)).toEqual([50, 90]);
  });

  it('keeps a flat image flat with every filter and keeps the dpi', () => {
    const flat = imageOf(
      Array.from({ length: 5 }, () => Array.from({ length: 7 }, (): Pixel => [12, 34, 56, 255])),
      300,
    );
    for (const filter of ['nearest', 'bilinear', 'mitchell', 'lanczos3'] as const) {
      for (const [width, height] of [
        [3, 2],
        [11, 9],
        [1, 1],
      ]) {
        const result = resize(flat, { width, height, filter });
        expect(result.dpi).toBe(300);
        expect(
          new Set(
            pixelsOf(result)
              .flat()
              .map((pixel) => pixel.join()),
          ),
        ).toEqual(new Set(['12,34,56,255']));
      }
    }
  });

  it('leaves the image unchanged at its own size with Lanczos3 and Mitchell (weights 1 at the centre)', () => {
    const picture = testPicture(9, 7);
    expect(resize(picture, { width: 9, height: 7, filter: 'lanczos3' }).data).toEqual(picture.data);
    // Mitchell with B = 1/3 blurs slightly even at scale 1: weights 1/18, 16/18, 1/18.
    const line = imageOf([[grey(0), grey(180), grey(0)]]);
    expect(channelOf(resize(line, { width: 3, height: 1, filter: 'mitchell' }), 0)).toEqual([10, 160, 10]);
  });

  it('scales 1 x 1 up to a flat image', () => {
    expect(pixelsOf(resize(imageOf([[[1, 2, 3, 4]]]), { width: 2, height: 3, filter: 'lanczos3' }))).toEqual(
      Array.from({ length: 3 }, () => [
        [1, 2, 3, 4],
        [1, 2, 3, 4],
      ]),
    );
  });

  it('does not let the colour of transparent pixels bleed into visible ones', () => {
    // Premultiplied: red at alpha 255 and "green" at alpha 0 average to red at alpha 127.5.
    const image = imageOf([
      [
        [255, 0, 0, 255],
        [0, 255, 0, 0],
      ],
    ]);
    expect(pixelsOf(resize(image, { width: 1, height: 1, filter: 'bilinear' }))).toEqual([
      [[255, 0, 0, 128]],
    ]);
  });
});

describe('resize against sharp (libvips) when shrinking', () => {
  // libvips places upscaled samples differently (not centre-aligned), so only shrinking is
  // compared. Tolerance: at most 1 level on any channel, mean under 0.3.
  // The non-integer factor is checked on a picture without the 2-pixel checker, whose aliasing
  // libvips handles differently at such factors (up to 20 levels on that patch alone).
  const picture = testPicture(64, 48);
  const smooth = testPicture(64, 48, () => 255, false);
  it.each([
    ['lanczos3', 'lanczos3', 32, 24, picture],
    ['lanczos3', 'lanczos3', 50, 37, smooth],
    ['bilinear', 'linear', 32, 24, picture],
    ['mitchell', 'mitchell', 21, 16, picture],
  ] as const)('%s (sharp %s) to %dx%d', async (filter, kernel, width, height, picture) => {
    const ours = resize(picture, { width, height, filter });
    const theirs = await fromSharp(toSharp(picture).resize(width, height, { kernel, fit: 'fill' }));
    const { maximum, mean } = difference(ours, theirs);
    expect(maximum).toBeLessThanOrEqual(1);
    expect(mean).toBeLessThan(0.3);
  });

  it('nearest to half size picks the same pixels as sharp', async () => {
    const ours = resize(picture, { width: 32, height: 24, filter: 'nearest' });
    const theirs = await fromSharp(toSharp(picture).resize(32, 24, { kernel: 'nearest', fit: 'fill' }));
    expect(difference(ours, theirs).maximum).toBe(0);
  });
});

describe('resize options', () => {
  const image = imageOf([[grey(1)]]);
  it.each([
    [{ width: 0, height: 1 }, 'width'],
    [{ width: 1, height: Number.NaN }, 'height'],
    [{ width: 1.5, height: 1 }, 'width'],
    [{ width: 2, height: 2, filter: 'cubic' }, 'filter'],
  ])('refuses %o naming %s', (options, option) => {
    expect(() => resize(image, options as never)).toThrow(RasterError);
    try {
      resize(image, options as never);
    } catch (error) {
      expect((error as RasterError).details.option).toBe(option);
    }
  });

  it('refuses an output above the pixel budget', () => {
    expect(() => resize(image, { width: 20_000, height: 20_000 })).toThrow(/larger than the limit/);
  });
});
