import { describe, expect, it } from 'vitest';
import { evaluateGraph, graphOf, nodeOf, outputImage, pixelsOf } from '../support/testing';
import { solidColourNode } from './solid-colour';

async function run(controls: Record<string, unknown>) {
  const results = await evaluateGraph(
    [solidColourNode],
    graphOf([nodeOf(solidColourNode, 'node', controls)]),
    ['node'],
  );
  return results['node']!;
}

describe('the solid colour node', () => {
  it('fills every pixel with the colour, transparency included, at the resolution asked for', async () => {
    const image = outputImage(
      await run({ width: 2, height: 1, dpi: 300, colour: { red: 10, green: 20, blue: 30, alpha: 40 } }),
    );
    expect({ width: image.width, height: image.height, dotsPerInch: image.dotsPerInch }).toEqual({
      width: 2,
      height: 1,
      dotsPerInch: 300,
    });
    expect(pixelsOf(image)).toEqual([
      [10, 20, 30, 40],
      [10, 20, 30, 40],
    ]);
  });

  it('makes a 1x1 image', async () => {
    expect(pixelsOf(outputImage(await run({ width: 1, height: 1 })))).toEqual([[255, 255, 255, 255]]);
  });

  it('refuses a 20,000 x 20,000 image with a message naming its size instead of allocating it', async () => {
    const result = await run({ width: 20_000, height: 20_000 });
    expect(result.status).toBe('failed');
    expect(result.messages).toEqual([
      expect.objectContaining({
        code: 'image-too-large',
        severity: 'error',
        values: expect.objectContaining({ width: 20_000, height: 20_000 }),
      }),
    ]);
  });

  it('names the control holding NaN, a fraction of a pixel or a side beyond its bounds', async () => {
    expect((await run({ width: Number.NaN })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'width' },
    });
    expect((await run({ height: 1.5 })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'height' },
    });
    expect((await run({ width: 100_000 })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'width' },
    });
  });
});
