import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { brightnessContrastNode } from './brightness-contrast';

describe('the brightness and contrast node', () => {
  it('adds brightness as a fraction of the full range, keeping alpha', async () => {
    // 0.2 of 255 is 51.
    const image = imageOf(2, 1, [
      [100, 0, 250, 7],
      [10, 20, 30, 255],
    ]);
    expect(
      pixelsOf(outputImage(await runOnImage(brightnessContrastNode, image, { brightness: 0.2 }))),
    ).toEqual([
      [151, 51, 255, 7],
      [61, 71, 81, 255],
    ]);
  });

  it('makes a threshold at mid-grey at full contrast and leaves a 1x1 image as it is at 0', async () => {
    const image = imageOf(2, 1, [
      [200, 50, 128, 255],
      [127, 0, 255, 255],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(brightnessContrastNode, image, { contrast: 1 })))).toEqual([
      [255, 0, 255, 255],
      [0, 0, 255, 255],
    ]);
    const single = imageOf(1, 1, [[1, 2, 3, 4]]);
    expect(pixelsOf(outputImage(await runOnImage(brightnessContrastNode, single)))).toEqual([[1, 2, 3, 4]]);
  });

  it('names the control holding NaN or a value beyond 1', async () => {
    const single = imageOf(1, 1, [[1, 2, 3, 4]]);
    expect(
      (await runOnImage(brightnessContrastNode, single, { contrast: Number.NaN })).messages[0],
    ).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'contrast' },
    });
    expect((await runOnImage(brightnessContrastNode, single, { brightness: 2 })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'brightness' },
    });
  });
});
