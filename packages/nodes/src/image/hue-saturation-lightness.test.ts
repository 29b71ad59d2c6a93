import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { hueSaturationLightnessNode } from './hue-saturation-lightness';

const red = imageOf(1, 1, [[255, 0, 0, 200]]);

describe('the hue, saturation and lightness node', () => {
  it('turns red into green at +120 degrees and into blue at -120, keeping alpha', async () => {
    expect(pixelsOf(outputImage(await runOnImage(hueSaturationLightnessNode, red, { hue: 120 })))).toEqual([
      [0, 255, 0, 200],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(hueSaturationLightnessNode, red, { hue: -120 })))).toEqual([
      [0, 0, 255, 200],
    ]);
  });

  it('gives the HSL lightness as grey at saturation -1', async () => {
    // (200, 100, 100): lightness (200 + 100) / 2 = 150.
    const image = imageOf(1, 1, [[200, 100, 100, 255]]);
    expect(
      pixelsOf(outputImage(await runOnImage(hueSaturationLightnessNode, image, { saturation: -1 }))),
    ).toEqual([[150, 150, 150, 255]]);
  });

  it('reaches black at lightness -1 and white at +1', async () => {
    expect(
      pixelsOf(outputImage(await runOnImage(hueSaturationLightnessNode, red, { lightness: -1 }))),
    ).toEqual([[0, 0, 0, 200]]);
    expect(
      pixelsOf(outputImage(await runOnImage(hueSaturationLightnessNode, red, { lightness: 1 }))),
    ).toEqual([[255, 255, 255, 200]]);
  });

  it('names the control holding NaN or a hue beyond 180 degrees', async () => {
    expect((await runOnImage(hueSaturationLightnessNode, red, { hue: 270 })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'hue' },
    });
    expect(
      (await runOnImage(hueSaturationLightnessNode, red, { saturation: Number.NaN })).messages[0],
    ).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'saturation' },
    });
  });
});
