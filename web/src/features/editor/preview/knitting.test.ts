import { describe, expect, it } from 'vitest';
import { drawKnitChart, knitChartBox, type KnitDrawingContext, type PreviewKnitChart } from './knitting';
import { knitLoopShape } from './render';

// Records what the loops draw: each fill with its colour and the ellipses and moves of its path.
function recorder() {
  type Ellipse = { x: number; y: number; radiusX: number; radiusY: number; rotation: number };
  const fills: Array<{ colour: string; ellipses: Ellipse[]; moves: Array<[number, number]> }> = [];
  const rects: Array<{ colour: string; rect: number[] }> = [];
  let ellipses: Ellipse[] = [];
  let moves: Array<[number, number]> = [];
  const context: KnitDrawingContext = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    beginPath() {
      ellipses = [];
      moves = [];
    },
    moveTo(x, y) {
      moves.push([x, y]);
    },
    ellipse(x, y, radiusX, radiusY, rotation) {
      ellipses.push({ x, y, radiusX, radiusY, rotation });
    },
    fill() {
      fills.push({ colour: String(this.fillStyle), ellipses, moves });
    },
    stroke() {},
    fillRect(x, y, width, height) {
      rects.push({ colour: String(this.fillStyle), rect: [x, y, width, height] });
    },
  };
  return { context, fills, rects };
}

const red = { red: 200, green: 30, blue: 40 };
const cream = { red: 240, green: 230, blue: 210 };

// 2 needles by 2 rows at 20 stitches and 25 rows per 10 cm: each stitch 5 mm wide, each row 4 mm
// high. Row 0 (knitted first, at the bottom): red, cream; row 1: a cream purl, a cream knit.
const chart: PreviewKnitChart = {
  kind: 'knitChart',
  needles: 2,
  rows: 2,
  cells: Uint8Array.from([0, 1, 1, 1]),
  stitches: Uint8Array.from([0, 0, 1, 0]),
  yarns: [{ colour: red }, { colour: cream }],
  gauge: { stitchesPer10cm: 20, rowsPer10cm: 25 },
};

describe('the knitted look of a chart', () => {
  it('is as large as its needles and rows at the gauge', () => {
    expect(knitChartBox(chart)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 8 });
    expect(knitChartBox({ ...chart, needles: 0 })).toBeUndefined();
  });

  it('draws each stitch as loops of its yarn, row 0 at the bottom, purls across the stitch', () => {
    const { context, fills, rects } = recorder();
    // 10 px a millimetre: a stitch is 50 x 40 px.
    drawKnitChart(context, chart, { scale: 10, offsetX: 0, offsetY: 0 }, knitLoopShape);
    // The ground behind the loops covers the whole fabric.
    expect(rects).toHaveLength(1);
    expect(rects[0]!.rect).toEqual([0, 0, 100, 80]);
    expect(fills.map((fill) => fill.colour)).toEqual(['rgb(200, 30, 40)', 'rgb(240, 230, 210)']);
    const centres = (index: number) =>
      fills[index]!.ellipses.map((ellipse) => [Math.round(ellipse.x), Math.round(ellipse.y)]);
    // Red: one knit stitch, needle 0 of row 0, in the lower half: two legs at 30 % and 70 %.
    expect(centres(0)).toEqual([
      [15, 60],
      [35, 60],
    ]);
    // Cream: the knit of row 0 needle 1, the purl of row 1 needle 0 (one bump), the knit beside it.
    expect(centres(1)).toEqual([
      [65, 60],
      [85, 60],
      [25, 20],
      [65, 20],
      [85, 20],
    ]);
    const purl = fills[1]!.ellipses[2]!;
    expect(purl.radiusX).toBeGreaterThan(purl.radiusY);
    // The two legs of a knit stitch lean towards each other: a V.
    const [left, right] = fills[0]!.ellipses;
    expect(left!.rotation).toBeLessThan(0);
    expect(right!.rotation).toBeCloseTo(-left!.rotation);
  });

  it('starts each loop where its ellipse starts, so no stray line joins two loops', () => {
    const { context, fills } = recorder();
    drawKnitChart(context, chart, { scale: 10, offsetX: 3, offsetY: 7 }, knitLoopShape);
    for (const fill of fills) {
      expect(fill.moves).toHaveLength(fill.ellipses.length);
      fill.ellipses.forEach((ellipse, index) => {
        const [x, y] = fill.moves[index]!;
        expect(x).toBeCloseTo(ellipse.x + ellipse.radiusX * Math.cos(ellipse.rotation));
        expect(y).toBeCloseTo(ellipse.y + ellipse.radiusX * Math.sin(ellipse.rotation));
      });
    }
  });
});
