// The preview of a design: its output node's value drawn as a PNG no larger than the asked size
// either way. Images are scaled, drawings and stitch plans drawn as SVG and rasterised by sharp
// (librsvg), so no browser is needed.
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

async function svgToPng(svg: string, size: number): Promise<Uint8Array> {
  const png = await sharp(Buffer.from(svg), { density: 300 })
    .resize({ width: size, height: size, fit: 'inside' })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

/** A PNG of the first drawable output value (image, drawing or stitch plan), or undefined. */
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
    if (isPlan(value)) {
      const svg = planSvg(value);
      if (svg) return svgToPng(svg, size);
    }
    if (isDrawing(value) && value.paths.length > 0) return svgToPng(exportSvg(value, { margin: 1 }), size);
  }
  return undefined;
}
