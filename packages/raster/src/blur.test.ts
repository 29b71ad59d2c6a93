import { describe, expect, it } from 'vitest';

import { boxBlur, gaussianBlur, gaussianBoxPasses, sharpen } from './blur';
import { RasterError } from './errors';
import type { RasterImage } from './image';
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

/**
 * An independent Gaussian for comparison: the sampled Gaussian out to 3 sigma, normalised,
 * edges repeated, on premultiplied colour in double precision; returns premultiplied values.
 */
function referenceGaussian(image: RasterImage, sigma: number): Float64Array {
  const { width, height, data } = image;
  const radius = Math.ceil(3 * sigma);
  const weights: number[] = [];
  for (let offset = -radius; offset <= radius; offset++)
    weights.push(Math.exp(-(offset * offset) / (2 * sigma * sigma)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const premultiplied = new Float64Array(data.length);
  for (let index = 0; index < data.length; index += 4) {
    for (let channel = 0; channel < 3; channel++)
      premultiplied[index + channel] = (data[index + channel] * data[index + 3]) / 255;
    premultiplied[index + 3] = data[index + 3];
  }
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), size - 1);
  const pass = (input: Float64Array, horizontal: boolean) => {
    const output = new Float64Array(input.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        for (let channel = 0; channel < 4; channel++) {
          let sum = 0;
          for (let offset = -radius; offset <= radius; offset++) {
            const sampleX = horizontal ? clamp(x + offset, width) : x;
            const sampleY = horizontal ? y : clamp(y + offset, height);
            sum += weights[offset + radius] * input[(sampleY * width + sampleX) * 4 + channel];
          }
          output[(y * width + x) * 4 + channel] = sum / total;
        }
      }
    }
    return output;
  };
  return pass(pass(premultiplied, true), false);
}

function premultipliedDifference(
  image: RasterImage,
  reference: Float64Array,
): { maximum: number; mean: number } {
  let maximum = 0;
  let total = 0;
  for (let index = 0; index < reference.length; index += 4) {
    for (let channel = 0; channel < 4; channel++) {
      const value =
        channel === 3 ? image.data[index + 3] : (image.data[index + channel] * image.data[index + 3]) / 255;
      const delta = Math.abs(value - reference[index + channel]);
      maximum = Math.max(maximum, delta);
      total += delta;
    }
  }
  return { maximum, mean: total / reference.length };
}

describe('box blur, worked by hand', () => {
  it('averages three pixels along a row (the single row repeats vertically)', () => {
    // Edges repeat: (0 + 0 + 90) / 3 = 30, (0 + 90 + 180) / 3 = 90, (90 + 180 + 255) / 3 = 175,
    // (180 + 255 + 255) / 3 = 230.
    const image = imageOf([[grey(0), grey(90), grey(180), grey(255)]]);
    expect(channelOf(boxBlur(image, { radius: 1 }), 0)).toEqual([30, 90, 175, 230]);
  });

  it('spreads a single white pixel evenly over its 3 x 3 neighbourhood', () => {
    // Every pixel of a 3 x 3 image sees the centre once among 9 samples: 255 / 9 = 28.3.
    const rows = [0, 1, 2].map((y) => [0, 1, 2].map((x) => grey(x === 1 && y === 1 ? 255 : 0)));
    expect(
      pixelsOf(boxBlur(imageOf(rows), { radius: 1 }))
        .flat()
        .map((pixel) => pixel[0]),
    ).toEqual(new Array(9).fill(28));
  });

  it('rounds halves up and keeps opaque alpha', () => {
    // (0 + 0 + 1) / 3 rounds to 0; (0 + 1 + 2) / 3 = 1; (1 + 2 + 2) / 3 = 1.67 -> 2.
    const result = boxBlur(imageOf([[grey(0), grey(1), grey(2)]]), { radius: 1 });
    expect(channelOf(result, 0)).toEqual([0, 1, 2]);
    expect(channelOf(result, 3)).toEqual([255, 255, 255]);
  });

  it('handles a radius wider than the image and a 1 x 1 image', () => {
    // Radius 5 on 2 pixels: 6 copies of the first and 5 of the second in the first window:
    // (6 * 11 + 5 * 99) / 11 = 51; the second: (5 * 11 + 6 * 99) / 11 = 59.
    const result = boxBlur(imageOf([[grey(11), grey(99)]]), { radius: 5 });
    expect(channelOf(result, 0)).toEqual([51, 59]);
    expect(pixelsOf(boxBlur(imageOf([[[1, 2, 3, 4]]]), { radius: 3 }))).toEqual([[[1, 2, 3, 4]]]);
  });

  it('takes one word a channel for radii above 128 with the same rounding', () => {
    const image = imageOf([[grey(11), grey(99)]]);
    // Radius 200 on 2 pixels: (201 * 11 + 200 * 99) / 401 = 54.9 and (200 * 11 + 201 * 99) / 401 = 55.1.
    expect(channelOf(boxBlur(image, { radius: 200 }), 0)).toEqual([55, 55]);
  });

  it('weights colour by alpha: a transparent neighbour lowers alpha, not the colour', () => {
    // Windows (edges repeated): [red, red, clear] and [red, clear, clear]: alpha 170 and 85.
    const image = imageOf([
      [
        [255, 0, 0, 255],
        [0, 255, 0, 0],
      ],
    ]);
    expect(pixelsOf(boxBlur(image, { radius: 1 }))).toEqual([
      [
        [255, 0, 0, 170],
        [255, 0, 0, 85],
      ],
    ]);
  });

  it('radius 0 returns an unchanged copy', () => {
    const image = testPicture(5, 4);
    const result = boxBlur(image, { radius: 0 });
    expect(result.data).toEqual(image.data);
    expect(result.data).not.toBe(image.data);
  });
});

describe('Gaussian blur, worked by hand', () => {
  it('below sigma 2 convolves with the sampled Gaussian out to 3 sigma', () => {
    // Sigma 0.5: weights exp(-2 d^2) for d = 0, 1, 2 are 1, 0.135335, 0.000335, total 1.27134.
    // Centre of [0, 255, 0]: 255 / 1.27134 = 200.6; sides: 255 * 0.135335 / 1.27134 = 27.1.
    const image = imageOf([[grey(0), grey(255), grey(0)]]);
    expect(channelOf(gaussianBlur(image, { sigma: 0.5 }), 0)).toEqual([27, 201, 27]);
  });

  it('from sigma 2 uses the three W3C boxes, within one level of their exact result', () => {
    // Sigma 2: d = floor(2 * 3 * sqrt(2 pi) / 4 + 0.5) = 4, even, so boxes of 4, 4 and 5 whose
    // combined kernel is [1, 3, 6, 10, 13, 14, 13, 10, 6, 3, 1] / 80.
    expect(gaussianBoxPasses(2)).toEqual([
      { before: 2, after: 1 },
      { before: 1, after: 2 },
      { before: 2, after: 2 },
    ]);
    const row = Array.from({ length: 11 }, (_, x) => grey(x === 5 ? 255 : 0));
    const exact = [1, 3, 6, 10, 13, 14, 13, 10, 6, 3, 1].map((weight) => (255 * weight) / 80);
    const result = channelOf(gaussianBlur(imageOf([row]), { sigma: 2 }), 0);
    result.forEach((value, index) => expect(Math.abs(value - exact[index])).toBeLessThanOrEqual(1));
    // Sigma 3: d = floor(3 * 1.88 + 0.5) = 6, even: boxes 6, 6, 7. Sigma 2.5: d = 5, odd: three of 5.
    expect(gaussianBoxPasses(2.5)).toEqual([0, 1, 2].map(() => ({ before: 2, after: 2 })));
  });

  it('keeps a flat image flat and sigma 0 returns a copy', () => {
    const flat = imageOf([
      [grey(77), grey(77)],
      [grey(77), grey(77)],
    ]);
    for (const sigma of [0.3, 1, 2, 7.5, 40])
      expect(channelOf(gaussianBlur(flat, { sigma }), 0)).toEqual([77, 77, 77, 77]);
    expect(gaussianBlur(flat, { sigma: 0 }).data).toEqual(flat.data);
  });

  it('keeps the colour of transparent pixels out of their neighbours', () => {
    // A red pixel beside transparent "green" ones: only alpha spreads, the colour stays red.
    const image = imageOf([
      [
        [0, 255, 0, 0],
        [255, 0, 0, 255],
        [0, 255, 0, 0],
      ],
    ]);
    for (const sigma of [0.8, 3]) {
      for (const [red, green, blue] of pixelsOf(gaussianBlur(image, { sigma }))[0])
        expect([red, green, blue]).toEqual([255, 0, 0]);
    }
  });
});

describe('blur against references', () => {
  const picture = testPicture(64, 48);
  // Tolerances: exact filters agree with libvips' float Gaussian to 1 level; the three-box
  // approximation (sigma >= 2) to 8 levels at worst, 0.6 on average.
  it.each([0.5, 1, 1.5])(
    'Gaussian sigma %s matches sharp blur (float, min amplitude 0.001) to 1 level',
    async (sigma) => {
      const theirs = await fromSharp(
        toSharp(picture).blur({ sigma, precision: 'float', minAmplitude: 0.001 }),
      );
      const { maximum, mean } = difference(gaussianBlur(picture, { sigma }), theirs);
      expect(maximum).toBeLessThanOrEqual(1);
      expect(mean).toBeLessThan(0.4);
    },
  );

  it.each([2, 3, 5, 10])('Gaussian sigma %s stays close to sharp blur (float)', async (sigma) => {
    const theirs = await fromSharp(toSharp(picture).blur({ sigma, precision: 'float', minAmplitude: 0.001 }));
    const { maximum, mean } = difference(gaussianBlur(picture, { sigma }), theirs);
    expect(maximum).toBeLessThanOrEqual(8);
    expect(mean).toBeLessThan(0.6);
  });

  it.each([1, 2, 3])('box radius %s matches sharp convolve with a flat kernel to 1 level', async (radius) => {
    const size = 2 * radius + 1;
    const theirs = await fromSharp(
      toSharp(picture).convolve({ width: size, height: size, kernel: new Array(size * size).fill(1) }),
    );
    const { maximum, mean } = difference(boxBlur(picture, { radius }), theirs);
    expect(maximum).toBeLessThanOrEqual(1);
    expect(mean).toBeLessThan(0.35);
  });

  it('matches an independent float Gaussian on a semi-transparent picture (premultiplied)', () => {
    const faded = testPicture(40, 30, (x, y) => (x * 7 + y * 3) % 256);
    for (const sigma of [0.7, 1.5]) {
      const { maximum, mean } = premultipliedDifference(
        gaussianBlur(faded, { sigma }),
        referenceGaussian(faded, sigma),
      );
      expect(maximum).toBeLessThanOrEqual(1);
      expect(mean).toBeLessThan(0.2);
    }
  });
});

describe('sharpen (unsharp mask)', () => {
  it('adds back amount times the difference from the blur', () => {
    // Sigma 0.5 blur of [0, 255, 0] is [27.1, 200.6, 27.1] before rounding (see above); with
    // amount 1: centre 255 + (255 - 200.6) = 309 -> 255, sides 0 + (0 - 27.1) -> 0. On a gentler
    // step [100, 150, 100]: blur centre 100 + 50 / 1.27134 = 139.3, output 150 + 10.7 = 160.7.
    const step = imageOf([[grey(100), grey(150), grey(100)]]);
    const result = channelOf(sharpen(step, { sigma: 0.5, amount: 1 }), 0);
    expect(result[1]).toBeGreaterThanOrEqual(160);
    expect(result[1]).toBeLessThanOrEqual(161);
    // Sides: blur 100 + 50 * 0.135335 / 1.27134 = 105.3; output 100 - 5.3 = 94.7.
    expect(result[0]).toBeGreaterThanOrEqual(94);
    expect(result[0]).toBeLessThanOrEqual(95);
  });

  it('leaves differences under the threshold alone and keeps alpha', () => {
    const step = imageOf([
      [
        [100, 100, 100, 200],
        [110, 110, 110, 200],
        [100, 100, 100, 200],
      ],
    ]);
    const result = sharpen(step, { sigma: 1, amount: 2, threshold: 20 });
    expect(pixelsOf(result)).toEqual(pixelsOf(step));
  });
});

describe('sharpen on every pair of input and blurred values', () => {
  // Pictures with ramps and hard edges, opaque and with varying alpha (the blur's two paths);
  // each channel is checked against the formula written out here, with the same rounding as
  // a clamped byte array (half to even), and alpha is the input's.
  const opaque = testPicture(61, 47);
  const faded = testPicture(61, 47, (x, y) => (x * 37 + y * 11) % 256);
  const formula = (input: number, blurred: number, amount: number, threshold: number) => {
    const difference = input - blurred;
    const value = difference >= threshold || -difference >= threshold ? input + amount * difference : input;
    return new Uint8ClampedArray([value])[0];
  };

  it.each([
    [opaque, 1, 1, 0],
    [opaque, 0.6, 2.5, 12],
    [faded, 1, 1, 0],
    [faded, 2, 0.8, 3],
    [faded, 3, 10, 255],
  ])('picture %#: sigma %s, amount %s, threshold %s', (picture, sigma, amount, threshold) => {
    const data = picture.data;
    const blurred = gaussianBlur(picture, { sigma }).data;
    const result = sharpen(picture, { sigma, amount, threshold }).data;
    let mismatches = 0;
    for (let index = 0; index < data.length; index++) {
      const expected =
        index % 4 === 3 ? data[index]! : formula(data[index]!, blurred[index]!, amount, threshold);
      if (result[index] !== expected) mismatches++;
    }
    expect(mismatches).toBe(0);
    expect(result.length).toBe(data.length);
  });
});

describe('blur options', () => {
  const image = imageOf([[grey(1)]]);
  it.each([
    [
      () => gaussianBlur(image, { sigma: Number.NaN }),
      'sigma',
      'Option "sigma" must be a finite number, got NaN',
    ],
    [() => gaussianBlur(image, { sigma: -1 }), 'sigma', undefined],
    [() => gaussianBlur(image, { sigma: 101 }), 'sigma', undefined],
    [
      () => boxBlur(image, { radius: 1.5 }),
      'radius',
      'Option "radius" must be a whole number from 0 to 1000, got 1.5',
    ],
    [() => boxBlur(image, {} as never), 'radius', undefined],
    [() => sharpen(image, { amount: Number.NaN }), 'amount', undefined],
  ] as const)('refuses bad values with a message naming the option (%#)', (action, option, message) => {
    try {
      action();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RasterError);
      expect((error as RasterError).code).toBe('invalid-option');
      expect((error as RasterError).details.option).toBe(option);
      if (message) expect((error as RasterError).message).toBe(message);
    }
  });
});
