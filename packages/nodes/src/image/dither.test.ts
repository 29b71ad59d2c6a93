import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { ditherNode } from './dither';

const grey = (value: number) => [value, value, value, 255] as const;
const black = grey(0);
const white = grey(255);

describe('the dither node', () => {
  it('renders mid-grey as a checkerboard with the 2x2 Bayer matrix', async () => {
    // Thresholds (t + 0.5) / 4 - 0.5 of 255 for t = 0 2 / 3 1 move 128 to 32, 160 / 224, 96.
    const image = imageOf(2, 2, [grey(128), grey(128), grey(128), grey(128)]);
    expect(pixelsOf(outputImage(await runOnImage(ditherNode, image, { method: 'ordered-2x2' })))).toEqual([
      black,
      white,
      white,
      black,
    ]);
  });

  it('diffuses the error to the right with Floyd-Steinberg', async () => {
    // 128 becomes white (error -127); 7/16 of it takes the next pixel to 72, which becomes black.
    const image = imageOf(2, 1, [grey(128), grey(128)]);
    expect(pixelsOf(outputImage(await runOnImage(ditherNode, image, { method: 'floyd-steinberg' })))).toEqual(
      [white, black],
    );
  });

  it('offers the 4x4 and 8x8 matrices and dithers a 1x1 image', async () => {
    const single = imageOf(1, 1, [grey(10)]);
    for (const method of ['ordered-4x4', 'ordered-8x8', 'atkinson', 'jarvis-judice-ninke']) {
      expect(pixelsOf(outputImage(await runOnImage(ditherNode, single, { method })))).toEqual([black]);
    }
  });

  it('names the palette when it is empty and the method when it is unknown', async () => {
    const single = imageOf(1, 1, [grey(10)]);
    expect((await runOnImage(ditherNode, single, { palette: [] })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'palette' },
    });
    expect((await runOnImage(ditherNode, single, { method: 'ordered-3x3' })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'method' },
    });
  });
});
