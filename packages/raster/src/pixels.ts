// Helpers shared by the kernels' hot loops. Not part of the public API.

const littleEndian = new Uint8Array(new Uint32Array([0x0a0b0c0d]).buffer)[0] === 0x0d;

/**
 * The pixels as one 32-bit word each (red in the low byte), so that loops move a pixel with
 * one load and store. Word views assume a little-endian machine, which every browser and Node
 * platform is; a big-endian one is refused rather than given swapped channels.
 */
export function pixelWords(data: Uint8ClampedArray): Int32Array {
  if (!littleEndian) throw new Error('Raster kernels need a little-endian platform');
  if (data.byteOffset % 4 === 0) return new Int32Array(data.buffer, data.byteOffset, data.length >> 2);
  return new Int32Array(data.slice().buffer);
}

/** True when every pixel has alpha 255, so alpha weighting can be skipped. */
export function isOpaque(data: Uint8ClampedArray): boolean {
  const words = pixelWords(data);
  const opaque = -16777216; // alpha 255 in the word's high byte
  const length = words.length;
  let index = 0;
  // Eight pixels at a time: their alphas ANDed together are 255 only when each is.
  for (; index + 8 <= length; index += 8) {
    const alphas =
      words[index] &
      words[index + 1] &
      words[index + 2] &
      words[index + 3] &
      words[index + 4] &
      words[index + 5] &
      words[index + 6] &
      words[index + 7];
    if ((alphas & opaque) !== opaque) return false;
  }
  for (; index < length; index++) if ((words[index] & opaque) !== opaque) return false;
  return true;
}

/**
 * Colour multiplied by alpha, as floats: [red * alpha / 255, green * alpha / 255, blue * alpha /
 * 255, alpha] a pixel. Spatial filters (blur, resize) work on premultiplied colour so that fully
 * transparent pixels, whose colour is invisible, do not bleed into their neighbours (Porter and
 * Duff, "Compositing Digital Images", 1984); floats keep the colour of faint pixels, which 8
 * bits would round away.
 */
export function premultiplyToFloat(data: Uint8ClampedArray): Float32Array {
  const output = new Float32Array(data.length);
  for (let index = 0; index < data.length; index += 4) {
    const alpha = data[index + 3];
    const scale = alpha / 255;
    output[index] = data[index] * scale;
    output[index + 1] = data[index + 1] * scale;
    output[index + 2] = data[index + 2] * scale;
    output[index + 3] = alpha;
  }
  return output;
}

/** Back from premultiplyToFloat's layout to 8-bit straight colour; colour under zero alpha becomes black. */
export function unpremultiplyFromFloat(values: Float32Array): Uint8ClampedArray {
  const output = new Uint8ClampedArray(values.length);
  for (let index = 0; index < values.length; index += 4) {
    const alpha = values[index + 3];
    // Rounded alpha decides: a pixel that rounds to transparent has no colour.
    if (alpha < 0.5) continue;
    const scale = 255 / alpha;
    output[index] = values[index] * scale;
    output[index + 1] = values[index + 1] * scale;
    output[index + 2] = values[index + 2] * scale;
    output[index + 3] = alpha;
  }
  return output;
}

/** Applies a 256-entry table to red, green and blue, keeping alpha. */
export function applyColourTable(
  data: Uint8ClampedArray,
  red: Uint8Array | Uint8ClampedArray,
  green: Uint8Array | Uint8ClampedArray = red,
  blue: Uint8Array | Uint8ClampedArray = red,
): Uint8ClampedArray {
  // One table of words, each entry already in its channel's byte: the loop then reads a single
  // array type (whatever arrays the callers pass) and ORs three entries with the alpha.
  const shifted = new Int32Array(768);
  for (let value = 0; value < 256; value++) {
    shifted[value] = red[value];
    shifted[256 + value] = green[value] << 8;
    shifted[512 + value] = blue[value] << 16;
  }
  return applyShiftedTable(data, shifted);
}

function applyShiftedTable(data: Uint8ClampedArray, table: Int32Array): Uint8ClampedArray {
  const output = new Uint8ClampedArray(data.length);
  const source = pixelWords(data);
  const target = pixelWords(output);
  for (let index = 0; index < source.length; index++) {
    const pixel = source[index];
    target[index] =
      table[pixel & 255] |
      table[256 + ((pixel >> 8) & 255)] |
      table[512 + ((pixel >> 16) & 255)] |
      (pixel & -16777216);
  }
  return output;
}

/** A 256-entry table from a function of 0..255, rounded and clamped. */
export function buildTable(map: (value: number) => number): Uint8ClampedArray {
  const table = new Uint8ClampedArray(256);
  for (let value = 0; value < 256; value++) table[value] = map(value);
  return table;
}
