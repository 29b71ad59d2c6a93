import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { boxBlurNode } from './box-blur';

const grey = (value: number) => [value, value, value, 255] as const;

describe('the box blur node', () => {
  it('averages each pixel with its neighbours, the edge pixels repeating', async () => {
    // Radius 1 over 0, 90, 180: (0+0+90)/3, (0+90+180)/3, (90+180+180)/3.
    const image = outputImage(
      await runOnImage(boxBlurNode, imageOf(3, 1, [grey(0), grey(90), grey(180)]), { radius: 1 }),
    );
    expect(pixelsOf(image)).toEqual([grey(30), grey(90), grey(150)]);
  });

  it('leaves the image as it is at radius 0 and blurs a 1x1 image to itself', async () => {
    const row = imageOf(2, 1, [grey(0), grey(255)]);
    expect(pixelsOf(outputImage(await runOnImage(boxBlurNode, row, { radius: 0 })))).toEqual([
      grey(0),
      grey(255),
    ]);
    const single = imageOf(1, 1, [grey(77)]);
    expect(pixelsOf(outputImage(await runOnImage(boxBlurNode, single, { radius: 5 })))).toEqual([grey(77)]);
  });

  it('names the radius when it is a fraction, NaN or beyond 1000', async () => {
    const single = imageOf(1, 1, [grey(77)]);
    for (const radius of [1.5, Number.NaN, 1001]) {
      const result = await runOnImage(boxBlurNode, single, { radius });
      expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'radius' } });
    }
  });
});
