// Indexed PNG (colour type 3) of a bitmap, encoded by fast-png, a pure JavaScript encoder that
// runs in the browser as well as in Node: 1 bit per pixel for two colours, else 8.
import { encode } from 'fast-png';
import type { IndexedBitmap } from './bitmap';

/** What the writer can do: palettes of up to 256 colours. */
export const pngLimits = { maximumColours: 256, bitDepths: [1, 8] as const };

/** A PNG file of an indexed bitmap, its palette in the PLTE chunk. */
export function writeIndexedPng(bitmap: IndexedBitmap): Uint8Array {
  const depth = bitmap.palette.length <= 2 ? 1 : 8;
  let data = bitmap.indices;
  if (depth === 1) {
    const rowBytes = Math.ceil(bitmap.width / 8);
    data = new Uint8Array(rowBytes * bitmap.height);
    for (let y = 0; y < bitmap.height; y += 1) {
      for (let x = 0; x < bitmap.width; x += 1) {
        if (bitmap.indices[y * bitmap.width + x]) data[y * rowBytes + (x >> 3)]! |= 0x80 >> (x & 7);
      }
    }
  }
  const palette = bitmap.palette.map((colour) => [colour.red, colour.green, colour.blue]);
  while (palette.length < 2) palette.push([0, 0, 0]);
  return encode({ width: bitmap.width, height: bitmap.height, data, depth, channels: 1, palette });
}
