import { blankLike, type RasterImage, validateImage } from './image';
import { greyValue } from './luminance';
import { invalidOption, requireInteger, requireNumberInRange, requireOneOf } from './options';
import { applyColourTable, buildTable, pixelWords } from './pixels';

// Colour adjustments: each maps a pixel's colour on its own, keeping alpha.

export interface BrightnessContrastOptions {
  /** -1 to 1: added to every channel as a fraction of the full range (0.1 adds 25.5). Default 0. */
  readonly brightness?: number;
  /**
   * -1 to 1: the slope about mid-grey is tan((contrast + 1) * pi / 4), GIMP's contrast slant:
   * -1 flattens to grey, 0 leaves the image as it is, 1 is a threshold at mid-grey. Default 0.
   */
  readonly contrast?: number;
}

/** The linear map (output = slope * input + offset, 0 to 255 scale) that brightness and contrast make. */
export function brightnessContrastMap(options: BrightnessContrastOptions = {}): {
  slope: number;
  offset: number;
} {
  const brightness = requireNumberInRange(options.brightness ?? 0, 'brightness', -1, 1);
  const contrast = requireNumberInRange(options.contrast ?? 0, 'contrast', -1, 1);
  const slope = Math.tan(((contrast + 1) * Math.PI) / 4);
  return { slope, offset: 127.5 * (1 - slope) + 255 * brightness };
}

/** Brightness and contrast as one linear map of red, green and blue. */
export function brightnessContrast(image: RasterImage, options: BrightnessContrastOptions = {}): RasterImage {
  validateImage(image);
  const { slope, offset } = brightnessContrastMap(options);
  return withData(
    image,
    applyColourTable(
      image.data,
      buildTable((value) => slope * value + offset),
    ),
  );
}

export interface LevelsOptions {
  /** Input value that becomes outputBlack; 0 to 254, default 0. */
  readonly inputBlack?: number;
  /** Input value that becomes outputWhite; above inputBlack, up to 255, default 255. */
  readonly inputWhite?: number;
  /** Midtone exponent, 0.1 to 10; above 1 brightens the midtones. Default 1. */
  readonly gamma?: number;
  /** 0 to 255, default 0. */
  readonly outputBlack?: number;
  /** 0 to 255, default 255; below outputBlack inverts. */
  readonly outputWhite?: number;
}

/**
 * Levels: output = outputBlack + (outputWhite - outputBlack) * t^(1 / gamma), where
 * t = (input - inputBlack) / (inputWhite - inputBlack) clamped to 0..1 (as in Photoshop and GIMP).
 */
export function levels(image: RasterImage, options: LevelsOptions = {}): RasterImage {
  validateImage(image);
  const inputBlack = requireNumberInRange(options.inputBlack ?? 0, 'inputBlack', 0, 254);
  const inputWhite = requireNumberInRange(options.inputWhite ?? 255, 'inputWhite', 1, 255);
  if (inputWhite <= inputBlack)
    throw invalidOption('inputWhite', `a number above inputBlack (${inputBlack})`, inputWhite);
  const gamma = requireNumberInRange(options.gamma ?? 1, 'gamma', 0.1, 10);
  const outputBlack = requireNumberInRange(options.outputBlack ?? 0, 'outputBlack', 0, 255);
  const outputWhite = requireNumberInRange(options.outputWhite ?? 255, 'outputWhite', 0, 255);
  const table = buildTable((value) => {
    const fraction = Math.min(1, Math.max(0, (value - inputBlack) / (inputWhite - inputBlack)));
    return outputBlack + (outputWhite - outputBlack) * fraction ** (1 / gamma);
  });
  return withData(image, applyColourTable(image.data, table));
}

export interface CurvePoint {
  /** 0 to 255. */
  readonly input: number;
  /** 0 to 255. */
  readonly output: number;
}

export type CurveChannel = 'rgb' | 'red' | 'green' | 'blue';
export const CURVE_CHANNELS: readonly CurveChannel[] = ['rgb', 'red', 'green', 'blue'];
/** The most control points a curve may hold. */
export const MAXIMUM_CURVE_POINTS = 32;

export interface CurvesOptions {
  /** 2 to MAXIMUM_CURVE_POINTS points with distinct inputs, in any order. */
  readonly points: readonly CurvePoint[];
  /** Which channels the curve maps; default 'rgb' (all three). */
  readonly channel?: CurveChannel;
}

/**
 * The curve through the points as a 256-entry table: monotone piecewise cubic Hermite
 * interpolation (Fritsch and Carlson, "Monotone Piecewise Cubic Interpolation", SIAM J. Numer.
 * Anal. 17(2), 1980), so the curve never overshoots between points and a rising set of points
 * gives a rising curve. Before the first point and after the last the curve is flat.
 */
export function curveLookupTable(points: readonly CurvePoint[]): Uint8ClampedArray {
  if (!Array.isArray(points) || points.length < 2 || points.length > MAXIMUM_CURVE_POINTS) {
    throw invalidOption(
      'points',
      `a list of 2 to ${MAXIMUM_CURVE_POINTS} points`,
      Array.isArray(points) ? points.length : points,
    );
  }
  points.forEach((point, index) => {
    requireNumberInRange(point?.input, `points[${index}].input`, 0, 255);
    requireNumberInRange(point.output, `points[${index}].output`, 0, 255);
  });
  const sorted = [...points].sort((first, second) => first.input - second.input);
  const xs = sorted.map((point) => point.input);
  const ys = sorted.map((point) => point.output);
  const count = xs.length;
  for (let index = 1; index < count; index++) {
    if (xs[index] === xs[index - 1]) throw invalidOption('points', 'points with distinct inputs', xs[index]);
  }
  const secants = xs.slice(1).map((x, index) => (ys[index + 1] - ys[index]) / (x - xs[index]));
  const tangents = xs.map((_, index) => {
    if (index === 0) return secants[0];
    if (index === count - 1) return secants[count - 2];
    const before = secants[index - 1];
    const after = secants[index];
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  for (let index = 0; index < count - 1; index++) {
    const secant = secants[index];
    if (secant === 0) {
      tangents[index] = 0;
      tangents[index + 1] = 0;
      continue;
    }
    const alpha = tangents[index] / secant;
    const beta = tangents[index + 1] / secant;
    const size = alpha * alpha + beta * beta;
    if (size > 9) {
      const tau = 3 / Math.sqrt(size);
      tangents[index] = tau * alpha * secant;
      tangents[index + 1] = tau * beta * secant;
    }
  }
  return buildTable((value) => {
    if (value <= xs[0]) return ys[0];
    if (value >= xs[count - 1]) return ys[count - 1];
    let segment = 0;
    while (xs[segment + 1] < value) segment++;
    const span = xs[segment + 1] - xs[segment];
    const t = (value - xs[segment]) / span;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[segment] +
      (t3 - 2 * t2 + t) * span * tangents[segment] +
      (-2 * t3 + 3 * t2) * ys[segment + 1] +
      (t3 - t2) * span * tangents[segment + 1]
    );
  });
}

/** Maps red, green and blue (or one of them) through a curve. */
export function curves(image: RasterImage, options: CurvesOptions): RasterImage {
  validateImage(image);
  const table = curveLookupTable(options?.points);
  const channel = requireOneOf(options.channel ?? 'rgb', 'channel', CURVE_CHANNELS);
  const identity = buildTable((value) => value);
  return withData(
    image,
    applyColourTable(
      image.data,
      channel === 'rgb' || channel === 'red' ? table : identity,
      channel === 'rgb' || channel === 'green' ? table : identity,
      channel === 'rgb' || channel === 'blue' ? table : identity,
    ),
  );
}

export interface HueSaturationLightnessOptions {
  /** Degrees added to the hue, -180 to 180. Default 0. */
  readonly hue?: number;
  /** -1 to 1: saturation is multiplied by (1 + saturation); -1 gives grey. Default 0. */
  readonly saturation?: number;
  /** -1 to 1: below 0 darkens towards black, above 0 lightens towards white. Default 0. */
  readonly lightness?: number;
}

/**
 * Hue, saturation and lightness in the HSL model, mapped as GIMP's Hue-Saturation tool maps
 * its "master" range (gimpoperationhuesaturation.c): hue rotated, saturation scaled and
 * clamped, lightness l * (1 + v) for v < 0 and l + v * (1 - l) otherwise.
 */
export function hueSaturationLightness(
  image: RasterImage,
  options: HueSaturationLightnessOptions = {},
): RasterImage {
  validateImage(image);
  const hueShift = requireNumberInRange(options.hue ?? 0, 'hue', -180, 180) / 360;
  const saturationFactor = 1 + requireNumberInRange(options.saturation ?? 0, 'saturation', -1, 1);
  const lightness = requireNumberInRange(options.lightness ?? 0, 'lightness', -1, 1);
  const output = blankLike(image);
  const source = image.data;
  const target = output.data;
  const sourceWords = pixelWords(source);
  const targetWords = pixelWords(target);
  // Flat areas repeat one colour pixel after pixel: a pixel with the colour of the one before
  // takes that one's result (with its own alpha) instead of computing it again.
  let previousColour = -1;
  let previousPixel = 0;
  for (let index = 0; index < source.length; index += 4) {
    const pixel = index >> 2;
    const colour = sourceWords[pixel] & 0xffffff;
    if (colour === previousColour) {
      targetWords[pixel] = (targetWords[previousPixel] & 0xffffff) | (sourceWords[pixel] & -16777216);
      previousPixel = pixel;
      continue;
    }
    previousColour = colour;
    previousPixel = pixel;
    const red = source[index] / 255;
    const green = source[index + 1] / 255;
    const blue = source[index + 2] / 255;
    const maximum = Math.max(red, green, blue);
    const minimum = Math.min(red, green, blue);
    let lightnessValue = (maximum + minimum) / 2;
    let saturation = 0;
    let hue = 0;
    const spread = maximum - minimum;
    if (spread > 0) {
      saturation = lightnessValue <= 0.5 ? spread / (maximum + minimum) : spread / (2 - maximum - minimum);
      if (maximum === red) hue = (green - blue) / spread + (green < blue ? 6 : 0);
      else if (maximum === green) hue = (blue - red) / spread + 2;
      else hue = (red - green) / spread + 4;
      hue /= 6;
    }
    hue += hueShift;
    hue -= Math.floor(hue);
    saturation = Math.min(1, saturation * saturationFactor);
    lightnessValue =
      lightness < 0 ? lightnessValue * (1 + lightness) : lightnessValue + lightness * (1 - lightnessValue);
    if (saturation === 0) {
      target[index] = target[index + 1] = target[index + 2] = lightnessValue * 255;
    } else {
      const upper =
        lightnessValue <= 0.5
          ? lightnessValue * (1 + saturation)
          : lightnessValue + saturation - lightnessValue * saturation;
      const lower = 2 * lightnessValue - upper;
      target[index] = hueToChannel(lower, upper, hue + 1 / 3) * 255;
      target[index + 1] = hueToChannel(lower, upper, hue) * 255;
      target[index + 2] = hueToChannel(lower, upper, hue - 1 / 3) * 255;
    }
    target[index + 3] = source[index + 3];
  }
  return output;
}

function hueToChannel(lower: number, upper: number, hue: number): number {
  const turned = hue < 0 ? hue + 1 : hue > 1 ? hue - 1 : hue;
  if (turned < 1 / 6) return lower + (upper - lower) * 6 * turned;
  if (turned < 1 / 2) return upper;
  if (turned < 2 / 3) return lower + (upper - lower) * (2 / 3 - turned) * 6;
  return lower;
}

/** 255 minus each of red, green and blue; alpha is kept. */
export function invert(image: RasterImage): RasterImage {
  validateImage(image);
  const output = blankLike(image);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  for (let index = 0; index < source.length; index++) target[index] = source[index] ^ 0x00ffffff;
  return output;
}

/** Grey value (BT.709 luminance, as `greyscale` computes it) in red, green and blue; alpha is kept. */
export function greyscale(image: RasterImage): RasterImage {
  validateImage(image);
  const output = blankLike(image);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  for (let index = 0; index < source.length; index++) {
    const pixel = source[index];
    const grey = greyValue(pixel & 255, (pixel >> 8) & 255, (pixel >> 16) & 255);
    target[index] = grey | (grey << 8) | (grey << 16) | (pixel & -16777216);
  }
  return output;
}

export interface ThresholdOptions {
  /** Pixels whose grey value is at least this (0 to 255, default 128) become white, the others black. */
  readonly level?: number;
}

/** Black and white by the grey value; alpha is kept. */
export function threshold(image: RasterImage, options: ThresholdOptions = {}): RasterImage {
  validateImage(image);
  const level = requireNumberInRange(options.level ?? 128, 'level', 0, 255);
  const output = blankLike(image);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  for (let index = 0; index < source.length; index++) {
    const pixel = source[index];
    const grey = greyValue(pixel & 255, (pixel >> 8) & 255, (pixel >> 16) & 255);
    target[index] = (grey >= level ? 0x00ffffff : 0) | (pixel & -16777216);
  }
  return output;
}

export interface PosterizeOptions {
  /** Values each of red, green and blue keeps, evenly spaced from 0 to 255; 2 to 255. */
  readonly levels: number;
}

/** Rounds each colour channel to the nearest of `levels` evenly spaced values. */
export function posterize(image: RasterImage, options: PosterizeOptions): RasterImage {
  validateImage(image);
  const count = requireInteger(options?.levels, 'levels', 2, 255);
  const steps = count - 1;
  const table = buildTable((value) => (Math.round((value * steps) / 255) * 255) / steps);
  return withData(image, applyColourTable(image.data, table));
}

function withData(image: RasterImage, data: Uint8ClampedArray): RasterImage {
  return { width: image.width, height: image.height, data, dpi: image.dpi };
}
