// Draws a knit chart as knitted fabric: every stitch a loop in its yarn's colour, at the size the
// chart's gauge gives it, so a preview looks like the fabric rather than like square pixels.
// Knit stitches show as the two legs of a V, purl stitches as a rounded bump across the stitch,
// tucks and slipped (missed) stitches as a narrowed loop with the yarn of the row before showing
// through. Pure drawing on a context (render.ts makes the canvas), tested by recording the calls.
import type { Box, Placement } from './fit';
import { cssColour, shade } from './drawing';

/** The part of a knit chart the preview reads (the knitChart socket's value, @atelier/knit). */
export interface PreviewKnitChart {
  kind: 'knitChart';
  needles: number;
  rows: number;
  /** Yarn index per cell, row-major, row 0 the first row knitted (the bottom of the fabric). */
  cells: Uint8Array;
  /** Stitch structure per cell, same layout (`stitchCodes`). */
  stitches: Uint8Array;
  yarns: ReadonlyArray<{ colour: { red: number; green: number; blue: number } }>;
  gauge: { stitchesPer10cm: number; rowsPer10cm: number };
}

/** How the preview draws each stitch code of the chart. */
export type LoopShape = 'knit' | 'purl' | 'tuck' | 'miss';

/** The chart's size in millimetres: needles and rows at its gauge. */
export function knitChartBox(chart: PreviewKnitChart): Box | undefined {
  if (chart.needles <= 0 || chart.rows <= 0) return undefined;
  const { stitchWidth, rowHeight } = loopSize(chart);
  return { minX: 0, minY: 0, maxX: chart.needles * stitchWidth, maxY: chart.rows * rowHeight };
}

/** One stitch's width and one row's height in millimetres. */
export function loopSize(chart: PreviewKnitChart): { stitchWidth: number; rowHeight: number } {
  return {
    stitchWidth: 100 / Math.max(chart.gauge.stitchesPer10cm, 0.1),
    rowHeight: 100 / Math.max(chart.gauge.rowsPer10cm, 0.1),
  };
}

export function isPreviewKnitChart(value: unknown): value is PreviewKnitChart {
  if (typeof value !== 'object' || value === null) return false;
  const chart = value as Record<string, unknown>;
  return (
    chart['kind'] === 'knitChart' &&
    typeof chart['needles'] === 'number' &&
    typeof chart['rows'] === 'number' &&
    chart['cells'] instanceof Uint8Array &&
    chart['stitches'] instanceof Uint8Array &&
    Array.isArray(chart['yarns']) &&
    typeof chart['gauge'] === 'object' &&
    chart['gauge'] !== null
  );
}

/** The part of the 2D context the loops use. */
export interface KnitDrawingContext {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  ellipse(
    x: number,
    y: number,
    radiusX: number,
    radiusY: number,
    rotation: number,
    startAngle: number,
    endAngle: number,
  ): void;
  fill(): void;
  stroke(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
}

/** The legs' slant from upright, in radians. */
const legSlant = 0.55;

/**
 * The chart as fabric: a dark ground of the yarns' mean colour (the gaps between loops), then,
 * yarn by yarn in one path each, every loop of that yarn. `shapeOf` says how each stitch code
 * looks; codes it does not know are drawn as knit stitches.
 */
export function drawKnitChart(
  context: KnitDrawingContext,
  chart: PreviewKnitChart,
  placement: Placement,
  shapeOf: (code: number) => LoopShape,
) {
  const { scale, offsetX, offsetY } = placement;
  const { stitchWidth, rowHeight } = loopSize(chart);
  const w = stitchWidth * scale;
  const h = rowHeight * scale;
  const ground = meanColour(chart.yarns.map((yarn) => yarn.colour));
  context.fillStyle = cssColour(shade(ground, 0.35));
  context.fillRect(offsetX, offsetY, chart.needles * w, chart.rows * h);
  const outline = Math.max(0.5, Math.min(w, h) * 0.08);
  for (let yarn = 0; yarn < chart.yarns.length; yarn += 1) {
    context.beginPath();
    let any = false;
    for (let row = 0; row < chart.rows; row += 1) {
      // Row 0 is knitted first and lies at the bottom of the fabric.
      const top = offsetY + (chart.rows - 1 - row) * h;
      for (let needle = 0; needle < chart.needles; needle += 1) {
        const index = row * chart.needles + needle;
        if (chart.cells[index] !== yarn) continue;
        any = true;
        addLoop(context, shapeOf(chart.stitches[index] ?? 0), offsetX + needle * w, top, w, h);
      }
    }
    if (!any) continue;
    const colour = chart.yarns[yarn]!.colour;
    context.fillStyle = cssColour(colour);
    context.fill();
    // Dark yarns get a lighter edge, so their loops still show against the gaps.
    const dark = 0.2126 * colour.red + 0.7152 * colour.green + 0.0722 * colour.blue < 70;
    context.strokeStyle = cssColour(dark ? shade(colour, 1, 0.4) : shade(colour, 0.6));
    context.lineWidth = outline;
    context.stroke();
  }
}

/** Adds one stitch's loop, in the cell whose top left is (x, y) and size w x h pixels, to the path. */
function addLoop(context: KnitDrawingContext, shape: LoopShape, x: number, y: number, w: number, h: number) {
  const leg = (centreX: number, slant: number, narrow: number) => {
    const radiusX = w * 0.24 * narrow;
    const radiusY = h * 0.62;
    // A new subpath at the ellipse's own start, so no line joins it to the loop before.
    context.moveTo(centreX + radiusX * Math.cos(slant), y + h * 0.5 + radiusX * Math.sin(slant));
    context.ellipse(centreX, y + h * 0.5, radiusX, radiusY, slant, 0, Math.PI * 2);
  };
  switch (shape) {
    case 'purl':
      context.moveTo(x + w * 0.96, y + h * 0.5);
      context.ellipse(x + w * 0.5, y + h * 0.5, w * 0.46, h * 0.34, 0, 0, Math.PI * 2);
      return;
    case 'tuck':
      // A tuck holds an extra loop: wider, shorter legs.
      leg(x + w * 0.3, -legSlant * 1.4, 1.15);
      leg(x + w * 0.7, legSlant * 1.4, 1.15);
      return;
    case 'miss':
      // A slipped stitch is stretched over two rows and narrow; the float lies behind it.
      leg(x + w * 0.4, -legSlant * 0.4, 0.6);
      leg(x + w * 0.6, legSlant * 0.4, 0.6);
      return;
    default:
      leg(x + w * 0.3, -legSlant, 1);
      leg(x + w * 0.7, legSlant, 1);
  }
}

function meanColour(colours: ReadonlyArray<{ red: number; green: number; blue: number }>) {
  if (colours.length === 0) return { red: 128, green: 128, blue: 128 };
  const sum = colours.reduce(
    (total, colour) => ({
      red: total.red + colour.red,
      green: total.green + colour.green,
      blue: total.blue + colour.blue,
    }),
    { red: 0, green: 0, blue: 0 },
  );
  return {
    red: sum.red / colours.length,
    green: sum.green / colours.length,
    blue: sum.blue / colours.length,
  };
}
