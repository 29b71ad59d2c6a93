import { RasterError } from './errors';
import { invalidOption, requireInteger } from './options';

/**
 * An image in memory: RGBA, 8 bits a channel, not premultiplied, rows top to bottom.
 * `dpi` gives the physical size (inches = pixels / dpi) that exports record in the file.
 */
export interface RasterImage {
  readonly width: number;
  readonly height: number;
  /** width * height * 4 bytes: red, green, blue, alpha for each pixel, row after row. */
  readonly data: Uint8ClampedArray;
  readonly dpi: number;
}

/** The dpi images get when nothing says otherwise; 72 is what PNG and JPEG readers assume. */
export const DEFAULT_DPI = 72;

/**
 * The largest image a kernel accepts: 2^28 pixels (16,384 x 16,384), one GiB of RGBA. Above it a
 * browser tab or a worker runs out of memory in the middle of a chain of kernels, each of which
 * allocates its output, so a 20,000 x 20,000 image is refused up front with a message instead.
 * It is the same order as sharp's default input limit (16,383 x 16,383).
 */
export const MAXIMUM_PIXELS = 268_435_456;

/** Widest dpi accepted; beyond this the value is a typing error rather than a printer. */
const MAXIMUM_DPI = 100_000;

/** The longest side accepted, so that width * 4 and similar offsets stay exact integers. */
const MAXIMUM_SIDE = 1_048_576;

export interface ImageLimits {
  /** Pixel budget; defaults to MAXIMUM_PIXELS. A caller may lower or raise it. */
  readonly maximumPixels?: number;
}

/** Throws unless width x height is a valid, affordable image size. */
export function checkImageSize(width: number, height: number, limits: ImageLimits = {}): void {
  const maximumPixels = limits.maximumPixels ?? MAXIMUM_PIXELS;
  requireInteger(maximumPixels, 'maximumPixels', 1, Number.MAX_SAFE_INTEGER);
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAXIMUM_SIDE) {
      throw new RasterError(
        'invalid-image',
        `Image ${name} must be a whole number of pixels from 1 to ${MAXIMUM_SIDE}, got ${String(value)}`,
        { dimension: name, value: String(value) },
      );
    }
  }
  const pixels = width * height;
  if (pixels > maximumPixels) {
    throw new RasterError(
      'image-too-large',
      `Image of ${width} x ${height} pixels (${pixels.toLocaleString('en-US')}) is larger than the limit of ` +
        `${maximumPixels.toLocaleString('en-US')} pixels`,
      { width, height, pixels, maximumPixels },
    );
  }
}

function checkDpi(dpi: unknown): number {
  if (typeof dpi !== 'number' || !Number.isFinite(dpi) || dpi <= 0 || dpi > MAXIMUM_DPI) {
    throw invalidOption('dpi', `a number above 0 and at most ${MAXIMUM_DPI}`, dpi);
  }
  return dpi;
}

export interface CreateImageOptions extends ImageLimits {
  readonly dpi?: number;
}

/** A new, fully transparent image. */
export function createImage(width: number, height: number, options: CreateImageOptions = {}): RasterImage {
  checkImageSize(width, height, options);
  const dpi = checkDpi(options.dpi ?? DEFAULT_DPI);
  return { width, height, data: new Uint8ClampedArray(width * height * 4), dpi };
}

/**
 * Wraps existing RGBA bytes (not copied) as an image after checking that they fit the size.
 * A Uint8Array is viewed as clamped without a copy.
 */
export function imageFromData(
  width: number,
  height: number,
  data: Uint8ClampedArray | Uint8Array,
  options: CreateImageOptions = {},
): RasterImage {
  checkImageSize(width, height, options);
  const dpi = checkDpi(options.dpi ?? DEFAULT_DPI);
  if (!(data instanceof Uint8ClampedArray) && !(data instanceof Uint8Array)) {
    throw new RasterError('invalid-image', 'Image data must be a Uint8ClampedArray or a Uint8Array', {});
  }
  const bytes =
    data instanceof Uint8ClampedArray
      ? data
      : new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length !== width * height * 4) {
    throw new RasterError(
      'invalid-image',
      `Image data holds ${bytes.length} bytes; ${width} x ${height} RGBA needs ${width * height * 4}`,
      { width, height, length: bytes.length },
    );
  }
  return { width, height, data: bytes, dpi };
}

/** Throws a RasterError unless `image` is a consistent RasterImage within the pixel budget. */
export function validateImage(image: unknown, limits: ImageLimits = {}, name = 'image'): RasterImage {
  if (typeof image !== 'object' || image === null) {
    throw new RasterError('invalid-image', `Input "${name}" is not an image`, { input: name });
  }
  const candidate = image as Partial<RasterImage>;
  if (!(candidate.data instanceof Uint8ClampedArray)) {
    throw new RasterError('invalid-image', `Input "${name}" has no RGBA data`, { input: name });
  }
  imageFromData(candidate.width as number, candidate.height as number, candidate.data, {
    ...limits,
    dpi: candidate.dpi as number,
  });
  return image as RasterImage;
}

/** Physical size in inches, from the pixel size and dpi. */
export function physicalSizeInInches(image: RasterImage): {
  readonly width: number;
  readonly height: number;
} {
  return { width: image.width / image.dpi, height: image.height / image.dpi };
}

/** A new image with the same size and dpi as `image`, its pixels copied. */
export function copyImage(image: RasterImage): RasterImage {
  return { width: image.width, height: image.height, data: image.data.slice(), dpi: image.dpi };
}

/** A new image of the given size carrying over `image`'s dpi (used by kernels for their output). */
export function blankLike(image: RasterImage, width = image.width, height = image.height): RasterImage {
  return createImage(width, height, { dpi: image.dpi });
}
