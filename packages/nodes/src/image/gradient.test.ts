import { describe, expect, it } from 'vitest';
import { evaluateGraph, graphOf, nodeOf, outputImage, pixelsOf } from '../support/testing';
import { gradientLine, gradientNode } from './gradient';

async function run(controls: Record<string, unknown>, mode?: string) {
  const node = nodeOf(gradientNode, 'node', controls, mode ? { currentMode: mode } : {});
  const results = await evaluateGraph([gradientNode], graphOf([node]), ['node']);
  return results['node']!;
}

const reds = (result: Awaited<ReturnType<typeof run>>) => pixelsOf(outputImage(result)).map(([red]) => red);

describe('the gradient node', () => {
  it('runs a linear gradient corner to corner: left to right at 0 degrees', async () => {
    // Pixel centres of a 2-pixel row lie a quarter and three quarters along; black to white
    // gives 255 * 0.25 and 255 * 0.75, to the kernel's table step (1/4095): 64 and 191.
    expect(reds(await run({ width: 2, height: 1 }))).toEqual([64, 191]);
    expect(gradientLine(2, 1, 0)).toEqual({ start: { x: 0, y: 0.5 }, end: { x: 2, y: 0.5 } });
  });

  it('runs top to bottom at 90 degrees and right to left at 180', async () => {
    expect(reds(await run({ width: 1, height: 2, angle: 90 }))).toEqual([64, 191]);
    expect(reds(await run({ width: 2, height: 1, angle: 180 }))).toEqual([191, 64]);
  });

  it('fills a circle in radial mode, reaching the end colour at the corners', async () => {
    // 3x3, radius 100% = the centre-to-corner distance 1.5 * sqrt(2): the centre is black, an
    // edge pixel sits 1 / 2.1213 = 0.4714 along (120), a corner pixel 1.4142 / 2.1213 = 2/3 (170).
    expect(reds(await run({ width: 3, height: 3 }, 'radial'))).toEqual([
      170, 120, 170, 120, 0, 120, 170, 120, 170,
    ]);
  });

  it('falls back to the first mode (linear) when the stored mode is unknown', async () => {
    expect(reds(await run({ width: 2, height: 1 }, 'spiral'))).toEqual([64, 191]);
  });

  it('makes a 1x1 image with the colour at the middle of the gradient', async () => {
    expect(reds(await run({ width: 1, height: 1 }))).toEqual([128]);
  });

  it('refuses a 20,000 x 20,000 image and a gradient of more than 32 steps with clear messages', async () => {
    expect((await run({ width: 20_000, height: 20_000 })).messages[0]?.code).toBe('image-too-large');
    const steps = Array.from({ length: 33 }, (_, index) => ({
      position: index / 32,
      colour: { red: 0, green: 0, blue: 0, alpha: 255 },
    }));
    expect((await run({ gradient: steps })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'gradient' },
    });
    expect((await run({ angle: Number.NaN })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'angle' },
    });
  });
});
