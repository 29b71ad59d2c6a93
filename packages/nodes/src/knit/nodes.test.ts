import { knitChartStatistics, stitchCodes, type KnitChart } from '@atelier/knit';
import { createDrawing, createPath, polyline } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { runOn, valuesOf } from '../embroidery/testing';
import { backingNode } from './backing';
import { borderNode } from './border';
import { chartFromDrawingNode } from './chart-from-drawing';
import { chartFromImageNode } from './chart-from-image';
import { floatLimitNode } from './float-limit';
import { mirrorNode } from './mirror';
import { repeatNode } from './repeat';
import { stitchPatternNode } from './stitch-pattern';
import { chartOf, red, stripedChart, white } from './testing';

const chartIn = (values: Record<string, unknown>) => values['chart'] as KnitChart;

describe('the knit chart nodes', () => {
  it('turns a size in centimetres and the gauge into needles and rows, keeping the image’s proportions', async () => {
    // 100 × 50 pixels, left half red, right half white; 20 cm at 28 stitches is 56 needles.
    const pixels = new Uint8ClampedArray(100 * 50 * 4);
    for (let index = 0; index < 100 * 50; index++)
      pixels.set(index % 100 < 50 ? [200, 30, 30, 255] : [255, 255, 255, 255], index * 4);
    const image = { width: 100, height: 50, pixels, dotsPerInch: 72 };
    const values = valuesOf(await runOn(chartFromImageNode, 'image', image, { width: 20, yarns: 2 }));
    const chart = chartIn(values);
    // Rows: 56 × 50 / 100 × 36 / 28 = 36.
    expect([chart.needles, chart.rows]).toEqual([56, 36]);
    expect(chart.yarns).toHaveLength(2);
    expect(chart.backing).toBe('float');
    expect(values['statistics']).toMatchObject({ needles: 56, rows: 36, coloursPerRow: 2 });
    const left = chart.yarns[chart.cells[0]!]!.colour;
    expect(left).toEqual({ red: 200, green: 30, blue: 30 });
  });

  it('refuses a chart wider than any chart may be, naming the size', async () => {
    const pixels = new Uint8ClampedArray(10 * 10 * 4).fill(255);
    const image = { width: 10, height: 10, pixels, dotsPerInch: 72 };
    // 500 cm at 50 stitches per 10 cm is 2500 needles.
    const result = await runOn(chartFromImageNode, 'image', image, { width: 500, stitchesPer10cm: 50 });
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({
      code: 'knit-chart-too-large',
      values: { needles: 2500, maximumNeedles: 1000 },
    });
  });

  it('charts a drawing at the gauge, each fill a yarn over the background', async () => {
    // A 50 × 50 mm red square: 14 needles and 18 rows at 28 stitches and 36 rows per 10 cm.
    const square = [
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 50, y: 50 },
      { x: 0, y: 50 },
    ];
    const drawing = createDrawing([
      createPath([polyline(square, true)], { fill: { red: 200, green: 30, blue: 30, alpha: 255 } }),
    ]);
    const chart = chartIn(valuesOf(await runOn(chartFromDrawingNode, 'vector', drawing)));
    expect([chart.needles, chart.rows]).toEqual([14, 18]);
    expect(chart.yarns.map((yarn) => yarn.colour)).toEqual([
      { red: 255, green: 255, blue: 255 },
      { red: 200, green: 30, blue: 30 },
    ]);
    expect(new Set(chart.cells)).toEqual(new Set([1]));
    const empty = await runOn(chartFromDrawingNode, 'vector', createDrawing([]));
    expect(empty.status).toBe('failed');
    expect(['empty-knit-chart', 'empty-geometry']).toContain(empty.messages[0]!.code);
  });

  it('repeats, mirrors and borders a chart', async () => {
    const motif = chartOf(['01', '00'], [white, red]);
    expect(
      chartIn(valuesOf(await runOn(repeatNode, 'knitChart', motif, { across: 3, up: 2 }))),
    ).toMatchObject({ needles: 6, rows: 4 });
    const mirrored = chartIn(valuesOf(await runOn(mirrorNode, 'knitChart', motif, { axis: 'left-right' })));
    expect([...mirrored.cells]).toEqual([0, 0, 1, 0]);
    const bordered = chartIn(valuesOf(await runOn(borderNode, 'knitChart', motif, { sides: 2, ends: 1 })));
    expect([bordered.needles, bordered.rows, bordered.yarns.length]).toEqual([6, 4, 2]);
    const tooMany = await runOn(repeatNode, 'knitChart', stripedChart(500, 1, [white]), { across: 3 });
    expect(tooMany.messages[0]).toMatchObject({
      code: 'knit-chart-too-large',
      values: { needles: 1500, maximumNeedles: 1000 },
    });
  });

  it('lays a 2x2 rib over the rows asked for', async () => {
    const chart = stripedChart(8, 6, [white]);
    const ribbed = chartIn(
      valuesOf(await runOn(stitchPatternNode, 'knitChart', chart, { pattern: 'rib-2x2', lastRow: 2 })),
    );
    expect([...ribbed.stitches.subarray(0, 8)]).toEqual([0, 0, 1, 1, 0, 0, 1, 1]);
    expect([...ribbed.stitches.subarray(16, 24)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ribbed.stitches[8 + 2]).toBe(stitchCodes.purl);
  });

  it('warns of floats over the limit and of more yarns than carriers, and refuses purl under a birdseye', async () => {
    const chart = chartOf(['0000000000', '0111111110', '0000000000'], [white, red]);
    const floats = await runOn(backingNode, 'knitChart', chart, {
      backing: 'float',
      floatLimit: 5,
      carriers: 1,
    });
    expect(floats.status).toBe('fresh');
    expect(floats.messages).toContainEqual(
      expect.objectContaining({ code: 'float-too-long', values: { longest: 8, limit: 5, row: 2 } }),
    );
    expect(floats.messages).toContainEqual(
      expect.objectContaining({ code: 'more-yarns-than-carriers', values: { yarns: 2, limit: 1 } }),
    );
    const birdseye = valuesOf(
      await runOn(backingNode, 'knitChart', chart, { backing: 'birdseye', floatLimit: 5 }),
    );
    expect(knitChartStatistics(chartIn(birdseye)).longestFloat).toBeLessThanOrEqual(1);
    const ribbed = chartIn(
      valuesOf(await runOn(stitchPatternNode, 'knitChart', chart, { pattern: 'rib-1x1' })),
    );
    const refused = await runOn(backingNode, 'knitChart', ribbed, { backing: 'birdseye' });
    expect(refused.messages[0]).toMatchObject({
      code: 'structure-needs-back-bed',
      values: { row: 1, backing: 'birdseye' },
    });
  });

  it('ties long floats with tucks and says how many', async () => {
    const chart = chartOf(['0000000000', '0111111110', '0000000000'], [white, red]);
    // White floats over needles 2 to 9 (8 needles): a tuck on needle 6 leaves 4 and 3, then one on
    // needle 4 splits the 4 into 2 and 1.
    const result = await runOn(floatLimitNode, 'knitChart', chart, { limit: 3, method: 'tuck' });
    expect(result.messages).toContainEqual(
      expect.objectContaining({ code: 'floats-tied', values: { tucks: 2 } }),
    );
    expect(knitChartStatistics(chartIn(valuesOf(result))).longestFloat).toBeLessThanOrEqual(3);
    const switched = await runOn(floatLimitNode, 'knitChart', chart, { limit: 3, method: 'ladderback' });
    expect(switched.messages).toContainEqual(
      expect.objectContaining({ code: 'backing-switched', values: { backing: 'ladderback' } }),
    );
  });
});
