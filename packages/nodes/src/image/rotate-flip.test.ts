import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { rotateFlipNode } from './rotate-flip';

const a = [255, 0, 0, 255] as const;
const b = [0, 0, 255, 255] as const;
const row = imageOf(2, 1, [a, b]);

describe('the rotate and flip node', () => {
  it('mirrors left to right and top to bottom', async () => {
    expect(pixelsOf(outputImage(await runOnImage(rotateFlipNode, row, { flipHorizontal: true })))).toEqual([
      b,
      a,
    ]);
    const column = imageOf(1, 2, [a, b]);
    expect(pixelsOf(outputImage(await runOnImage(rotateFlipNode, column, { flipVertical: true })))).toEqual([
      b,
      a,
    ]);
  });

  it('turns a quarter clockwise exactly: the left pixel goes to the top', async () => {
    const image = outputImage(await runOnImage(rotateFlipNode, row, { angle: 90 }));
    expect([image.width, image.height]).toEqual([1, 2]);
    expect(pixelsOf(image)).toEqual([a, b]);
    expect(pixelsOf(outputImage(await runOnImage(rotateFlipNode, row, { angle: -90 })))).toEqual([b, a]);
  });

  it('flips before it turns', async () => {
    const image = outputImage(await runOnImage(rotateFlipNode, row, { angle: 90, flipHorizontal: true }));
    expect(pixelsOf(image)).toEqual([b, a]);
  });

  it('leaves the image as it is at 0 and 360 degrees, and turns a 1x1 image', async () => {
    expect(pixelsOf(outputImage(await runOnImage(rotateFlipNode, row, { angle: 360 })))).toEqual([a, b]);
    const single = imageOf(1, 1, [a]);
    expect(pixelsOf(outputImage(await runOnImage(rotateFlipNode, single, { angle: 180 })))).toEqual([a]);
  });

  it('enlarges the canvas for other angles, filling the corners with the background', async () => {
    // A 2x2 square turned 45 degrees needs a canvas of 2 * sqrt(2) = 2.83, so 3x3 pixels.
    const square = imageOf(2, 2, [a, a, a, a]);
    const image = outputImage(
      await runOnImage(rotateFlipNode, square, {
        angle: 45,
        background: { red: 0, green: 255, blue: 0, alpha: 255 },
      }),
    );
    expect([image.width, image.height]).toEqual([3, 3]);
    expect(pixelsOf(image)[4]).toEqual(a);
    expect(pixelsOf(image)[0]?.[1]).toBeGreaterThan(0);
  });

  it('names the angle when it is NaN', async () => {
    const result = await runOnImage(rotateFlipNode, row, { angle: Number.NaN });
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'angle' } });
  });
});
