// The preview of a design: its output node's value drawn as a PNG no larger than the asked size
// either way. Images are scaled; drawings, stitch plans and cut jobs drawn as SVG and rasterised
// by sharp (librsvg); knit charts knitted loop by loop into pixels; so no browser is needed.
import sharp from 'sharp';
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

interface KnitChartLike {
  kind: 'knitChart';
  needles: number;
  rows: number;
  cells: Uint8Array;
  stitches: Uint8Array;
  yarns: ReadonlyArray<{ colour: { red: number; green: number; blue: number } }>;
  gauge: { stitchesPer10cm: number; rowsPer10cm: number };
}

interface CutJobLike {
  kind: 'cutJob';
  paths: ReadonlyArray<{ points: ReadonlyArray<{ x: number; y: number }>; tool: string }>;
}

const isKnitChart = (value: unknown): value is KnitChartLike =>
  typeof value === 'object' &&
  value !== null &&
  (value as KnitChartLike).kind === 'knitChart' &&
  (value as KnitChartLike).cells instanceof Uint8Array;

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
/** The stitch code of a purl in the knit kernel (`stitchCodes.purl`). */
const purlCode = 1;

/**
 * A knit chart as knitted fabric: each stitch a V of two slanted legs in its yarn's colour on the
 * dark gaps between loops (a purl a bump across the stitch), sized by the gauge, the first row
 * knitted at the bottom. Charts too large for loops to show at the budget are drawn a colour per
 * stitch.
 */
async function knitChartPng(chart: KnitChartLike, size: number): Promise<Uint8Array | undefined> {
  if (chart.needles <= 0 || chart.rows <= 0 || chart.yarns.length === 0) return undefined;
  const aspect = chart.gauge.stitchesPer10cm / chart.gauge.rowsPer10cm; // row height / stitch width
  // Pixels across a stitch: enough for the preview's size, within the budget.
  const wanted = Math.max(12, Math.ceil(size / Math.max(chart.needles, chart.rows * aspect)));
  const across = Math.max(
    1,
    Math.min(64, wanted, Math.floor(Math.sqrt(knitPixelBudget / (chart.needles * chart.rows * aspect)))),
  );
  const down = Math.max(1, Math.round(across * aspect));
  const width = chart.needles * across;
  const height = chart.rows * down;
  const pixels = new Uint8ClampedArray(width * height * 4);
  const gap = chart.yarns
    .map((yarn) => yarn.colour)
    .reduce((sum, colour) => ({
      red: sum.red + colour.red,
      green: sum.green + colour.green,
      blue: sum.blue + colour.blue,
    }));
  const ground = [gap.red, gap.green, gap.blue].map((channel) => (channel / chart.yarns.length) * 0.35);
  const loops = across >= 3;
  for (let row = 0; row < chart.rows; row += 1) {
    const top = (chart.rows - 1 - row) * down;
    for (let needle = 0; needle < chart.needles; needle += 1) {
      const cell = row * chart.needles + needle;
      const colour = chart.yarns[chart.cells[cell]!]?.colour ?? chart.yarns[0]!.colour;
      const purl = chart.stitches[cell] === purlCode;
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
          pixels[offset] = inLoop ? colour.red : ground[0]!;
          pixels[offset + 1] = inLoop ? colour.green : ground[1]!;
          pixels[offset + 2] = inLoop ? colour.blue : ground[2]!;
          pixels[offset + 3] = 255;
        }
      }
    }
  }
  const png = await sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 4 } })
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
