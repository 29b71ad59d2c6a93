import { describe, expect, it } from 'vitest';

import {
  brightnessContrast,
  brightnessContrastMap,
  curveLookupTable,
  curves,
  greyscale,
  hueSaturationLightness,
  invert,
  levels,
  posterize,
  threshold,
} from './adjust';
import { RasterError } from './errors';
import { greyValue } from './luminance';
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

const picture = testPicture(64, 48);
const faded = testPicture(64, 48, (x, y) => (x * 5 + y) % 256);

function optionOf(action: () => unknown): string | number | undefined {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(RasterError);
    return (error as RasterError).details.option;
  }
  return undefined;
}

describe('brightness and contrast', () => {
  it('adds brightness as a fraction of the range and keeps alpha', () => {
    // Brightness 0.2 adds 51.
    const result = brightnessContrast(imageOf([[[100, 0, 250, 77]]]), { brightness: 0.2 });
    expect(pixelsOf(result)).toEqual([[[151, 51, 255, 77]]]);
  });

  it('steepens about mid-grey by tan((contrast + 1) pi / 4)', () => {
    // Contrast 0.5: slope tan(0.375 pi) = 2.41421; 100 -> (100 - 127.5) * 2.41421 + 127.5 = 61.1,
    // 140 -> 157.7. Contrast -1 flattens everything to 127.5, rounded to even: 128.
    expect(channelOf(brightnessContrast(imageOf([[[100, 140, 0, 255]]]), { contrast: 0.5 }), 0)).toEqual([
      61,
    ]);
    expect(channelOf(brightnessContrast(imageOf([[[100, 140, 0, 255]]]), { contrast: 0.5 }), 1)).toEqual([
      158,
    ]);
    expect(pixelsOf(brightnessContrast(imageOf([[[0, 99, 255, 255]]]), { contrast: -1 }))).toEqual([
      [[128, 128, 128, 255]],
    ]);
    const { slope, offset } = brightnessContrastMap({ contrast: 0.5 });
    expect(slope).toBeCloseTo(2.41421, 5);
    expect(offset).toBeCloseTo(127.5 * (1 - 2.41421), 3);
  });

  it('matches sharp linear(slope, offset) to 1 level, alpha untouched', async () => {
    const options = { brightness: 0.1, contrast: 0.3 };
    const { slope, offset } = brightnessContrastMap(options);
    for (const image of [picture, faded]) {
      const theirs = await fromSharp(toSharp(image).linear(slope, offset));
      expect(difference(brightnessContrast(image, options), theirs).maximum).toBeLessThanOrEqual(1);
    }
  });

  it('refuses NaN and out-of-range values by name', () => {
    expect(optionOf(() => brightnessContrast(picture, { brightness: Number.NaN }))).toBe('brightness');
    expect(optionOf(() => brightnessContrast(picture, { contrast: 1.5 }))).toBe('contrast');
  });
});

describe('levels', () => {
  it('stretches the input range, bends midtones by gamma and maps to the output range', () => {
    // Input 50..200: 110 -> t = 0.4 -> 102; gamma 2: 0.4^0.5 = 0.632 -> 161.3;
    // output 20..220: 20 + 200 * 0.4 = 100. Values outside the input range clamp.
    const image = imageOf([[[110, 30, 230, 255]]]);
    expect(pixelsOf(levels(image, { inputBlack: 50, inputWhite: 200 }))).toEqual([[[102, 0, 255, 255]]]);
    expect(channelOf(levels(image, { inputBlack: 50, inputWhite: 200, gamma: 2 }), 0)).toEqual([161]);
    expect(
      pixelsOf(levels(image, { inputBlack: 50, inputWhite: 200, outputBlack: 20, outputWhite: 220 })),
    ).toEqual([[[100, 20, 220, 255]]]);
    // Output white below output black inverts.
    expect(channelOf(levels(image, { outputBlack: 255, outputWhite: 0 }), 0)).toEqual([145]);
  });

  it('refuses an input white at or below the input black', () => {
    expect(() => levels(picture, { inputBlack: 100, inputWhite: 100 })).toThrow(
      'Option "inputWhite" must be a number above inputBlack (100), got 100',
    );
    expect(optionOf(() => levels(picture, { gamma: 0 }))).toBe('gamma');
  });
});

describe('curves', () => {
  it('is the identity for the points (0, 0) and (255, 255)', () => {
    expect([
      ...curveLookupTable([
        { input: 0, output: 0 },
        { input: 255, output: 255 },
      ]),
    ]).toEqual(Array.from({ length: 256 }, (_, value) => value));
  });

  it('interpolates with Fritsch-Carlson tangents (worked example)', () => {
    // Points (0, 0), (128, 200), (255, 255): secants 1.5625 and 0.43307; tangents 1.5625,
    // 0.99779, 0.43307 (no limiting needed). At 64 (t = 0.5 on the first span):
    // 0.125 * 128 * 1.5625 + 0.5 * 200 - 0.125 * 128 * 0.99779 = 109.0.
    // At 192 (t = 64/127): 0.49409 * 200 + 0.12401 * 127 * 0.99779 + 0.50591 * 255
    // - 0.12598 * 127 * 0.43307 = 236.6.
    const table = curveLookupTable([
      { input: 128, output: 200 },
      { input: 0, output: 0 },
      { input: 255, output: 255 },
    ]);
    expect(table[0]).toBe(0);
    expect(table[64]).toBe(109);
    expect(table[128]).toBe(200);
    expect(table[192]).toBe(237);
    expect(table[255]).toBe(255);
  });

  it('never overshoots: rising points give a rising curve, flat ends outside the points', () => {
    const table = curveLookupTable([
      { input: 30, output: 10 },
      { input: 100, output: 20 },
      { input: 110, output: 240 },
      { input: 200, output: 250 },
    ]);
    for (let value = 1; value < 256; value++) expect(table[value]).toBeGreaterThanOrEqual(table[value - 1]);
    expect(table[0]).toBe(10);
    expect(table[255]).toBe(250);
  });

  it('maps one channel or all three', () => {
    const points = [
      { input: 0, output: 255 },
      { input: 255, output: 0 },
    ];
    const image = imageOf([[[10, 20, 30, 40]]]);
    expect(pixelsOf(curves(image, { points }))).toEqual([[[245, 235, 225, 40]]]);
    expect(pixelsOf(curves(image, { points, channel: 'green' }))).toEqual([[[10, 235, 30, 40]]]);
  });

  it('refuses too few points, equal inputs and unknown channels', () => {
    expect(optionOf(() => curveLookupTable([{ input: 0, output: 0 }]))).toBe('points');
    expect(() =>
      curveLookupTable([
        { input: 5, output: 0 },
        { input: 5, output: 9 },
      ]),
    ).toThrow(/distinct inputs/);
    expect(
      optionOf(() =>
        curveLookupTable([
          { input: 0, output: Number.NaN },
          { input: 9, output: 9 },
        ]),
      ),
    ).toBe('points[0].output');
    expect(
      optionOf(() =>
        curves(picture, {
          points: [
            { input: 0, output: 0 },
            { input: 9, output: 9 },
          ],
          channel: 'cyan' as never,
        }),
      ),
    ).toBe('channel');
  });
});

describe('hue, saturation and lightness', () => {
  const red: Pixel = [255, 0, 0, 200];

  it('gives a run of one colour the same result as each pixel alone, each with its own alpha', () => {
    // Runs of repeated colours (with changing alpha) between single pixels; every pixel is
    // compared with the kernel run on that pixel alone, a 1 x 1 image.
    const row: Pixel[] = [];
    const colours: Pixel[] = [
      [200, 40, 90, 255],
      [12, 180, 77, 0],
      [128, 128, 128, 255],
      [255, 250, 3, 30],
    ];
    colours.forEach(([r, g, b], index) => {
      for (let repeat = 0; repeat <= index * 2; repeat++) row.push([r, g, b, (repeat * 53 + index) % 256]);
      row.push([(r + 1) % 256, g, b, 255]);
    });
    const options = { hue: 37, saturation: 0.3, lightness: -0.2 };
    const expected = row.map(
      (pixel) => pixelsOf(hueSaturationLightness(imageOf([[pixel]]), options))[0]![0]!,
    );
    expect(pixelsOf(hueSaturationLightness(imageOf([row]), options))[0]).toEqual(expected);
  });
  it('rotates hue: red turned 120 degrees is green, -120 is blue', () => {
    expect(pixelsOf(hueSaturationLightness(imageOf([[red]]), { hue: 120 }))).toEqual([[[0, 255, 0, 200]]]);
    expect(pixelsOf(hueSaturationLightness(imageOf([[red]]), { hue: -120 }))).toEqual([[[0, 0, 255, 200]]]);
  });

  it('desaturates to the HSL lightness and lightens towards white', () => {
    // Red has lightness 0.5: grey 127.5, rounded to even: 128.
    expect(pixelsOf(hueSaturationLightness(imageOf([[red]]), { saturation: -1 }))).toEqual([
      [[128, 128, 128, 200]],
    ]);
    // Lightness 0.5: l = 0.5 + 0.5 * 0.5 = 0.75 at full saturation: (255, 127.5, 127.5).
    expect(pixelsOf(hueSaturationLightness(imageOf([[red]]), { lightness: 0.5 }))).toEqual([
      [[255, 128, 128, 200]],
    ]);
    expect(pixelsOf(hueSaturationLightness(imageOf([[red]]), { lightness: -1 }))).toEqual([[[0, 0, 0, 200]]]);
    expect(pixelsOf(hueSaturationLightness(imageOf([[red]]), { lightness: 1 }))).toEqual([
      [[255, 255, 255, 200]],
    ]);
  });

  it('leaves the image unchanged at zero and refuses NaN by name', () => {
    expect(hueSaturationLightness(picture, {}).data).toEqual(picture.data);
    expect(optionOf(() => hueSaturationLightness(picture, { hue: Number.NaN }))).toBe('hue');
  });
});

describe('invert, greyscale, threshold and posterize', () => {
  it('inverts colour and keeps alpha', () => {
    expect(pixelsOf(invert(imageOf([[[0, 100, 255, 33]]])))).toEqual([[[255, 155, 0, 33]]]);
  });

  it('matches sharp negate (alpha kept) exactly', async () => {
    expect(difference(invert(faded), await fromSharp(toSharp(faded).negate({ alpha: false }))).maximum).toBe(
      0,
    );
  });

  it('greys by BT.709 luminance in linear light', () => {
    // Pure red: 0.2126 linear -> sRGB 127.1; pure green: 0.7152 -> 219.9; pure blue: 0.0722 -> 76.0.
    const image = imageOf([
      [
        [255, 0, 0, 255],
        [0, 255, 0, 255],
        [0, 0, 255, 9],
        [90, 90, 90, 255],
      ],
    ]);
    expect(pixelsOf(greyscale(image))).toEqual([
      [
        [127, 127, 127, 255],
        [220, 220, 220, 255],
        [76, 76, 76, 9],
        [90, 90, 90, 255],
      ],
    ]);
  });

  it('greys within 1 level of sharp greyscale', async () => {
    const { data } = await toSharp(picture).greyscale().raw().toBuffer({ resolveWithObject: true });
    const ours = channelOf(greyscale(picture), 0);
    expect(Math.max(...ours.map((value, index) => Math.abs(value - data[index])))).toBeLessThanOrEqual(1);
  });

  it('thresholds the grey value: at or above the level is white', () => {
    // Grey values 127 (red), 220 (green), 76 (blue).
    const image = imageOf([
      [
        [255, 0, 0, 255],
        [0, 255, 0, 255],
        [0, 0, 255, 50],
      ],
    ]);
    expect(pixelsOf(threshold(image, { level: 127 }))).toEqual([
      [
        [255, 255, 255, 255],
        [255, 255, 255, 255],
        [0, 0, 0, 50],
      ],
    ]);
    expect(channelOf(threshold(image, { level: 128 }), 0)).toEqual([0, 255, 0]);
  });

  it('agrees with sharp threshold except where the grey value sits on the level', async () => {
    const theirs = await fromSharp(toSharp(picture).threshold(128));
    const ours = threshold(picture, { level: 128 });
    for (let index = 0; index < ours.data.length; index += 4) {
      if (ours.data[index] === theirs.data[index]) continue;
      // Our grey and libvips' may differ by one level; a disagreement is only allowed there.
      const grey = greyValue(picture.data[index], picture.data[index + 1], picture.data[index + 2]);
      expect(Math.abs(grey - 128)).toBeLessThanOrEqual(1);
    }
  });

  it('posterizes to evenly spaced levels', () => {
    // 3 levels are 0, 127.5 and 255: 63 -> 0, 64 -> 127.5 -> 128 (to even), 200 -> 255.
    expect(pixelsOf(posterize(imageOf([[[63, 64, 200, 10]]]), { levels: 3 }))).toEqual([[[0, 128, 255, 10]]]);
    expect(pixelsOf(posterize(imageOf([[[127, 128, 0, 255]]]), { levels: 2 }))).toEqual([[[0, 255, 0, 255]]]);
    expect(optionOf(() => posterize(picture, { levels: 1 }))).toBe('levels');
    expect(optionOf(() => posterize(picture, { levels: Number.NaN }))).toBe('levels');
  });
});
