import { describe, expect, it } from 'vitest';

import { gradientLookupTable, MAXIMUM_GRADIENT_STEPS, sampleGradient, type Gradient } from './gradient';
import { gradientMap } from './gradient-map';
import { linearGradient, radialGradient, solidColour } from './sources';
import { channelOf, imageOf, pixelsOf } from './test-images';

const black = { red: 0, green: 0, blue: 0, alpha: 255 };
const white = { red: 255, green: 255, blue: 255, alpha: 255 };
const blackToWhite: Gradient = {
  stops: [
    { position: 0, colour: black },
    { position: 1, colour: white },
  ],
};

describe('gradients', () => {
  it('interpolates between stops and holds the end colours outside', () => {
    expect(sampleGradient(blackToWhite, 0.4)).toEqual({ red: 102, green: 102, blue: 102, alpha: 255 });
    expect(sampleGradient(blackToWhite, -1)).toEqual(black);
    expect(sampleGradient(blackToWhite, 2)).toEqual(white);
  });

  it('mixes premultiplied, so fading to transparent keeps the colour', () => {
    const fade: Gradient = {
      stops: [
        { position: 0, colour: { red: 255, green: 0, blue: 0, alpha: 255 } },
        { position: 1, colour: { red: 0, green: 0, blue: 255, alpha: 0 } },
      ],
    };
    // Alpha 127.5 (rounded to even: 128); colour (255 * 255 * 0.5) / 127.5 = 255 red, no blue.
    expect(sampleGradient(fade, 0.5)).toEqual({ red: 255, green: 0, blue: 0, alpha: 128 });
  });

  it('makes a hard edge where two stops share a position, whatever their order', () => {
    const edge: Gradient = {
      stops: [
        { position: 1, colour: white },
        { position: 0.5, colour: white },
        { position: 0.5, colour: black },
        { position: 0, colour: black },
      ],
    };
    // Sorting is stable: at 0.5 the later white stop applies.
    expect(
      sampleGradient({ stops: [edge.stops[3], edge.stops[2], edge.stops[1], edge.stops[0]] }, 0.49),
    ).toEqual(black);
    expect(
      sampleGradient({ stops: [edge.stops[3], edge.stops[2], edge.stops[1], edge.stops[0]] }, 0.5),
    ).toEqual(white);
  });

  it('accepts 1 to 32 steps and refuses others or bad stops by name', () => {
    expect([...gradientLookupTable({ stops: [{ position: 0.3, colour: white }] }, 2)]).toEqual([
      255, 255, 255, 255, 255, 255, 255, 255,
    ]);
    const many = Array.from({ length: MAXIMUM_GRADIENT_STEPS + 1 }, (_, index) => ({
      position: index / 40,
      colour: white,
    }));
    expect(() => gradientLookupTable({ stops: many })).toThrow(
      'Option "gradient" must be a gradient of 1 to 32 steps',
    );
    expect(() => gradientLookupTable({ stops: [] })).toThrow(/1 to 32 steps/);
    expect(() => gradientLookupTable({ stops: [{ position: Number.NaN, colour: white }] })).toThrow(
      'Option "gradient.stops[0].position" must be a finite number, got NaN',
    );
  });
});

describe('sources', () => {
  it('fills a solid colour at the given dpi', () => {
    const image = solidColour({
      width: 2,
      height: 1,
      colour: { red: 1, green: 2, blue: 3, alpha: 4 },
      dpi: 300,
    });
    expect(pixelsOf(image)).toEqual([
      [
        [1, 2, 3, 4],
        [1, 2, 3, 4],
      ],
    ]);
    expect(image.dpi).toBe(300);
  });

  it('draws a linear gradient between two points at pixel centres', () => {
    // Centres 0.5 .. 3.5 fall at positions 0, 1/3, 2/3, 1.
    const image = linearGradient({
      width: 4,
      height: 2,
      gradient: blackToWhite,
      start: { x: 0.5, y: 0 },
      end: { x: 3.5, y: 0 },
    });
    expect(channelOf(image, 0)).toEqual([0, 85, 170, 255, 0, 85, 170, 255]);
  });

  it('draws a radial gradient out to the radius', () => {
    const image = radialGradient({
      width: 3,
      height: 3,
      gradient: blackToWhite,
      centre: { x: 1.5, y: 1.5 },
      radius: 2,
    });
    // Distances 0 (centre), 1 (edges: position 0.5 -> 127.5 -> 128) and 1.414 (corners: 180.3).
    expect(channelOf(image, 0)).toEqual([180, 128, 180, 128, 0, 128, 180, 128, 180]);
  });

  it('refuses a zero-length linear gradient, a zero radius and a NaN point', () => {
    const size = { width: 2, height: 2, gradient: blackToWhite };
    expect(() => linearGradient({ ...size, start: { x: 1, y: 1 }, end: { x: 1, y: 1 } })).toThrow(/"end"/);
    expect(() => radialGradient({ ...size, centre: { x: 1, y: 1 }, radius: 0 })).toThrow(/"radius"/);
    expect(() => radialGradient({ ...size, centre: { x: Number.NaN, y: 1 }, radius: 1 })).toThrow(
      'Option "centre.x" must be a finite number, got NaN',
    );
    expect(() => solidColour({ width: 0, height: 2, colour: white })).toThrow(/Image width/);
  });
});

describe('gradient map', () => {
  it('colours each pixel by its grey value and multiplies alphas', () => {
    const toRed: Gradient = {
      stops: [
        { position: 0, colour: black },
        { position: 1, colour: { red: 255, green: 0, blue: 0, alpha: 128 } },
      ],
    };
    const image = imageOf([
      [
        [0, 0, 0, 255],
        [255, 255, 255, 255],
        [255, 255, 255, 100],
      ],
    ]);
    // White maps to red at alpha 128; with pixel alpha 100: 100 * 128 / 255 = 50.2.
    expect(pixelsOf(gradientMap(image, { gradient: toRed }))).toEqual([
      [
        [0, 0, 0, 255],
        [255, 0, 0, 128],
        [255, 0, 0, 50],
      ],
    ]);
  });
});
