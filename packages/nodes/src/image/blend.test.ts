import { describe, expect, it } from 'vitest';
import {
  evaluateGraph,
  fixtureImageNode,
  graphOf,
  imageOf,
  nodeOf,
  outputImage,
  pixelsOf,
  wire,
} from '../support/testing';
import { blendNode } from './blend';

const backdrop = imageOf(1, 1, [[200, 100, 50, 255]]);
const layer = imageOf(1, 1, [[128, 255, 0, 255]]);

async function blendWith(
  controls: Record<string, unknown>,
  images: {
    title?: ReturnType<typeof imageOf>;
    layer?: ReturnType<typeof imageOf>;
    mask?: ReturnType<typeof imageOf>;
  } = {},
) {
  const all = { title: backdrop, layer, ...images };
  const inputs = Object.keys(all) as (keyof typeof all)[];
  const graph = graphOf(
    [
      ...inputs.map((input) => nodeOf(fixtureImageNode, `source-${input}`, { file: input })),
      nodeOf(blendNode, 'blend', controls),
    ],
    inputs.map((input, index) => wire(1000 + index, `source-${input}`, 'image', 'blend', input)),
  );
  const results = await evaluateGraph([fixtureImageNode, blendNode], graph, ['blend'], all);
  return results['blend']!;
}

describe('the blend node', () => {
  it('shows the opaque layer in normal mode', async () => {
    expect(pixelsOf(outputImage(await blendWith({})))).toEqual([[128, 255, 0, 255]]);
  });

  it('multiplies: backdrop times layer over 255', async () => {
    // 200 * 128 / 255 = 100.4, 100 * 255 / 255 = 100, 50 * 0 = 0.
    expect(pixelsOf(outputImage(await blendWith({ mode: 'multiply' })))).toEqual([[100, 100, 0, 255]]);
  });

  it('mixes by opacity and hides the layer where the mask is black', async () => {
    // Half opacity: halfway between backdrop and layer, (164, 177.5, 25).
    const [red, green, blue] = pixelsOf(outputImage(await blendWith({ opacity: 0.5 })))[0]!;
    expect(Math.abs(red - 164)).toBeLessThanOrEqual(1);
    expect(Math.abs(green - 177.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(blue - 25)).toBeLessThanOrEqual(1);
    const masked = await blendWith({}, { mask: imageOf(1, 1, [[0, 0, 0, 255]]) });
    expect(pixelsOf(outputImage(masked))).toEqual([[200, 100, 50, 255]]);
    const shown = await blendWith({}, { mask: imageOf(1, 1, [[255, 255, 255, 255]]) });
    expect(pixelsOf(outputImage(shown))).toEqual([[128, 255, 0, 255]]);
  });

  it('refuses a layer of another size and names an unknown mode', async () => {
    const wide = imageOf(2, 1, [
      [0, 0, 0, 255],
      [0, 0, 0, 255],
    ]);
    expect((await blendWith({}, { layer: wide })).messages[0]?.code).toBe('size-mismatch');
    expect((await blendWith({ mode: 'glow' })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'mode' },
    });
  });
});
