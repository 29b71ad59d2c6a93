// Chart pictures: the AYAB chart (one pixel a stitch, an indexed PNG whose palette holds the
// yarns, as AYAB reads it to drive Brother electronic machines) and a gridded chart for hand
// knitters. Both are drawn the way the fabric looks from the front: the first row knitted at the
// bottom, needle 0 at the left.
import { encode } from 'fast-png';
import { stitchCodes, usedYarns, type KnitChart } from './chart';
import { KnitError, requireInteger } from './errors';
import type { KnitMachine } from './machines';
import { assertFitsMachine } from './knitout';

/** The most colours AYAB knits in one piece. */
export const ayabMaximumColours = 6;

/** The AYAB chart: an 8-bit indexed PNG, one pixel a stitch, palette entry i = yarn i. */
export function writeAyabPng(chart: KnitChart, machine: KnitMachine): Uint8Array {
  assertFitsMachine(chart, machine, 'ayab-png');
  if (usedYarns(chart).length > ayabMaximumColours || chart.yarns.length > ayabMaximumColours) {
    throw new KnitError(
      'too-many-yarns',
      `AYAB knits at most ${ayabMaximumColours} colours; the chart has ${chart.yarns.length}`,
      {
        yarns: chart.yarns.length,
        limit: ayabMaximumColours,
        machine: machine.name,
      },
    );
  }
  const data = new Uint8Array(chart.needles * chart.rows);
  for (let row = 0; row < chart.rows; row++) {
    const fromTop = chart.rows - 1 - row;
    data.set(chart.cells.subarray(row * chart.needles, (row + 1) * chart.needles), fromTop * chart.needles);
  }
  return encode({
    width: chart.needles,
    height: chart.rows,
    data,
    depth: 8,
    channels: 1,
    palette: chart.yarns.map((yarn) => [yarn.colour.red, yarn.colour.green, yarn.colour.blue]),
  });
}

/** The widest cell of a hand-knitting chart, in pixels. */
export const maximumCellSize = 40;
/** The largest hand-knitting chart picture, in pixels either way. */
export const maximumChartPicture = 16_384;

/**
 * A chart for hand knitters: each stitch a cell `cellSize` pixels wide and as high as the gauge
 * makes a row (so the picture has the fabric's proportions), grid lines between cells and a darker
 * line every ten stitches and rows counted from the bottom right, where hand knitters start.
 * Symbols: a dot for purl, a bar for a slipped stitch, a V for a tuck, a slash for a cable.
 */
export function writeChartPng(chart: KnitChart, cellSize: number): Uint8Array {
  requireInteger('cellSize', cellSize, 4, maximumCellSize);
  const cellHeight = Math.max(
    3,
    Math.round((cellSize * chart.gauge.stitchesPer10cm) / chart.gauge.rowsPer10cm),
  );
  const width = chart.needles * cellSize + 1;
  const height = chart.rows * cellHeight + 1;
  if (width > maximumChartPicture || height > maximumChartPicture) {
    throw new KnitError('chart-too-large', `The chart picture would be ${width} × ${height} pixels`, {
      needles: chart.needles,
      rows: chart.rows,
      maximumNeedles: Math.floor((maximumChartPicture - 1) / cellSize),
      maximumRows: Math.floor((maximumChartPicture - 1) / cellHeight),
    });
  }
  const data = new Uint8Array(width * height * 3);
  const paint = (x: number, y: number, rgb: readonly number[]) => {
    const index = (y * width + x) * 3;
    data[index] = rgb[0]!;
    data[index + 1] = rgb[1]!;
    data[index + 2] = rgb[2]!;
  };
  for (let row = 0; row < chart.rows; row++) {
    const top = (chart.rows - 1 - row) * cellHeight;
    for (let needle = 0; needle < chart.needles; needle++) {
      const left = needle * cellSize;
      const cell = row * chart.needles + needle;
      const { red, green, blue } = chart.yarns[chart.cells[cell]!]!.colour;
      const light = red * 0.299 + green * 0.587 + blue * 0.114 > 128;
      const ink = light ? [0, 0, 0] : [255, 255, 255];
      for (let y = 1; y < cellHeight; y++)
        for (let x = 1; x < cellSize; x++) paint(left + x, top + y, [red, green, blue]);
      const symbol = symbolPixel(chart.stitches[cell]!, cellSize, cellHeight);
      for (let y = 1; y < cellHeight; y++)
        for (let x = 1; x < cellSize; x++) if (symbol(x, y)) paint(left + x, top + y, ink);
    }
  }
  // Grid: thin grey lines, dark every ten stitches from the right and ten rows from the bottom.
  for (let line = 0; line <= chart.needles; line++) {
    const dark = (chart.needles - line) % 10 === 0;
    for (let y = 0; y < height; y++) paint(line * cellSize, y, dark ? [40, 40, 40] : [170, 170, 170]);
  }
  for (let line = 0; line <= chart.rows; line++) {
    const dark = line % 10 === 0;
    const y = height - 1 - line * cellHeight;
    for (let x = 0; x < width; x++) paint(x, y, dark ? [40, 40, 40] : [170, 170, 170]);
  }
  return encode({ width, height, data, depth: 8, channels: 3 });
}

function symbolPixel(stitch: number, width: number, height: number): (x: number, y: number) => boolean {
  const centreX = width / 2;
  const centreY = height / 2;
  const radius = Math.max(1, Math.min(width, height) / 6);
  switch (stitch) {
    case stitchCodes.purl:
      return (x, y) => (x - centreX) ** 2 + (y - centreY) ** 2 <= radius ** 2;
    case stitchCodes.miss:
      return (x, y) => Math.abs(y - centreY) <= radius / 2 && Math.abs(x - centreX) <= width / 3;
    case stitchCodes.tuck:
      return (x, y) =>
        y >= height / 4 &&
        y <= (3 * height) / 4 &&
        Math.abs(Math.abs(x - centreX) - ((3 * height) / 4 - y) * (width / height) * 0.6) <= 1;
    case stitchCodes.cableLeft:
      return (x, y) => Math.abs(x / width - (1 - y / height)) <= 1.5 / width;
    case stitchCodes.cableRight:
      return (x, y) => Math.abs(x / width - y / height) <= 1.5 / width;
    default:
      return () => false;
  }
}
