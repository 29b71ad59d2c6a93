import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { gradientMapNode } from './gradient-map';

const redToBlue = [
  { position: 0, colour: { red: 255, green: 0, blue: 0, alpha: 255 } },
  { position: 1, colour: { red: 0, green: 0, blue: 255, alpha: 255 } },
];

describe('the gradient map node', () => {
  it('gives black the start colour and white the end colour, alpha multiplied', async () => {
    const image = imageOf(2, 1, [
      [0, 0, 0, 255],
      [255, 255, 255, 128],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(gradientMapNode, image, { gradient: redToBlue })))).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 128],
    ]);
  });

  it('maps by grey value: a hard step at 0.5 splits dark from light', async () => {
    const step = [
      { position: 0, colour: { red: 0, green: 0, blue: 0, alpha: 255 } },
      { position: 0.5, colour: { red: 0, green: 0, blue: 0, alpha: 255 } },
      { position: 0.5, colour: { red: 255, green: 255, blue: 255, alpha: 255 } },
      { position: 1, colour: { red: 255, green: 255, blue: 255, alpha: 255 } },
    ];
    const image = imageOf(2, 1, [
      [100, 100, 100, 255],
      [160, 160, 160, 255],
    ]);
    expect(pixelsOf(outputImage(await runOnImage(gradientMapNode, image, { gradient: step })))).toEqual([
      [0, 0, 0, 255],
      [255, 255, 255, 255],
    ]);
  });

  it('refuses a gradient of more than 32 steps, naming the control', async () => {
    const steps = Array.from({ length: 33 }, (_, index) => ({
      position: index / 32,
      colour: redToBlue[0]!.colour,
    }));
    const result = await runOnImage(gradientMapNode, imageOf(1, 1, [[0, 0, 0, 255]]), { gradient: steps });
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'gradient' } });
  });
});
