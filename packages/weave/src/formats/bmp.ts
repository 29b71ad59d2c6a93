// Windows BMP writer for indexed bitmaps, after Microsoft's "Bitmap Storage" documentation:
// BITMAPFILEHEADER (14 bytes), BITMAPINFOHEADER (40 bytes, BI_RGB), a colour table of RGBQUAD
// entries (blue, green, red, 0), then the rows bottom-up, each padded to a multiple of 4 bytes.
// Jacquard CAD and loom controllers read 1-bit and 8-bit indexed BMP; the bottom-up rows put
// the first pick first in the file.
import type { IndexedBitmap } from './bitmap';

/** What the writer can do: palettes of up to 256 colours, 1 bit per pixel for two. */
export const bmpLimits = { maximumColours: 256, bitsPerPixel: [1, 8] as const };

const fileHeaderBytes = 14;
const infoHeaderBytes = 40;

/** A BMP file of an indexed bitmap: 1-bit when the palette has two colours or fewer, else 8-bit. */
export function writeBmp(bitmap: IndexedBitmap): Uint8Array {
  const bitsPerPixel = bitmap.palette.length <= 2 ? 1 : 8;
  const colours = bitsPerPixel === 1 ? 2 : bitmap.palette.length;
  const rowBytes = Math.ceil((bitmap.width * bitsPerPixel) / 32) * 4;
  const pixelOffset = fileHeaderBytes + infoHeaderBytes + colours * 4;
  const fileSize = pixelOffset + rowBytes * bitmap.height;
  const bytes = new Uint8Array(fileSize);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // 'B'
  bytes[1] = 0x4d; // 'M'
  view.setUint32(2, fileSize, true);
  view.setUint32(10, pixelOffset, true);
  view.setUint32(14, infoHeaderBytes, true);
  view.setInt32(18, bitmap.width, true);
  view.setInt32(22, bitmap.height, true); // positive: rows bottom-up
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, bitsPerPixel, true);
  view.setUint32(30, 0, true); // BI_RGB
  view.setUint32(34, rowBytes * bitmap.height, true);
  view.setInt32(38, Math.round(bitmap.pixelsPerCentimetre.x * 100), true);
  view.setInt32(42, Math.round(bitmap.pixelsPerCentimetre.y * 100), true);
  view.setUint32(46, colours, true);
  view.setUint32(50, 0, true); // all colours important
  for (let index = 0; index < colours; index += 1) {
    const colour = bitmap.palette[index] ?? { red: 0, green: 0, blue: 0 };
    const offset = fileHeaderBytes + infoHeaderBytes + index * 4;
    bytes[offset] = colour.blue;
    bytes[offset + 1] = colour.green;
    bytes[offset + 2] = colour.red;
  }
  for (let row = 0; row < bitmap.height; row += 1) {
    const source = (bitmap.height - 1 - row) * bitmap.width;
    const target = pixelOffset + row * rowBytes;
    for (let x = 0; x < bitmap.width; x += 1) {
      const index = bitmap.indices[source + x]!;
      if (bitsPerPixel === 8) bytes[target + x] = index;
      else if (index) bytes[target + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return bytes;
}
