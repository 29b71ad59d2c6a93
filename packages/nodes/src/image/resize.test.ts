import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { resizeNode } from './resize';

const a = [10, 20, 30, 255] as const;
const b = [200, 100, 0, 255] as const;

describe('the resize node', () => {
  it('repeats pixels when enlarging with the nearest filter, keeping the resolution', async () => {
    const image = outputImage(
      await runOnImage(resizeNode, imageOf(2, 1, [a, b], 300), { width: 4, height: 2, filter: 'nearest' }),
    );
    expect(image.dotsPerInch).toBe(300);
    expect(pixelsOf(image)).toEqual([a, a, b, b, a, a, b, b]);
  });

  it('averages both pixels when halving with the bilinear (tent) filter', async () => {
    // The output centre maps to the middle of the two source pixels; the tent widened by the
    // ratio 2 weighs both 0.75, so the result is their mean.
    const image = outputImage(
      await runOnImage(resizeNode, imageOf(2, 1, [a, b]), { width: 1, height: 1, filter: 'bilinear' }),
    );
    expect(pixelsOf(image)).toEqual([[105, 60, 15, 255]]);
  });

  it('resizes a 1x1 image', async () => {
    const image = outputImage(await runOnImage(resizeNode, imageOf(1, 1, [a]), { width: 3, height: 1 }));
    expect(pixelsOf(image)).toEqual([a, a, a]);
  });

  it('refuses 20,000 x 20,000 and an unknown filter with clear messages', async () => {
    const huge = await runOnImage(resizeNode, imageOf(1, 1, [a]), { width: 20_000, height: 20_000 });
    expect(huge).toMatchObject({ status: 'failed', messages: [{ code: 'image-too-large' }] });
    const unknown = await runOnImage(resizeNode, imageOf(1, 1, [a]), { filter: 'bicubic' });
    expect(unknown.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'filter' } });
  });
});
