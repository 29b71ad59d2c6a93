import { createChart, type KnitChart } from '@atelier/knit';
import type { RasterImage } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { runOn, valuesOf } from '../embroidery/testing';
import { fabricImageNode } from './fabric-image';
import { chartOf, navy, red, white } from './testing';

function pixelAt(image: RasterImage, x: number, y: number) {
  const offset = (y * image.width + x) * 4;
  return [...image.pixels.subarray(offset, offset + 4)];
}

describe('the knitted fabric node', () => {
  it('gives the chart’s fabric as an image: loops in the yarns, the first row at the bottom', async () => {
    // Three needles by two rows at 28 stitches and 36 rows per 10 cm: at 9 pixels a stitch a row
    // is round(9 * 28 / 36) = 7 pixels high.
    const chart: KnitChart = chartOf(['012', '210'], [white, red, navy]);
    const image = valuesOf(await runOn(fabricImageNode, 'knitChart', chart, { pixelsPerStitch: 9 }))[
      'image'
    ] as RasterImage;
    expect([image.width, image.height, image.pixels.length]).toEqual([27, 14, 27 * 14 * 4]);
    // 9 pixels across a stitch of 100 / 28 mm.
    expect(image.dotsPerInch).toBeCloseTo((9 * 28 * 25.4) / 100, 10);
    // The bottom middle of each stitch (pixel 4 across, the row's lowest pixel) is its yarn.
    const yarnAt = (needle: number, rowFromTop: number) => pixelAt(image, needle * 9 + 4, rowFromTop * 7 + 6);
    expect([yarnAt(0, 0), yarnAt(1, 0), yarnAt(2, 0)]).toEqual([
      [255, 255, 255, 255],
      [200, 30, 30, 255],
      [20, 30, 90, 255],
    ]);
    expect([yarnAt(0, 1), yarnAt(1, 1), yarnAt(2, 1)]).toEqual([
      [20, 30, 90, 255],
      [200, 30, 30, 255],
      [255, 255, 255, 255],
    ]);
    // Between the legs at the top of a stitch: the dark gap, 0.35 of the yarns' mean colour.
    expect(pixelAt(image, 4, 0)).toEqual([55, 37, 44, 255]);
  });

  it('names the most pixels a stitch can have when the picture would be too large', async () => {
    const large = createChart({
      needles: 1000,
      rows: 1000,
      yarns: [white],
      gauge: { stitchesPer10cm: 28, rowsPer10cm: 36 },
    });
    const result = await runOn(fabricImageNode, 'knitChart', large, { pixelsPerStitch: 16 });
    expect(result.status).toBe('failed');
    // 5 pixels a stitch gives 5000 x 4000 pixels (rows of round(3.9) = 4), 20 million, over the
    // 16,777,216 allowed; 4 gives 4000 x 3000.
    expect(result.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'pixelsPerStitch', minimum: 1, maximum: 4 },
    });
  });
});
