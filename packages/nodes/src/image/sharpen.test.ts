import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { sharpenNode } from './sharpen';

const grey = (value: number) => [value, value, value, 255] as const;
const edge = imageOf(4, 1, [grey(100), grey(100), grey(150), grey(150)]);

describe('the sharpen node', () => {
  it('pushes the two sides of an edge apart by the same amount', async () => {
    // The blurred copy is lifted on the dark side and lowered on the bright side by the same
    // amount d; adding the difference back gives 100 - d and 150 + d.
    const reds = pixelsOf(outputImage(await runOnImage(sharpenNode, edge, { sigma: 1, amount: 1 }))).map(
      ([red]) => red,
    );
    expect(reds[1]).toBeLessThan(100);
    expect(reds[2]).toBeGreaterThan(150);
    expect(Math.abs(reds[1]! + reds[2]! - 250)).toBeLessThanOrEqual(1);
    expect(reds[0]).toBeLessThanOrEqual(100);
  });

  it('leaves flat areas, differences under the threshold and a 1x1 image alone', async () => {
    const flat = imageOf(2, 1, [grey(80), grey(80)]);
    expect(pixelsOf(outputImage(await runOnImage(sharpenNode, flat)))).toEqual([grey(80), grey(80)]);
    expect(pixelsOf(outputImage(await runOnImage(sharpenNode, edge, { threshold: 255 })))).toEqual(
      pixelsOf(edge),
    );
    const single = imageOf(1, 1, [grey(80)]);
    expect(pixelsOf(outputImage(await runOnImage(sharpenNode, single, { amount: 5 })))).toEqual([grey(80)]);
  });

  it('names the control holding NaN or a sigma below 0.3', async () => {
    expect((await runOnImage(sharpenNode, edge, { amount: Number.NaN })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'amount' },
    });
    expect((await runOnImage(sharpenNode, edge, { sigma: 0.1 })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'sigma' },
    });
  });
});
