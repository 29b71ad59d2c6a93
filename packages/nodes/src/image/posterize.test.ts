import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { posterizeNode } from './posterize';

describe('the posterize node', () => {
  it('rounds each channel to the nearest of the evenly spaced levels', async () => {
    // Three levels are 0, 127.5 (stored 128) and 255: 40 -> 0, 100 -> 128, 200 -> 255.
    const image = imageOf(1, 1, [[40, 100, 200, 33]]);
    expect(pixelsOf(outputImage(await runOnImage(posterizeNode, image, { levels: 3 })))).toEqual([
      [0, 128, 255, 33],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(posterizeNode, image, { levels: 2 })))).toEqual([
      [0, 0, 255, 33],
    ]);
  });

  it('names the levels when they are a fraction, NaN or fewer than 2', async () => {
    const single = imageOf(1, 1, [[1, 1, 1, 255]]);
    for (const levels of [2.5, Number.NaN, 1]) {
      expect((await runOnImage(posterizeNode, single, { levels })).messages[0]).toMatchObject({
        code: 'invalid-parameter',
        values: { control: 'levels' },
      });
    }
  });
});
