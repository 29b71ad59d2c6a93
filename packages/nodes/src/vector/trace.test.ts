import type { RasterImage } from '@atelier/graph';
import { drawingStatistics, type VectorDrawing } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { runOnImage } from '../support/testing';
import { outputDrawing } from '../support/vector-testing';
import { traceNode } from './trace';

/** A 20 x 10 image at 25.4 dpi (1 px = 1 mm): white, with a black 6 x 4 block and a black 3 x 3 block. */
function twoColourImage(): RasterImage {
  const pixels = new Uint8ClampedArray(20 * 10 * 4);
  for (let y = 0; y < 10; y++) {
    for (let x = 0; x < 20; x++) {
      const dark = (x >= 2 && x < 8 && y >= 3 && y < 7) || (x >= 12 && x < 15 && y >= 2 && y < 5);
      pixels.set(dark ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * 20 + x) * 4);
    }
  }
  return { width: 20, height: 10, pixels, dotsPerInch: 25.4 };
}

describe('the trace node', () => {
  it('separates a two-colour image into a white shape and two black regions, with the palette', async () => {
    const result = await runOnImage(traceNode, twoColourImage(), { colours: 2, mode: 'polygons' });
    const drawing = outputDrawing(result);
    expect(result.values['palette']).toEqual([
      { red: 255, green: 255, blue: 255, alpha: 255 },
      { red: 0, green: 0, blue: 0, alpha: 255 },
    ]);
    const [white, black] = drawing.paths.map((path) => drawingStatistics({ paths: [path] }));
    expect(black!.filledArea).toBeCloseTo(24 + 9, 6);
    expect(black!.closedSubpaths).toBe(2);
    expect(white!.filledArea).toBeCloseTo(200 - 33, 6);
  });

  it('leaves the background out when asked', async () => {
    const drawing: VectorDrawing = outputDrawing(
      await runOnImage(traceNode, twoColourImage(), { colours: 2, omitLargest: true }),
    );
    expect(drawing.paths).toHaveLength(1);
    expect(drawing.paths[0]!.fill).toEqual({ red: 0, green: 0, blue: 0, alpha: 255 });
  });

  it('is empty for a fully transparent image', async () => {
    const clear = { width: 2, height: 2, pixels: new Uint8ClampedArray(16), dotsPerInch: 72 };
    expect((await runOnImage(traceNode, clear)).status).toBe('empty');
  });

  it('fails clearly for an image over 2 m wide at its resolution', async () => {
    const wide = { width: 1000, height: 1, pixels: new Uint8ClampedArray(4000).fill(255), dotsPerInch: 10 };
    expect((await runOnImage(traceNode, wide)).messages[0]).toMatchObject({ code: 'geometry-too-large' });
  });
});
