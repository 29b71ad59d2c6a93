// Grey values of colours: Rec. ITU-R BT.709 luminance computed in linear light and encoded back
// with the sRGB curve (IEC 61966-2-1), the way libvips (and so sharp) converts to black and
// white. Not part of the public API beyond `greyscale`.

function decode(value: number): number {
  const fraction = value / 255;
  return fraction <= 0.04045 ? fraction / 12.92 : ((fraction + 0.055) / 1.055) ** 2.4;
}

function encode(linear: number): number {
  return 255 * (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);
}

/** 8-bit sRGB to linear light, 0 to 1. */
export const LINEAR_FROM_SRGB = new Float64Array(256).map((_, value) => decode(value));

const ENCODE_STEPS = 65535;
/** Linear light in 1/65535 steps back to 8-bit sRGB, rounded. */
const SRGB_FROM_LINEAR = new Uint8ClampedArray(ENCODE_STEPS + 1).map((_, step) =>
  Math.round(encode(step / ENCODE_STEPS)),
);

const RED_WEIGHT = 0.2126 * ENCODE_STEPS;
const GREEN_WEIGHT = 0.7152 * ENCODE_STEPS;
const BLUE_WEIGHT = 0.0722 * ENCODE_STEPS;
const RED_TABLE = LINEAR_FROM_SRGB.map((value) => value * RED_WEIGHT);
const GREEN_TABLE = LINEAR_FROM_SRGB.map((value) => value * GREEN_WEIGHT);
const BLUE_TABLE = LINEAR_FROM_SRGB.map((value) => value * BLUE_WEIGHT);

/** The grey value (0 to 255) a colour shows as; greys map to themselves exactly. */
export function greyValue(red: number, green: number, blue: number): number {
  if (red === green && green === blue) return red;
  return SRGB_FROM_LINEAR[(RED_TABLE[red] + GREEN_TABLE[green] + BLUE_TABLE[blue] + 0.5) | 0];
}

/** Grey values of every pixel of RGBA bytes (alpha not considered), one byte a pixel. */
export function greyValues(data: Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(data.length >> 2);
  for (let pixel = 0, index = 0; pixel < grey.length; pixel++, index += 4) {
    grey[pixel] = greyValue(data[index], data[index + 1], data[index + 2]);
  }
  return grey;
}
