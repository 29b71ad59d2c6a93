// Helpers for the package's tests (Node only, never imported by kernels): tiny images written
// out pixel by pixel, a deterministic test picture, and comparison with sharp.
import sharp, { type Sharp } from 'sharp';

import { imageFromData, type RasterImage } from './image';

export type Pixel = readonly [number, number, number, number];

/** An image from rows of [red, green, blue, alpha] pixels. */
export function imageOf(rows: readonly (readonly Pixel[])[], dpi = 72): RasterImage {
  const height = rows.length;
  const width = rows[0].length;
  return imageFromData(width, height, new Uint8ClampedArray(rows.flat(2)), { dpi });
}

/** The image as rows of [red, green, blue, alpha]. */
export function pixelsOf(image: RasterImage): Pixel[][] {
  const rows: Pixel[][] = [];
  for (let y = 0; y < image.height; y++) {
    const row: Pixel[] = [];
    for (let x = 0; x < image.width; x++) {
      const index = (y * image.width + x) * 4;
      row.push([image.data[index], image.data[index + 1], image.data[index + 2], image.data[index + 3]]);
    }
    rows.push(row);
  }
  return rows;
}

/** One channel of every pixel, row by row. */
export function channelOf(image: RasterImage, channel: 0 | 1 | 2 | 3): number[] {
  const values: number[] = [];
  for (let index = channel; index < image.data.length; index += 4) values.push(image.data[index]);
  return values;
}

/**
 * A photo-like opaque test picture: smooth diagonal ramps in each channel, a bright disc with a
 * hard edge and a fine checker patch, so that filters meet flat, smooth and sharp areas.
 */
export function testPicture(
  width: number,
  height: number,
  alpha: (x: number, y: number) => number = () => 255,
  checker = true,
): RasterImage {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 4;
      const inDisc = (x - width * 0.6) ** 2 + (y - height * 0.4) ** 2 < (Math.min(width, height) * 0.2) ** 2;
      const inChecker = checker && x < width * 0.25 && y > height * 0.7 && ((x >> 1) + (y >> 1)) % 2 === 0;
      data[index] = inDisc ? 240 : (x / width) * 200 + 20;
      data[index + 1] = inDisc ? 230 : (y / height) * 180 + 40;
      data[index + 2] = inChecker ? 250 : ((x + y) / (width + height)) * 160 + 30;
      data[index + 3] = alpha(x, y);
    }
  }
  return imageFromData(width, height, data);
}

export function toSharp(image: RasterImage): Sharp {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/** Runs a sharp pipeline to raw RGBA. */
export async function fromSharp(pipeline: Sharp, dpi = 72): Promise<RasterImage> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return imageFromData(info.width, info.height, new Uint8ClampedArray(data), { dpi });
}

export interface Difference {
  /** Largest absolute difference of any channel of any pixel. */
  readonly maximum: number;
  /** Mean absolute difference over all channels. */
  readonly mean: number;
}

/** Channel differences between two images of the same size, optionally ignoring a border. */
export function difference(first: RasterImage, second: RasterImage, border = 0): Difference {
  if (first.width !== second.width || first.height !== second.height) {
    throw new Error(`sizes differ: ${first.width}x${first.height} and ${second.width}x${second.height}`);
  }
  let maximum = 0;
  let total = 0;
  let count = 0;
  for (let y = border; y < first.height - border; y++) {
    for (let x = border; x < first.width - border; x++) {
      for (let channel = 0; channel < 4; channel++) {
        const index = (y * first.width + x) * 4 + channel;
        const delta = Math.abs(first.data[index] - second.data[index]);
        maximum = Math.max(maximum, delta);
        total += delta;
        count++;
      }
    }
  }
  return { maximum, mean: total / count };
}
