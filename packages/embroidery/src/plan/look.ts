// The stitched look of a plan: the thread it leaves on the fabric drawn as an image at a chosen
// resolution, so an embroidered design can go where images go (onto a 3D product, into a
// layout). Each stitch is a strand of thread of the chosen width, lit across its round
// section (darker at its edges, brightest along its middle), laid in sewing order so later
// stitches cover earlier ones, as on the machine.
import { EmbroideryError, requireNumber } from '../errors';
import { threadLines } from './lines';
import type { StitchPlan, ThreadColour } from './plan';

/** Millimetres per inch. */
const millimetresPerInch = 25.4;
/** The longest side a stitched look may have, in pixels. */
export const maximumStitchedLookSide = 8192;
/** The most pixels a stitched look may have (width × height). */
export const maximumStitchedLookPixels = 4096 * 4096;
/** Brightness at the thread's edge and the extra at its middle, as factors of the thread colour. */
const edgeShade = 0.7;
const middleLift = 0.42;

export interface StitchedLookOptions {
  /** Pixels per inch of the image; 254 is 10 pixels per millimetre. */
  dotsPerInch: number;
  /** The thread's width on the fabric, in millimetres (a 40-weight thread lies about 0.4 mm wide). */
  threadWidth: number;
  /** Fabric left around the design, in millimetres. */
  margin: number;
  /** The fabric's colour; transparent when absent, so the image can be laid over any ground. */
  fabric?: ThreadColour;
}

export interface StitchedLook {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  dotsPerInch: number;
  /** Where the image's top-left corner lies in the plan's coordinates, in millimetres. */
  origin: { x: number; y: number };
}

/** The stitched look of a plan. Refuses an empty plan and a picture larger than the limits. */
export function stitchedLook(plan: StitchPlan, options: StitchedLookOptions): StitchedLook {
  const dotsPerInch = requireNumber('dotsPerInch', options.dotsPerInch, 10, 2400);
  const threadWidth = requireNumber('threadWidth', options.threadWidth, 0.05, 5);
  const margin = requireNumber('margin', options.margin, 0, 100);
  const blocks = threadLines(plan).filter((block) => block.lines.length > 0);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const block of blocks)
    for (const line of block.lines)
      for (const point of line) {
        minX = Math.min(minX, point.x);
        minY = Math.min(minY, point.y);
        maxX = Math.max(maxX, point.x);
        maxY = Math.max(maxY, point.y);
      }
  if (!Number.isFinite(minX))
    throw new EmbroideryError('empty-plan', 'The stitch plan has no stitch to show');
  const pixelsPerMillimetre = dotsPerInch / millimetresPerInch;
  const origin = { x: minX - margin - threadWidth / 2, y: minY - margin - threadWidth / 2 };
  const width = Math.max(1, Math.ceil((maxX - minX + 2 * margin + threadWidth) * pixelsPerMillimetre));
  const height = Math.max(1, Math.ceil((maxY - minY + 2 * margin + threadWidth) * pixelsPerMillimetre));
  if (
    width > maximumStitchedLookSide ||
    height > maximumStitchedLookSide ||
    width * height > maximumStitchedLookPixels
  ) {
    throw new EmbroideryError(
      'invalid-option',
      `At ${dotsPerInch} dpi the stitched look would be ${width} × ${height} pixels, more than ${maximumStitchedLookSide} pixels either way or ${maximumStitchedLookPixels} pixels in all`,
      {
        option: 'dotsPerInch',
        minimum: 10,
        maximum: Math.floor(
          dotsPerInch *
            Math.min(
              maximumStitchedLookSide / Math.max(width, height),
              Math.sqrt(maximumStitchedLookPixels / (width * height)),
            ),
        ),
      },
    );
  }
  const pixels = new Uint8ClampedArray(width * height * 4);
  if (options.fabric) {
    const { red, green, blue } = options.fabric;
    for (let index = 0; index < pixels.length; index += 4) {
      pixels[index] = red;
      pixels[index + 1] = green;
      pixels[index + 2] = blue;
      pixels[index + 3] = 255;
    }
  }
  const radius = (threadWidth / 2) * pixelsPerMillimetre;
  for (const block of blocks) {
    const colour = block.thread.colour;
    for (const line of block.lines) {
      for (let index = 1; index < line.length; index += 1) {
        const from = line[index - 1]!;
        const to = line[index]!;
        strand(
          pixels,
          width,
          height,
          (from.x - origin.x) * pixelsPerMillimetre,
          (from.y - origin.y) * pixelsPerMillimetre,
          (to.x - origin.x) * pixelsPerMillimetre,
          (to.y - origin.y) * pixelsPerMillimetre,
          radius,
          colour,
        );
      }
    }
  }
  return { width, height, pixels, dotsPerInch, origin };
}

/** Lays one stitch's strand from (ax, ay) to (bx, by), in pixels, over what lies there. */
function strand(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
  colour: ThreadColour,
) {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const reach = radius + 0.5;
  const left = Math.max(0, Math.floor(Math.min(ax, bx) - reach));
  const right = Math.min(width - 1, Math.ceil(Math.max(ax, bx) + reach));
  const top = Math.max(0, Math.floor(Math.min(ay, by) - reach));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(ay, by) + reach));
  for (let y = top; y <= bottom; y += 1) {
    const py = y + 0.5 - ay;
    for (let x = left; x <= right; x += 1) {
      const px = x + 0.5 - ax;
      const along = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / lengthSquared));
      const ox = px - along * dx;
      const oy = py - along * dy;
      const distance = Math.sqrt(ox * ox + oy * oy);
      // Coverage of the pixel by the strand's edge, antialiased over one pixel.
      const coverage = Math.min(1, Math.max(0, reach - distance));
      if (coverage <= 0) continue;
      const across = Math.min(1, distance / Math.max(radius, 0.5));
      const shade = edgeShade + middleLift * Math.sqrt(1 - across * across);
      const offset = (y * width + x) * 4;
      const behind = pixels[offset + 3]! / 255;
      // Over-compositing: the strand over what is already there (fabric or earlier thread).
      const alpha = coverage + behind * (1 - coverage);
      const mix = (channel: number, value: number) =>
        alpha === 0
          ? 0
          : (value * shade * coverage + pixels[offset + channel]! * behind * (1 - coverage)) / alpha;
      pixels[offset] = mix(0, colour.red);
      pixels[offset + 1] = mix(1, colour.green);
      pixels[offset + 2] = mix(2, colour.blue);
      pixels[offset + 3] = alpha * 255;
    }
  }
}
