import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { thresholdNode } from './threshold';

describe('the threshold node', () => {
  it('makes pixels at or above the level white and the others black, keeping alpha', async () => {
    const image = imageOf(3, 1, [
      [200, 200, 200, 255],
      [128, 128, 128, 100],
      [127, 127, 127, 255],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(thresholdNode, image)))).toEqual([
      [255, 255, 255, 255],
      [255, 255, 255, 100],
      [0, 0, 0, 255],
    ]);
  });

  it('judges colours by their grey value: pure blue is dark, pure green is light', async () => {
    // BT.709 in linear light: blue weighs 0.0722 (grey 76), green 0.7152 (grey 220).
    const image = imageOf(2, 1, [
      [0, 0, 255, 255],
      [0, 255, 0, 255],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(thresholdNode, image, { level: 128 })))).toEqual([
      [0, 0, 0, 255],
      [255, 255, 255, 255],
    ]);
  });

  it('names the level when it is NaN or beyond 255', async () => {
    const single = imageOf(1, 1, [[1, 1, 1, 255]]);
    for (const level of [Number.NaN, 256]) {
      expect((await runOnImage(thresholdNode, single, { level })).messages[0]).toMatchObject({
        code: 'invalid-parameter',
        values: { control: 'level' },
      });
    }
  });
});
