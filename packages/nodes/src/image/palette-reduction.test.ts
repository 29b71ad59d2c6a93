import { describe, expect, it } from 'vitest';
import {
  evaluateGraph,
  fixtureImageNode,
  graphOf,
  imageOf,
  nodeOf,
  outputImage,
  pixelsOf,
  runOnImage,
  wire,
} from '../support/testing';
import { paletteExtractionNode } from './palette-extraction';
import { paletteReductionNode } from './palette-reduction';

const grey = (value: number, alpha = 255) => [value, value, value, alpha] as const;
const black = { red: 0, green: 0, blue: 0, alpha: 255 };
const white = { red: 255, green: 255, blue: 255, alpha: 255 };

describe('the palette reduction node', () => {
  it('takes the nearest colour of a fixed palette, keeping alpha, and puts out the palette', async () => {
    const image = imageOf(3, 1, [grey(100), grey(200, 50), grey(127)]);
    const graph = graphOf(
      [
        nodeOf(fixtureImageNode, 'source', { file: 'input' }),
        nodeOf(paletteReductionNode, 'reduce', { palette: [black, white] }, { currentMode: 'fixed' }),
      ],
      [wire(1000, 'source', 'image', 'reduce')],
    );
    const results = await evaluateGraph([fixtureImageNode, paletteReductionNode], graph, ['reduce'], {
      input: image,
    });
    expect(pixelsOf(outputImage(results['reduce']!))).toEqual([grey(0), grey(255, 50), grey(0)]);
    expect(results['reduce']!.values['palette']).toEqual([black, white]);
  });

  it('computes the palette from the image in computed mode', async () => {
    const image = imageOf(4, 1, [grey(10), grey(10), grey(240), grey(240)]);
    const result = await runOnImage(paletteReductionNode, image, { colours: 2 });
    expect(pixelsOf(outputImage(result))).toEqual(pixelsOf(image));
    expect(result.values['palette']).toEqual([
      { red: 10, green: 10, blue: 10, alpha: 255 },
      { red: 240, green: 240, blue: 240, alpha: 255 },
    ]);
  });

  it('takes a palette from a wire into its palette control', async () => {
    const colourful = imageOf(2, 1, [
      [250, 10, 10, 255],
      [10, 10, 250, 255],
    ]);
    const target = imageOf(1, 1, [[200, 50, 50, 255]]);
    const graph = graphOf(
      [
        nodeOf(fixtureImageNode, 'colours', { file: 'colours' }),
        nodeOf(fixtureImageNode, 'target', { file: 'target' }),
        nodeOf(paletteExtractionNode, 'extract', { colours: 2 }),
        nodeOf(paletteReductionNode, 'reduce', {}, { currentMode: 'fixed' }),
      ],
      [
        wire(1000, 'colours', 'image', 'extract'),
        wire(1001, 'target', 'image', 'reduce'),
        wire(1002, 'extract', 'palette', 'reduce', 'palette'),
      ],
    );
    const results = await evaluateGraph(
      [fixtureImageNode, paletteExtractionNode, paletteReductionNode],
      graph,
      ['reduce'],
      { colours: colourful, target },
    );
    expect(pixelsOf(outputImage(results['reduce']!))).toEqual([[250, 10, 10, 255]]);
  });

  it('refuses a palette of more than 16 colours, naming the control', async () => {
    const image = imageOf(1, 1, [grey(1)]);
    const graph = graphOf(
      [
        nodeOf(fixtureImageNode, 'source', { file: 'input' }),
        nodeOf(
          paletteReductionNode,
          'reduce',
          { palette: Array.from({ length: 17 }, () => black) },
          { currentMode: 'fixed' },
        ),
      ],
      [wire(1000, 'source', 'image', 'reduce')],
    );
    const results = await evaluateGraph([fixtureImageNode, paletteReductionNode], graph, ['reduce'], {
      input: image,
    });
    expect(results['reduce']!.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'palette' },
    });
  });
});
