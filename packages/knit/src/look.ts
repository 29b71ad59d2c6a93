// The knitted look of a chart: the fabric as it looks from the front, each stitch a V of two legs
// in its yarn's colour (a purl a bump across the stitch) on the dark gaps between the loops, the
// first row knitted at the bottom and every stitch as wide and high as the gauge makes it. It is
// what a preview shows and what a 3D product wears, so a knitted panel can be seen on a cushion.
import { stitchCodes, type KnitChart } from './chart';
import { KnitError, requireInteger } from './errors';

/** The most pixels a stitch is drawn across: beyond it a loop shows no more detail. */
export const maximumPixelsPerStitch = 64;
/** Below this many pixels across, a stitch is drawn as a square of its colour, without loops. */
export const minimumPixelsPerLoop = 3;
/** The largest knitted look, in pixels either way: the texture size GPUs commonly take. */
export const maximumKnittedLookSide = 8192;
/** The most pixels a knitted look holds (4096 x 4096), so a large chart cannot exhaust memory. */
export const maximumKnittedLookPixels = 16_777_216;

/** How dark the gaps between loops are, as a part of the yarns' mean colour. */
const gapShade = 0.35;

/**
 * An image of straight RGBA pixels, row-major from the top left, with its resolution: the shape
 * of the graph's images, so a knitted look goes wherever an image goes.
 */
export interface KnittedLook {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  dotsPerInch: number;
}

export interface KnittedLookOptions {
  /** Pixels across one stitch; a row is as high as the gauge makes it (rows are usually shorter). */
  pixelsPerStitch: number;
}

/** Pixels down one row for `pixelsPerStitch` across a stitch: the gauge's stitch height to width. */
function pixelsPerRowOf(chart: KnitChart, pixelsPerStitch: number): number {
  return Math.max(1, Math.round((pixelsPerStitch * chart.gauge.stitchesPer10cm) / chart.gauge.rowsPer10cm));
}

/** The size of the chart's knitted look at `pixelsPerStitch`, in pixels. */
export function knittedLookSize(
  chart: KnitChart,
  pixelsPerStitch: number,
): { width: number; height: number } {
  return {
    width: chart.needles * pixelsPerStitch,
    height: chart.rows * pixelsPerRowOf(chart, pixelsPerStitch),
  };
}

/** The most pixels per stitch whose knitted look fits the size limits (0 when none does). */
export function largestPixelsPerStitch(chart: KnitChart): number {
  for (let pixelsPerStitch = maximumPixelsPerStitch; pixelsPerStitch >= 1; pixelsPerStitch -= 1) {
    const { width, height } = knittedLookSize(chart, pixelsPerStitch);
    if (
      width <= maximumKnittedLookSide &&
      height <= maximumKnittedLookSide &&
      width * height <= maximumKnittedLookPixels
    )
      return pixelsPerStitch;
  }
  return 0;
}

/**
 * Draws the chart as knitted fabric, `pixelsPerStitch` pixels across a stitch. A knit stitch's two
 * legs lean in to meet at the stitch's bottom middle, as the V of stockinette does; a purl is the
 * oval bump a purl shows on the front. Refuses (as an `invalid-option` on `pixelsPerStitch`) a size
 * whose picture would be larger than the limits, naming the most that fits.
 */
export function knittedLook(chart: KnitChart, options: KnittedLookOptions): KnittedLook {
  const largest = Math.min(maximumPixelsPerStitch, largestPixelsPerStitch(chart));
  const across = requireInteger('pixelsPerStitch', options.pixelsPerStitch, 1, maximumPixelsPerStitch);
  if (across > largest) {
    throw new KnitError(
      'invalid-option',
      `At ${across} pixels per stitch the knitted look of ${chart.needles} × ${chart.rows} stitches is larger than ${maximumKnittedLookSide} pixels either way or ${maximumKnittedLookPixels} pixels; at most ${largest} fit`,
      { option: 'pixelsPerStitch', minimum: 1, maximum: largest },
    );
  }
  const down = pixelsPerRowOf(chart, across);
  const { width, height } = knittedLookSize(chart, across);
  const pixels = new Uint8ClampedArray(width * height * 4);
  const sum = { red: 0, green: 0, blue: 0 };
  for (const yarn of chart.yarns) {
    sum.red += yarn.colour.red;
    sum.green += yarn.colour.green;
    sum.blue += yarn.colour.blue;
  }
  const gap = [sum.red, sum.green, sum.blue].map((channel) => (channel / chart.yarns.length) * gapShade);
  const loops = across >= minimumPixelsPerLoop;
  for (let row = 0; row < chart.rows; row += 1) {
    const top = (chart.rows - 1 - row) * down;
    for (let needle = 0; needle < chart.needles; needle += 1) {
      const cell = row * chart.needles + needle;
      const colour = chart.yarns[chart.cells[cell]!]?.colour ?? chart.yarns[0]!.colour;
      const purl = chart.stitches[cell] === stitchCodes.purl;
      for (let dy = 0; dy < down; dy += 1) {
        // 0 at the top of the stitch, 1 at its bottom.
        const v = (dy + 0.5) / down;
        for (let dx = 0; dx < across; dx += 1) {
          const u = (dx + 0.5) / across;
          let inLoop = true;
          if (loops) {
            if (purl) inLoop = ((u - 0.5) / 0.48) ** 2 + ((v - 0.5) / 0.36) ** 2 <= 1;
            else {
              // Two legs meeting at the bottom middle: distance from the V's two lines.
              const leg = Math.abs(Math.abs(u - 0.5) - 0.3 * (1 - v) - 0.02);
              inLoop = leg < 0.17;
            }
          }
          const offset = ((top + dy) * width + needle * across + dx) * 4;
          pixels[offset] = inLoop ? colour.red : gap[0]!;
          pixels[offset + 1] = inLoop ? colour.green : gap[1]!;
          pixels[offset + 2] = inLoop ? colour.blue : gap[2]!;
          pixels[offset + 3] = 255;
        }
      }
    }
  }
  // One stitch is 100 / stitchesPer10cm millimetres wide: the picture has the fabric's size.
  const dotsPerInch = (across * chart.gauge.stitchesPer10cm * 25.4) / 100;
  return { width, height, pixels, dotsPerInch };
}
