import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { levelsNode } from './levels';

const grey = (value: number) => [value, value, value, 255] as const;

describe('the levels node', () => {
  it('stretches the input range to the full range, clipping outside it', async () => {
    // Input 50..150: 40 clips to 0, 75 is a quarter of the way (63.75, so 64), 200 clips to 255.
    const image = imageOf(3, 1, [grey(40), grey(75), grey(200)]);
    expect(
      pixelsOf(outputImage(await runOnImage(levelsNode, image, { inputBlack: 50, inputWhite: 150 }))),
    ).toEqual([grey(0), grey(64), grey(255)]);
  });

  it('applies the midtone gamma and inverts with the output range reversed', async () => {
    // Gamma 2 maps 64 to 255 * (64 / 255)^(1/2) = 127.75. Output 255..0 maps 55 to 200.
    const quarter = imageOf(1, 1, [grey(64)]);
    const lifted = pixelsOf(outputImage(await runOnImage(levelsNode, quarter, { gamma: 2 })))[0]![0]!;
    expect(Math.abs(lifted - 255 * Math.sqrt(64 / 255))).toBeLessThanOrEqual(0.5);
    const single = imageOf(1, 1, [grey(55)]);
    expect(
      pixelsOf(outputImage(await runOnImage(levelsNode, single, { outputBlack: 255, outputWhite: 0 }))),
    ).toEqual([grey(200)]);
  });

  it('names the input white when it does not lie above the input black', async () => {
    const single = imageOf(1, 1, [grey(55)]);
    const result = await runOnImage(levelsNode, single, { inputBlack: 200, inputWhite: 100 });
    expect(result.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'inputWhite' },
    });
    expect((await runOnImage(levelsNode, single, { gamma: Number.NaN })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'gamma' },
    });
  });
});
