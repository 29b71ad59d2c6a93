// Charts from pictures: an image averaged into one colour a stitch and reduced to the yarns, or a
// drawing sampled at each stitch's centre.
import {
  checkChartSize,
  checkGauge,
  createChart,
  maximumYarns,
  yarnOfColour,
  type Gauge,
  type KnitChart,
  type Yarn,
} from './chart';
import { KnitError } from './errors';

export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/**
 * The mean colour of each stitch's share of an RGBA image (rows from the top, straight alpha),
 * as RGBA cells of `needles` × `rows`, also from the top. Transparent pixels count as white, the
 * colour of an empty chart.
 */
export function averageCells(
  image: { width: number; height: number; pixels: Uint8ClampedArray | Uint8Array },
  needles: number,
  rows: number,
): Uint8ClampedArray {
  checkChartSize(needles, rows);
  if (image.width < 1 || image.height < 1) throw new KnitError('empty-chart', 'The image has no pixels');
  const cells = new Uint8ClampedArray(needles * rows * 4);
  for (let row = 0; row < rows; row++) {
    const top = Math.floor((row * image.height) / rows);
    const bottom = Math.max(top + 1, Math.floor(((row + 1) * image.height) / rows));
    for (let needle = 0; needle < needles; needle++) {
      const left = Math.floor((needle * image.width) / needles);
      const right = Math.max(left + 1, Math.floor(((needle + 1) * image.width) / needles));
      let red = 0;
      let green = 0;
      let blue = 0;
      let count = 0;
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const index = (y * image.width + x) * 4;
          const alpha = image.pixels[index + 3]! / 255;
          red += image.pixels[index]! * alpha + 255 * (1 - alpha);
          green += image.pixels[index + 1]! * alpha + 255 * (1 - alpha);
          blue += image.pixels[index + 2]! * alpha + 255 * (1 - alpha);
          count++;
        }
      }
      const cell = (row * needles + needle) * 4;
      cells[cell] = Math.round(red / count);
      cells[cell + 1] = Math.round(green / count);
      cells[cell + 2] = Math.round(blue / count);
      cells[cell + 3] = 255;
    }
  }
  return cells;
}

/** The nearest yarn of a colour (Euclidean distance in RGB; the first on a tie). */
export function nearestYarn(yarns: readonly Yarn[], colour: Rgb): number {
  let best = 0;
  let bestDistance = Infinity;
  yarns.forEach((yarn, index) => {
    const distance =
      (yarn.colour.red - colour.red) ** 2 +
      (yarn.colour.green - colour.green) ** 2 +
      (yarn.colour.blue - colour.blue) ** 2;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

/**
 * A chart from RGBA cells given from the top (as `averageCells` gives them), each cell the
 * nearest of the yarns. Row 0 of the chart is the bottom row of the cells.
 */
export function chartFromCells(
  cells: Uint8ClampedArray,
  needles: number,
  rows: number,
  yarns: readonly Yarn[],
  gauge: Gauge,
): KnitChart {
  checkYarnCount(yarns.length);
  const chart = createChart({ needles, rows, yarns: [...yarns], gauge });
  for (let row = 0; row < rows; row++) {
    const fromTop = rows - 1 - row;
    for (let needle = 0; needle < needles; needle++) {
      const index = (fromTop * needles + needle) * 4;
      chart.cells[row * needles + needle] = nearestYarn(yarns, {
        red: cells[index]!,
        green: cells[index + 1]!,
        blue: cells[index + 2]!,
      });
    }
  }
  return withUsedYarnsOnly(chart);
}

/** A shape of a drawing as the chart sees it: its colour and rings in millimetres, y downwards. */
export interface ChartShape {
  colour: Rgb;
  rings: { x: number; y: number }[][];
  fillRule: 'nonzero' | 'evenodd';
}

/**
 * A chart from filled shapes: each stitch takes the colour of the topmost shape (the last in
 * painting order) covering its centre, or the background. The chart spans the shapes' bounds;
 * one stitch is 100 / stitchesPer10cm millimetres wide and 100 / rowsPer10cm high.
 */
export function chartFromShapes(shapes: readonly ChartShape[], gauge: Gauge, background: Rgb): KnitChart {
  checkGauge(gauge);
  const points = shapes.flatMap((shape) => shape.rings.flat());
  if (points.length === 0) throw new KnitError('empty-chart', 'The drawing has no filled shape to chart');
  const minimumX = Math.min(...points.map((point) => point.x));
  const maximumX = Math.max(...points.map((point) => point.x));
  const minimumY = Math.min(...points.map((point) => point.y));
  const maximumY = Math.max(...points.map((point) => point.y));
  const stitchWidth = 100 / gauge.stitchesPer10cm;
  const rowHeight = 100 / gauge.rowsPer10cm;
  const needles = Math.max(1, Math.round((maximumX - minimumX) / stitchWidth));
  const rows = Math.max(1, Math.round((maximumY - minimumY) / rowHeight));
  checkChartSize(needles, rows);
  const yarns: Yarn[] = [yarnOfColour(background)];
  const yarnOf = (colour: Rgb) => {
    const found = yarns.findIndex(
      (yarn) =>
        yarn.colour.red === colour.red &&
        yarn.colour.green === colour.green &&
        yarn.colour.blue === colour.blue,
    );
    if (found >= 0) return found;
    yarns.push(yarnOfColour(colour));
    checkYarnCount(yarns.length);
    return yarns.length - 1;
  };
  const shapeYarns = shapes.map((shape) => yarnOf(shape.colour));
  const chart = createChart({ needles, rows, yarns, gauge });
  for (let row = 0; row < rows; row++) {
    // Row 0 is the bottom of the fabric: the largest y of a drawing whose y axis points down.
    const y = maximumY - (row + 0.5) * rowHeight;
    for (let needle = 0; needle < needles; needle++) {
      const x = minimumX + (needle + 0.5) * stitchWidth;
      for (let index = shapes.length - 1; index >= 0; index--) {
        if (insideShape(shapes[index]!, x, y)) {
          chart.cells[row * needles + needle] = shapeYarns[index]!;
          break;
        }
      }
    }
  }
  return chart;
}

/** Winding-number or crossing test of a point against a shape's rings. */
function insideShape(shape: ChartShape, x: number, y: number): boolean {
  let winding = 0;
  let crossings = 0;
  for (const ring of shape.rings) {
    for (let index = 0; index < ring.length; index++) {
      const a = ring[index]!;
      const b = ring[(index + 1) % ring.length]!;
      if (a.y <= y !== b.y <= y) {
        const crossX = a.x + ((y - a.y) / (b.y - a.y)) * (b.x - a.x);
        if (crossX > x) {
          crossings++;
          winding += b.y > a.y ? 1 : -1;
        }
      }
    }
  }
  return shape.fillRule === 'evenodd' ? crossings % 2 === 1 : winding !== 0;
}

function checkYarnCount(count: number): void {
  if (count < 1 || count > maximumYarns) {
    throw new KnitError('too-many-yarns', `A chart holds 1 to ${maximumYarns} yarns, got ${count}`, {
      yarns: count,
      limit: maximumYarns,
    });
  }
}

/** The chart with the yarns no cell uses left out, the others renumbered in order. */
export function withUsedYarnsOnly(chart: KnitChart): KnitChart {
  const used = new Set(chart.cells);
  if (used.size === chart.yarns.length) return chart;
  const mapping = new Map<number, number>();
  const yarns: Yarn[] = [];
  chart.yarns.forEach((yarn, index) => {
    if (!used.has(index)) return;
    mapping.set(index, yarns.length);
    yarns.push(yarn);
  });
  return { ...chart, yarns, cells: chart.cells.map((cell) => mapping.get(cell)!) };
}
