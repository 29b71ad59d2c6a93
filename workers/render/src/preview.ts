// The preview of a design: its output node's value drawn as a PNG no larger than the asked size
// either way. Images are scaled; drawings, stitch plans and cut jobs drawn as SVG and rasterised
// by sharp (librsvg); knit charts knitted loop by loop into pixels; so no browser is needed.
import sharp from 'sharp';
import {
  isKnitChart,
  KnitError,
  knittedLook,
  largestPixelsPerStitch,
  maximumPixelsPerStitch,
  type KnitChart,
} from '@atelier/knit';
import { exportSvg, type VectorDrawing } from '@atelier/vector';

interface Pixels {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

interface PlanLike {
  blocks: ReadonlyArray<{
    thread: { colour: { red: number; green: number; blue: number } };
    stitches: ReadonlyArray<{ x: number; y: number; kind: string }>;
  }>;
}

const isImage = (value: unknown): value is Pixels =>
  typeof value === 'object' &&
  value !== null &&
  (value as Pixels).pixels instanceof Uint8ClampedArray &&
  Number.isInteger((value as Pixels).width) &&
  Number.isInteger((value as Pixels).height);

interface CutJobLike {
  kind: 'cutJob';
  paths: ReadonlyArray<{ points: ReadonlyArray<{ x: number; y: number }>; tool: string }>;
}

const isCutJob = (value: unknown): value is CutJobLike =>
  typeof value === 'object' &&
  value !== null &&
  (value as CutJobLike).kind === 'cutJob' &&
  Array.isArray((value as CutJobLike).paths);

const isDrawing = (value: unknown): value is VectorDrawing =>
  typeof value === 'object' && value !== null && Array.isArray((value as VectorDrawing).paths);

const isPlan = (value: unknown): value is PlanLike =>
  typeof value === 'object' && value !== null && Array.isArray((value as PlanLike).blocks);

/** The stitches as lines in their thread colours, jumps left out; plan units are 0.1 mm. */
function planSvg(plan: PlanLike): string | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const paths: string[] = [];
  for (const block of plan.blocks) {
    const { red, green, blue } = block.thread.colour;
    let data = '';
    let pen = false;
    for (const stitch of block.stitches) {
      minX = Math.min(minX, stitch.x);
      minY = Math.min(minY, stitch.y);
      maxX = Math.max(maxX, stitch.x);
      maxY = Math.max(maxY, stitch.y);
      if (stitch.kind === 'stitch') {
        data += `${pen ? 'L' : 'M'}${stitch.x} ${stitch.y}`;
        pen = true;
      } else {
        pen = false;
      }
    }
    if (data)
      paths.push(
        `<path d="${data}" fill="none" stroke="rgb(${red},${green},${blue})" stroke-width="3" stroke-linejoin="round"/>`,
      );
  }
  if (!Number.isFinite(minX)) return undefined;
  const margin = 10;
  const width = Math.max(maxX - minX, 1) + 2 * margin;
  const height = Math.max(maxY - minY, 1) + 2 * margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${minX - margin} ${minY - margin} ${width} ${height}">${paths.join('')}</svg>`;
}

/** The most pixels a knitted preview is drawn at before it is scaled down. */
const knitPixelBudget = 4_000_000;

/**
 * A knit chart as knitted fabric (the knit kernel's knitted look), each stitch drawn large enough
 * for the preview's size within the budget, then scaled to fit. Charts too large for loops to
 * show at the budget are drawn a colour per stitch.
 */
async function knitChartPng(chart: KnitChart, size: number): Promise<Uint8Array | undefined> {
  const aspect = chart.gauge.stitchesPer10cm / chart.gauge.rowsPer10cm; // row height / stitch width
  // Pixels across a stitch: enough for the preview's size, within the budget.
  const wanted = Math.max(12, Math.ceil(size / Math.max(chart.needles, chart.rows * aspect)));
  const across = Math.max(
    1,
    Math.min(
      maximumPixelsPerStitch,
      largestPixelsPerStitch(chart),
      wanted,
      Math.floor(Math.sqrt(knitPixelBudget / (chart.needles * chart.rows * aspect))),
    ),
  );
  let look;
  try {
    look = knittedLook(chart, { pixelsPerStitch: across });
  } catch (error) {
    // A chart whose fabric is too tall to draw even a pixel a stitch has no preview.
    if (error instanceof KnitError) return undefined;
    throw error;
  }
  const png = await sharp(Buffer.from(look.pixels.buffer), {
    raw: { width: look.width, height: look.height, channels: 4 },
  })
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** The colours cut paths are drawn in, by tool; the travel between them dashed red. */
const toolColours: Readonly<Record<string, string>> = {
  cut: '#1f2a36',
  precut: '#7d8a99',
  weed: '#8f6bd1',
  registration: '#000000',
  draw: '#2f6fde',
};

/** A cut job as the plotter moves: every path by tool on white, travel moves dashed. */
function cutJobSvg(job: CutJobLike): string | undefined {
  let minX = 0;
  let minY = 0;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const paths: string[] = [];
  let travel = '';
  let previous = { x: 0, y: 0 };
  for (const path of job.paths) {
    if (path.points.length === 0) continue;
    let data = '';
    for (const [index, point] of path.points.entries()) {
      minX = Math.min(minX, point.x);
      minY = Math.min(minY, point.y);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
      data += `${index === 0 ? 'M' : 'L'}${point.x.toFixed(3)} ${point.y.toFixed(3)}`;
    }
    const start = path.points[0]!;
    travel += `M${previous.x.toFixed(3)} ${previous.y.toFixed(3)}L${start.x.toFixed(3)} ${start.y.toFixed(3)}`;
    previous = path.points[path.points.length - 1]!;
    paths.push(
      `<path d="${data}" fill="none" stroke="${toolColours[path.tool] ?? toolColours['cut']}" stroke-width="0.4" stroke-linejoin="round"/>`,
    );
  }
  if (!Number.isFinite(maxX)) return undefined;
  const margin = 2;
  const width = Math.max(maxX - minX, 1) + 2 * margin;
  const height = Math.max(maxY - minY, 1) + 2 * margin;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="${minX - margin} ${minY - margin} ${width} ${height}"><rect x="${minX - margin}" y="${minY - margin}" width="${width}" height="${height}" fill="#ffffff"/>${paths.join('')}<path d="${travel}" fill="none" stroke="#e0413a" stroke-width="0.25" stroke-dasharray="1 1"/></svg>`;
}

async function svgToPng(svg: string, size: number): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .resize({ width: size, height: size, fit: 'inside' })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** A PNG of the first drawable output value (image, drawing, stitch plan, knit chart or cut job), or undefined. */
export async function renderPreview(
  values: Readonly<Record<string, unknown>>,
  size: number,
): Promise<Uint8Array | undefined> {
  for (const value of Object.values(values)) {
    if (isImage(value)) {
      const png = await sharp(
        Buffer.from(value.pixels.buffer, value.pixels.byteOffset, value.pixels.byteLength),
        {
          raw: { width: value.width, height: value.height, channels: 4 },
        },
      )
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
      return new Uint8Array(png);
    }
    if (isKnitChart(value)) {
      const png = await knitChartPng(value, size);
      if (png) return png;
      continue;
    }
    if (isCutJob(value)) {
      const svg = cutJobSvg(value);
      if (svg) return svgToPng(svg, size);
      continue;
    }
    if (isPlan(value)) {
      const svg = planSvg(value);
      if (svg) return svgToPng(svg, size);
    }
    if (isDrawing(value) && value.paths.length > 0) return svgToPng(exportSvg(value, { margin: 1 }), size);
  }
  return undefined;
}
