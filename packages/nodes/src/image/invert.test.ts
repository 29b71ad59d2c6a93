import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { invertNode } from './invert';

describe('the invert node', () => {
  it('subtracts each colour channel from 255 and keeps alpha', async () => {
    const image = imageOf(2, 1, [
      [10, 20, 30, 40],
      [255, 0, 128, 255],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(invertNode, image)))).toEqual([
      [245, 235, 225, 40],
      [0, 255, 127, 255],
    ]);
  });

  it('inverts a 1x1 image', async () => {
    expect(pixelsOf(outputImage(await runOnImage(invertNode, imageOf(1, 1, [[0, 0, 0, 0]]))))).toEqual([
      [255, 255, 255, 0],
    ]);
  });
});
