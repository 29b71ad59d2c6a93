import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { runOn, valuesOf } from '../embroidery/testing';
import { knitExportNode, type KnitFile } from './export';
import { chartOf, navy, red, stripedChart, white } from './testing';

/** The RGB of each pixel of a PNG, read back by sharp (libvips), rows from the top. */
async function pixelsOf(bytes: Uint8Array): Promise<{ width: number; height: number; rgb: number[][] }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const rgb: number[][] = [];
  for (let index = 0; index < info.width * info.height; index++)
    rgb.push([
      data[index * info.channels]!,
      data[index * info.channels + 1]!,
      data[index * info.channels + 2]!,
    ]);
  return { width: info.width, height: info.height, rgb };
}

describe('the knitting file node', () => {
  it('writes an AYAB chart as an indexed PNG, one pixel a stitch, the first row knitted at the bottom', async () => {
    const chart = chartOf(['0120', '0000', '1111'], [white, red, navy]);
    const values = valuesOf(
      await runOn(knitExportNode, 'knitChart', chart, { format: 'ayab-png', machine: 'brother200' }),
    );
    const file = values['file'] as KnitFile;
    expect(file).toMatchObject({ mimeType: 'image/png', extension: 'png', width: 4, height: 3 });
    expect(values['chart']).toBe(chart);
    const metadata = await sharp(file.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 4, height: 3, isPalette: true });
    const { rgb } = await pixelsOf(file.bytes);
    const [w, r, n] = [
      [255, 255, 255],
      [200, 30, 30],
      [20, 30, 90],
    ];
    expect(rgb).toEqual([w, r, n, w, w, w, w, w, r, r, r, r]);
  });

  it('takes 200 needles on a Brother and 112 on a KH-270, and refuses one more with the machine’s width', async () => {
    const fits = await runOn(knitExportNode, 'knitChart', stripedChart(200, 2, [white, red]), {
      format: 'ayab-png',
      machine: 'brother200',
    });
    expect((await sharp((valuesOf(fits)['file'] as KnitFile).bytes).metadata()).width).toBe(200);
    const tooWide = await runOn(knitExportNode, 'knitChart', stripedChart(201, 2, [white, red]), {
      format: 'ayab-png',
      machine: 'brother200',
    });
    expect(tooWide.status).toBe('failed');
    expect(tooWide.messages[0]).toMatchObject({
      code: 'chart-wider-than-machine',
      values: { needles: 201, limit: 200 },
    });
    const bulky = await runOn(knitExportNode, 'knitChart', stripedChart(113, 2, [white, red]), {
      format: 'ayab-png',
      machine: 'kh270',
    });
    expect(bulky.messages[0]).toMatchObject({ code: 'chart-wider-than-machine', values: { limit: 112 } });
  });

  it('warns when a row holds more colours than a Brother knits without a ribber', async () => {
    const result = await runOn(knitExportNode, 'knitChart', chartOf(['012'], [white, red, navy]), {
      format: 'ayab-png',
      machine: 'brother200',
    });
    expect(result.status).toBe('fresh');
    expect(result.messages).toContainEqual(
      expect.objectContaining({ code: 'colours-per-row-need-ribber', values: { colours: 3, limit: 2 } }),
    );
  });

  it('writes knitout for a V-bed and refuses knitout for a machine that reads none', async () => {
    const chart = chartOf(['01', '10'], [white, red], 'birdseye');
    const file = valuesOf(
      await runOn(knitExportNode, 'knitChart', chart, { format: 'knitout', machine: 'kniterate' }),
    )['file'] as KnitFile;
    expect(file).toMatchObject({ extension: 'k', mimeType: 'text/x-knitout' });
    const text = new TextDecoder().decode(file.bytes);
    expect(text.split('\n').slice(0, 5)).toEqual([
      ';!knitout-2',
      ';;Machine: Kniterate',
      ';;Gauge: 7',
      ';;Width: 252',
      ';;Carriers: 1 2 3 4 5 6',
    ]);
    const refused = await runOn(knitExportNode, 'knitChart', chart, { format: 'knitout', machine: 'kh270' });
    expect(refused.messages[0]).toMatchObject({
      code: 'machine-cannot-read-format',
      values: { format: 'knitout' },
    });
  });

  it('draws a hand-knitting chart with a square per stitch, rows as high as the gauge makes them', async () => {
    const chart = chartOf(['01', '10', '00'], [white, red]);
    const file = valuesOf(
      await runOn(knitExportNode, 'knitChart', chart, { format: 'chart-png', machine: 'hand', cellSize: 10 }),
    )['file'] as KnitFile;
    // 28 stitches and 36 rows per 10 cm: a row is 10 × 28 / 36 = 7.8, so 8 pixels high.
    const { width, height, rgb } = await pixelsOf(file.bytes);
    expect([width, height]).toEqual([21, 25]);
    // The middle of the top left square is the top row's first stitch: white; the next is red.
    expect(rgb[4 * width + 5]).toEqual([255, 255, 255]);
    expect(rgb[4 * width + 15]).toEqual([200, 30, 30]);
    // The bottom row of the picture is a grid line.
    expect(rgb[(height - 1) * width + 5]).toEqual([40, 40, 40]);
  });
});
