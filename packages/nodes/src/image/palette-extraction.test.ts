import { describe, expect, it } from 'vitest';
import { imageOf, runOnImage } from '../support/testing';
import { paletteExtractionNode } from './palette-extraction';

const red = [255, 0, 0, 255] as const;
const blue = [0, 0, 255, 255] as const;
const image = imageOf(5, 1, [red, blue, red, blue, red]);

describe('the palette extraction node', () => {
  it('finds the colours, most used first', async () => {
    for (const method of ['median-cut', 'k-means']) {
      const result = await runOnImage(paletteExtractionNode, image, { colours: 4, method });
      expect(result.values['palette']).toEqual([
        { red: 255, green: 0, blue: 0, alpha: 255 },
        { red: 0, green: 0, blue: 255, alpha: 255 },
      ]);
    }
  });

  it('finds the one colour of a 1x1 image', async () => {
    const result = await runOnImage(paletteExtractionNode, imageOf(1, 1, [[9, 8, 7, 255]]), { colours: 16 });
    expect(result.values['palette']).toEqual([{ red: 9, green: 8, blue: 7, alpha: 255 }]);
  });

  it('refuses more than 16 colours and NaN, naming the control', async () => {
    for (const colours of [17, Number.NaN]) {
      expect((await runOnImage(paletteExtractionNode, image, { colours })).messages[0]).toMatchObject({
        code: 'invalid-parameter',
        values: { control: 'colours' },
      });
    }
  });
});
