import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { cropNode } from './crop';

// A 3x2 image whose pixels count 0 to 5 in red, row after row.
const counted = imageOf(
  3,
  2,
  [0, 1, 2, 3, 4, 5].map((red) => [red, 0, 0, 255] as const),
);

describe('the crop node', () => {
  it('keeps the rectangle asked for', async () => {
    const image = outputImage(await runOnImage(cropNode, counted, { left: 1, top: 1, width: 2, height: 1 }));
    expect([image.width, image.height]).toEqual([2, 1]);
    expect(pixelsOf(image).map(([red]) => red)).toEqual([4, 5]);
  });

  it('keeps a single pixel of a 1x1 image', async () => {
    const image = outputImage(
      await runOnImage(cropNode, imageOf(1, 1, [[9, 8, 7, 6]]), { left: 0, top: 0, width: 1, height: 1 }),
    );
    expect(pixelsOf(image)).toEqual([[9, 8, 7, 6]]);
  });

  it('names the control of a rectangle reaching outside the image', async () => {
    const result = await runOnImage(cropNode, counted, { left: 1, top: 0, width: 3, height: 1 });
    expect(result).toMatchObject({
      status: 'failed',
      messages: [{ code: 'invalid-parameter', values: { control: 'width' } }],
    });
    const negative = await runOnImage(cropNode, counted, { left: -1 });
    expect(negative.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'left' } });
  });
});
