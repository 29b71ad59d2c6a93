import { RasterError } from './errors';
import { blankLike, type RasterImage, validateImage } from './image';
import { greyValue } from './luminance';
import { requireNumberInRange, requireOneOf } from './options';
import { pixelWords } from './pixels';

export type BlendMode =
  | 'normal'
  | 'multiply'
  | 'screen'
  | 'overlay'
  | 'darken'
  | 'lighten'
  | 'colour-dodge'
  | 'colour-burn'
  | 'hard-light'
  | 'soft-light'
  | 'difference'
  | 'exclusion'
  | 'hue'
  | 'saturation'
  | 'colour'
  | 'luminosity';

export const BLEND_MODES: readonly BlendMode[] = [
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'colour-dodge',
  'colour-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'colour',
  'luminosity',
];

export interface BlendOptions {
  /** Default 'normal'. */
  readonly mode?: BlendMode;
  /** How much of the source shows, 0 to 1; default 1. */
  readonly opacity?: number;
  /**
   * Where the source shows: white shows it, black hides it (the mask's grey value times its
   * alpha). Must have the images' size.
   */
  readonly mask?: RasterImage;
}

// The blend functions of W3C Compositing and Blending Level 1, section 10, on channels 0 to 1:
// backdrop b, source s.

function hardLight(backdrop: number, source: number): number {
  return source <= 0.5 ? backdrop * 2 * source : screen(backdrop, 2 * source - 1);
}

function screen(backdrop: number, source: number): number {
  return backdrop + source - backdrop * source;
}

function softLight(backdrop: number, source: number): number {
  if (source <= 0.5) return backdrop - (1 - 2 * source) * backdrop * (1 - backdrop);
  const lifted = backdrop <= 0.25 ? ((16 * backdrop - 12) * backdrop + 4) * backdrop : Math.sqrt(backdrop);
  return backdrop + (2 * source - 1) * (lifted - backdrop);
}

const SEPARABLE: Partial<Record<BlendMode, (backdrop: number, source: number) => number>> = {
  normal: (_backdrop, source) => source,
  multiply: (backdrop, source) => backdrop * source,
  screen,
  overlay: (backdrop, source) => hardLight(source, backdrop),
  darken: Math.min,
  lighten: Math.max,
  'colour-dodge': (backdrop, source) =>
    backdrop === 0 ? 0 : source === 1 ? 1 : Math.min(1, backdrop / (1 - source)),
  'colour-burn': (backdrop, source) =>
    backdrop === 1 ? 1 : source === 0 ? 0 : 1 - Math.min(1, (1 - backdrop) / source),
  'hard-light': hardLight,
  'soft-light': softLight,
  difference: (backdrop, source) => Math.abs(backdrop - source),
  exclusion: (backdrop, source) => backdrop + source - 2 * backdrop * source,
};

// Non-separable modes work on whole colours (section 10.3). Colours travel in this scratch
// array to avoid allocating a pixel at a time.
type Rgb = Float64Array;

function luminosity(colour: Rgb): number {
  return 0.3 * colour[0] + 0.59 * colour[1] + 0.11 * colour[2];
}

function clipColour(colour: Rgb): void {
  const lightness = luminosity(colour);
  const smallest = Math.min(colour[0], colour[1], colour[2]);
  const largest = Math.max(colour[0], colour[1], colour[2]);
  for (let channel = 0; channel < 3; channel++) {
    if (smallest < 0) {
      colour[channel] = lightness + ((colour[channel] - lightness) * lightness) / (lightness - smallest);
    }
  }
  if (largest > 1) {
    for (let channel = 0; channel < 3; channel++) {
      colour[channel] = lightness + ((colour[channel] - lightness) * (1 - lightness)) / (largest - lightness);
    }
  }
}

function setLuminosity(colour: Rgb, lightness: number): void {
  const shift = lightness - luminosity(colour);
  colour[0] += shift;
  colour[1] += shift;
  colour[2] += shift;
  clipColour(colour);
}

function saturationOf(colour: Rgb): number {
  return Math.max(colour[0], colour[1], colour[2]) - Math.min(colour[0], colour[1], colour[2]);
}

function setSaturation(colour: Rgb, saturation: number): void {
  // Indices of the smallest, middle and largest channel.
  let minimum = 0;
  let maximum = 0;
  for (let channel = 1; channel < 3; channel++) {
    if (colour[channel] < colour[minimum]) minimum = channel;
    if (colour[channel] >= colour[maximum]) maximum = channel;
  }
  const middle = 3 - minimum - maximum;
  if (colour[maximum] > colour[minimum]) {
    colour[middle] = ((colour[middle] - colour[minimum]) * saturation) / (colour[maximum] - colour[minimum]);
    colour[maximum] = saturation;
  } else {
    colour[middle] = 0;
    colour[maximum] = 0;
  }
  colour[minimum] = 0;
}

function blendNonSeparable(mode: BlendMode, backdrop: Rgb, source: Rgb, result: Rgb): void {
  switch (mode) {
    case 'hue':
      result.set(source);
      setSaturation(result, saturationOf(backdrop));
      setLuminosity(result, luminosity(backdrop));
      return;
    case 'saturation':
      result.set(backdrop);
      setSaturation(result, saturationOf(source));
      setLuminosity(result, luminosity(backdrop));
      return;
    case 'colour':
      result.set(source);
      setLuminosity(result, luminosity(backdrop));
      return;
    default:
      result.set(backdrop);
      setLuminosity(result, luminosity(source));
  }
}

function checkSameSize(reference: RasterImage, other: RasterImage, name: string): void {
  if (other.width !== reference.width || other.height !== reference.height) {
    throw new RasterError(
      'size-mismatch',
      `Input "${name}" is ${other.width} x ${other.height}; the backdrop is ${reference.width} x ${reference.height}`,
      {
        input: name,
        width: other.width,
        height: other.height,
        expectedWidth: reference.width,
        expectedHeight: reference.height,
      },
    );
  }
}

/**
 * Draws `source` over `backdrop` with a blend mode, as W3C Compositing and Blending Level 1
 * defines it: the blended colour is (1 - backdrop alpha) * source + backdrop alpha * B(backdrop,
 * source), then composited source-over, with the source's alpha scaled by opacity and mask.
 * Both images (and the mask) must have the same size; the result has the backdrop's dpi.
 */
export function blend(backdrop: RasterImage, source: RasterImage, options: BlendOptions = {}): RasterImage {
  validateImage(backdrop, {}, 'backdrop');
  validateImage(source, {}, 'source');
  checkSameSize(backdrop, source, 'source');
  const mode = requireOneOf(options.mode ?? 'normal', 'mode', BLEND_MODES);
  const opacity = requireNumberInRange(options.opacity ?? 1, 'opacity', 0, 1);
  const mask = options.mask === undefined ? undefined : validateImage(options.mask, {}, 'mask');
  if (mask) checkSameSize(backdrop, mask, 'mask');

  const separable = SEPARABLE[mode];
  // Separable modes are tabulated once for all 256 x 256 channel pairs, as fractions and, for
  // pixels where both images are opaque and nothing fades the source, as finished bytes.
  const table = new Float32Array(separable ? 65536 : 0);
  const byteTable = new Uint8ClampedArray(separable ? 65536 : 0);
  if (separable) {
    for (let backdropValue = 0; backdropValue < 256; backdropValue++) {
      for (let sourceValue = 0; sourceValue < 256; sourceValue++) {
        const value = separable(backdropValue / 255, sourceValue / 255);
        table[(backdropValue << 8) | sourceValue] = value;
        byteTable[(backdropValue << 8) | sourceValue] = value * 255;
      }
    }
  }
  if (separable && opacity === 1 && !mask) {
    const output = blankLike(backdrop);
    blendOpaqueSeparable(backdrop.data, source.data, output.data, byteTable, table);
    return output;
  }
  const output = blankLike(backdrop);
  const below = backdrop.data;
  const above = source.data;
  const masking = mask?.data;
  const target = output.data;
  const backdropColour = new Float64Array(3);
  const sourceColour = new Float64Array(3);
  const blended = new Float64Array(3);
  for (let index = 0; index < below.length; index += 4) {
    let sourceAlpha = (above[index + 3] / 255) * opacity;
    if (masking) {
      sourceAlpha *=
        (greyValue(masking[index], masking[index + 1], masking[index + 2]) * masking[index + 3]) / 65025;
    }
    const backdropAlpha = below[index + 3] / 255;
    if (sourceAlpha === 0) {
      target[index] = below[index];
      target[index + 1] = below[index + 1];
      target[index + 2] = below[index + 2];
      target[index + 3] = below[index + 3];
      continue;
    }
    if (separable) {
      for (let channel = 0; channel < 3; channel++) {
        blended[channel] = table[(below[index + channel] << 8) | above[index + channel]];
      }
    } else {
      for (let channel = 0; channel < 3; channel++) {
        backdropColour[channel] = below[index + channel] / 255;
        sourceColour[channel] = above[index + channel] / 255;
      }
      blendNonSeparable(mode, backdropColour, sourceColour, blended);
    }
    const outputAlpha = sourceOverAlpha(sourceAlpha, backdropAlpha);
    for (let channel = 0; channel < 3; channel++) {
      target[index + channel] = compositeChannel(
        below[index + channel] / 255,
        above[index + channel] / 255,
        blended[channel],
        backdropAlpha,
        sourceAlpha,
        outputAlpha,
      );
    }
    target[index + 3] = outputAlpha * 255;
  }
  return output;
}

/** Alpha after drawing a source of `sourceAlpha` over a backdrop of `backdropAlpha` (source-over). */
function sourceOverAlpha(sourceAlpha: number, backdropAlpha: number): number {
  return sourceAlpha + backdropAlpha * (1 - sourceAlpha);
}

/**
 * One colour channel of the blended source composited over the backdrop, times 255 for the byte
 * store: (1 - ab) Cs + ab B(Cb, Cs) drawn source-over. Values and alphas are fractions; every
 * blend path computes a channel through this one function, so they agree to the byte.
 */
function compositeChannel(
  backdrop: number,
  source: number,
  blended: number,
  backdropAlpha: number,
  sourceAlpha: number,
  outputAlpha: number,
): number {
  const mixed = (1 - backdropAlpha) * source + backdropAlpha * blended;
  return ((sourceAlpha * mixed + backdropAlpha * backdrop * (1 - sourceAlpha)) / outputAlpha) * 255;
}

/** From this many pixels on, a translucent source's alphas get tables of their own (65,536 entries each). */
const translucentTableArea = 1 << 18;

/**
 * The separable blend of a source with alpha `alpha` over an opaque backdrop, for every
 * (backdrop, source) byte pair, through the same compositeChannel the per-pixel paths use (so
 * the same bytes); entry 65,536 is the alpha byte.
 */
function overOpaqueTable(table: Float32Array, alpha: number): Uint8ClampedArray {
  const bytes = new Uint8ClampedArray(65537);
  const sourceAlpha = alpha / 255;
  const backdropAlpha = 255 / 255;
  const outputAlpha = sourceOverAlpha(sourceAlpha, backdropAlpha);
  for (let backdropByte = 0; backdropByte < 256; backdropByte++) {
    const backdropValue = backdropByte / 255;
    for (let sourceByte = 0; sourceByte < 256; sourceByte++) {
      bytes[(backdropByte << 8) | sourceByte] = compositeChannel(
        backdropValue,
        sourceByte / 255,
        table[(backdropByte << 8) | sourceByte],
        backdropAlpha,
        sourceAlpha,
        outputAlpha,
      );
    }
  }
  bytes[65536] = outputAlpha * 255;
  return bytes;
}

/**
 * Separable modes at full opacity without a mask: where both pixels are opaque the result is
 * the table's byte for each channel; other pixels take the general formula.
 */
function blendOpaqueSeparable(
  below: Uint8ClampedArray,
  above: Uint8ClampedArray,
  target: Uint8ClampedArray,
  byteTable: Uint8ClampedArray,
  table: Float32Array,
): void {
  const belowWords = pixelWords(below);
  const aboveWords = pixelWords(above);
  const targetWords = pixelWords(target);
  // A translucent source over an opaque backdrop (a layer with alpha on a background) is common:
  // on a large image each source alpha met gets its own table of finished bytes, computed by the
  // formula below for an opaque backdrop, so such pixels are looked up like opaque ones.
  const tablesPerAlpha = belowWords.length >= translucentTableArea;
  const alphaTables: Array<Uint8ClampedArray | undefined> = [];
  for (let pixel = 0; pixel < belowWords.length; pixel++) {
    const backdropWord = belowWords[pixel];
    const sourceWord = aboveWords[pixel];
    if ((backdropWord & sourceWord) >>> 24 === 255) {
      targetWords[pixel] =
        byteTable[((backdropWord & 255) << 8) | (sourceWord & 255)] |
        (byteTable[(backdropWord & 0xff00) | ((sourceWord >>> 8) & 255)] << 8) |
        (byteTable[((backdropWord >>> 8) & 0xff00) | ((sourceWord >>> 16) & 255)] << 16) |
        -16777216;
      continue;
    }
    const alpha = sourceWord >>> 24;
    if (tablesPerAlpha && backdropWord >>> 24 === 255 && alpha !== 0) {
      const bytes = (alphaTables[alpha] ??= overOpaqueTable(table, alpha));
      targetWords[pixel] =
        bytes[((backdropWord & 255) << 8) | (sourceWord & 255)] |
        (bytes[(backdropWord & 0xff00) | ((sourceWord >>> 8) & 255)] << 8) |
        (bytes[((backdropWord >>> 8) & 0xff00) | ((sourceWord >>> 16) & 255)] << 16) |
        (bytes[65536] << 24);
      continue;
    }
    const index = pixel * 4;
    const sourceAlpha = above[index + 3] / 255;
    const backdropAlpha = below[index + 3] / 255;
    if (sourceAlpha === 0) {
      targetWords[pixel] = backdropWord;
      continue;
    }
    const outputAlpha = sourceOverAlpha(sourceAlpha, backdropAlpha);
    for (let channel = 0; channel < 3; channel++) {
      target[index + channel] = compositeChannel(
        below[index + channel] / 255,
        above[index + channel] / 255,
        table[(below[index + channel] << 8) | above[index + channel]],
        backdropAlpha,
        sourceAlpha,
        outputAlpha,
      );
    }
    target[index + 3] = outputAlpha * 255;
  }
}
