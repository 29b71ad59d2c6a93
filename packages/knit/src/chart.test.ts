import { describe, expect, it } from 'vitest';
import { isKnitChart, stitchCodes } from './chart';
import { addBorder, applyStitchPattern, limitFloats, mirrorChart, repeatChart } from './edit';
import { averageCells, chartFromCells, chartFromShapes } from './sources';
import { knitChartStatistics, loopLengthOfGauge } from './statistics';
import { chartOf, navy, red, white } from './test-support/charts';

/** The chart's cells as rows of digits, the top row first, as `chartOf` takes them. */
function rowsOf(chart: ReturnType<typeof chartOf>): string[] {
  const rows: string[] = [];
  for (let row = chart.rows - 1; row >= 0; row--)
    rows.push([...chart.cells.subarray(row * chart.needles, (row + 1) * chart.needles)].join(''));
  return rows;
}

describe('knit charts', () => {
  it('checks the shape of a chart value', () => {
    const chart = chartOf(['01', '10'], [white, red]);
    expect(isKnitChart(chart)).toBe(true);
    expect(isKnitChart({ ...chart, cells: new Uint8Array(3) })).toBe(false);
    expect(isKnitChart({ ...chart, cells: Uint8Array.from([0, 1, 2, 0]) })).toBe(false);
    expect(isKnitChart({ ...chart, backing: 'intarsia' })).toBe(false);
    expect(isKnitChart(null)).toBe(false);
  });

  it('counts needles, rows, colours per row, the longest float and the yarn of a 4 × 4 chart by hand', () => {
    const chart = chartOf(['0000', '0110', '0110', '0000'], [white, red]);
    const statistics = knitChartStatistics(chart);
    // Munden: (5.0 / 2.5 rows a cm + 3.8 / 2 stitches a cm) / 2 = 1.95 cm a loop; a stitch is 0.5 cm wide.
    expect(statistics.loopLength).toBeCloseTo(1.95, 10);
    expect(statistics).toMatchObject({
      needles: 4,
      rows: 4,
      width: 2,
      height: 1.6,
      yarns: 2,
      coloursPerRow: 2,
    });
    expect(statistics.longestFloat).toBe(2);
    expect(statistics.longestFloatRow).toBe(2);
    // White: 4 + 2 + 2 + 4 loops and two floats of 2 needles; red: 2 knits and 2 edge tucks in two rows.
    expect(statistics.perYarn[0]).toEqual({
      loops: 12,
      floatNeedles: 4,
      metres: expect.closeTo((12 * 1.95 + 4 * 0.5) / 100, 10),
    });
    expect(statistics.perYarn[1]).toEqual({
      loops: 8,
      floatNeedles: 0,
      metres: expect.closeTo((8 * 1.95) / 100, 10),
    });
    expect(loopLengthOfGauge({ stitchesPer10cm: 22, rowsPer10cm: 28 })).toBeGreaterThan(1.5);
  });

  it('repeats, mirrors and borders charts cell by cell', () => {
    const chart = chartOf(['01', '02'], [white, red, navy]);
    expect(rowsOf(repeatChart(chart, 2, 2))).toEqual(['0101', '0202', '0101', '0202']);
    expect(rowsOf(mirrorChart(chart, 'left-right'))).toEqual(['10', '20']);
    expect(rowsOf(mirrorChart(chart, 'top-bottom'))).toEqual(['02', '01']);
    expect(rowsOf(mirrorChart(chart, 'both'))).toEqual(['20', '10']);
    const bordered = addBorder(chart, 1, 1, { red: 0, green: 200, blue: 0 });
    expect(bordered.yarns).toHaveLength(4);
    expect(rowsOf(bordered)).toEqual(['3333', '3013', '3023', '3333']);
    expect(() => repeatChart(chart, 0, 1)).toThrow(expect.objectContaining({ code: 'invalid-option' }));
    expect(() => repeatChart(chart, 100, 100)).not.toThrow();
    expect(() => repeatChart(repeatChart(chart, 100, 1), 100, 1)).toThrow(
      expect.objectContaining({ code: 'chart-too-large' }),
    );
  });

  it('lays rib, garter and slip stitches over a region, and mirrors cables the other way', () => {
    const plain = chartOf(['00000', '00000', '00000', '00000'], [white], 'none');
    const rib = applyStitchPattern(plain, 'rib-2x2', {
      firstNeedle: 1,
      lastNeedle: 4,
      firstRow: 0,
      lastRow: 1,
    });
    expect([...rib.stitches.subarray(0, 5)]).toEqual([0, 0, 0, 1, 1]);
    expect([...rib.stitches.subarray(10, 15)]).toEqual([0, 0, 0, 0, 0]);
    const garter = applyStitchPattern(plain, 'garter');
    expect([...garter.stitches.subarray(5, 10)]).toEqual([1, 1, 1, 1, 1]);
    const slip = applyStitchPattern(plain, 'slip');
    expect([...slip.stitches.subarray(5, 10)]).toEqual([3, 0, 3, 0, 3]);
    const cable = applyStitchPattern(plain, 'cable');
    expect(cable.stitches[15]).toBe(stitchCodes.cableLeft);
    expect(mirrorChart(cable, 'left-right').stitches[19]).toBe(stitchCodes.cableRight);
  });

  it('splits floats over the limit with tucks in their middle', () => {
    // White floats 6 needles behind red in the middle row; a limit of 2 needs tucks at 4, then 2 and 6.
    const chart = chartOf(['000000000', '011111110', '000000000'], [white, red]);
    const limited = limitFloats(chart, 2, 'tuck');
    expect(limited.catches).toBe(3);
    expect([...limited.chart.catches!.subarray(9, 18)].map((bits) => bits & 1)).toEqual([
      0, 0, 1, 0, 1, 0, 1, 0, 0,
    ]);
    expect(knitChartStatistics(limited.chart).longestFloat).toBe(1);
    expect(chart.catches).toBeUndefined();
    const switched = limitFloats(chart, 2, 'birdseye');
    expect(switched.chart.backing).toBe('birdseye');
    expect(knitChartStatistics(switched.chart).longestFloat).toBeLessThanOrEqual(1);
  });

  it('averages an image into stitches and reduces it to the nearest yarns, the bottom image row becoming row 0', () => {
    // 4 × 2 pixels: top row red, bottom row white; 2 needles × 2 rows.
    const pixels = new Uint8ClampedArray(4 * 2 * 4);
    for (let index = 0; index < 8; index++)
      pixels.set(index < 4 ? [250, 10, 10, 255] : [240, 240, 240, 255], index * 4);
    const cells = averageCells({ width: 4, height: 2, pixels }, 2, 2);
    expect([...cells.subarray(0, 4)]).toEqual([250, 10, 10, 255]);
    const chart = chartFromCells(cells, 2, 2, [white, red, navy], { stitchesPer10cm: 20, rowsPer10cm: 25 });
    expect(chart.yarns.map((yarn) => yarn.name)).toEqual(['White', 'Red']);
    expect(rowsOf(chart)).toEqual(['11', '00']);
  });

  it('samples a drawing at each stitch centre, the last shape on top', () => {
    // A 10 × 8 mm square at 20 stitches and 25 rows per 10 cm: 5 mm stitches, 4 mm rows, so 2 × 2.
    const square = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 8 },
      { x: 0, y: 8 },
    ];
    const corner = [
      { x: 5, y: 4 },
      { x: 10, y: 4 },
      { x: 10, y: 8 },
      { x: 5, y: 8 },
    ];
    const chart = chartFromShapes(
      [
        { colour: { red: 0, green: 0, blue: 128 }, rings: [square], fillRule: 'nonzero' },
        { colour: { red: 255, green: 0, blue: 0 }, rings: [corner], fillRule: 'nonzero' },
      ],
      { stitchesPer10cm: 20, rowsPer10cm: 25 },
      { red: 255, green: 255, blue: 255 },
    );
    expect([chart.needles, chart.rows]).toEqual([2, 2]);
    // y points down in the drawing: the corner at the bottom right is row 0, needle 1.
    expect(rowsOf(chart)).toEqual(['11', '12']);
    expect(() =>
      chartFromShapes([], { stitchesPer10cm: 20, rowsPer10cm: 25 }, { red: 0, green: 0, blue: 0 }),
    ).toThrow(expect.objectContaining({ code: 'empty-chart' }));
  });
});
