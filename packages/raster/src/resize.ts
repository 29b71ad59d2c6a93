import { buildWeightTable, convolveSeparable, convolveSeparablePremultiplied } from './convolution';
import { blankLike, checkImageSize, imageFromData, type RasterImage, validateImage } from './image';
import { requireInteger, requireOneOf } from './options';
import { isOpaque, pixelWords } from './pixels';

export type ResizeFilter = 'nearest' | 'bilinear' | 'mitchell' | 'lanczos3';
export const RESIZE_FILTERS: readonly ResizeFilter[] = ['nearest', 'bilinear', 'mitchell', 'lanczos3'];

export interface ResizeOptions {
  /** New width in pixels. */
  readonly width: number;
  /** New height in pixels. */
  readonly height: number;
  /** Default lanczos3. */
  readonly filter?: ResizeFilter;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const angle = Math.PI * x;
  return Math.sin(angle) / angle;
}

/** Lanczos windowed sinc with a = 3 (Duchon, "Lanczos filtering in one and two dimensions", 1979). */
function lanczos3(x: number): number {
  return x > -3 && x < 3 ? sinc(x) * sinc(x / 3) : 0;
}

/** Mitchell-Netravali cubic with B = C = 1/3 ("Reconstruction filters in computer graphics", 1988). */
function mitchell(x: number): number {
  const distance = Math.abs(x);
  const b = 1 / 3;
  const c = 1 / 3;
  if (distance < 1) {
    return ((12 - 9 * b - 6 * c) * distance ** 3 + (-18 + 12 * b + 6 * c) * distance ** 2 + (6 - 2 * b)) / 6;
  }
  if (distance < 2) {
    return (
      ((-b - 6 * c) * distance ** 3 +
        (6 * b + 30 * c) * distance ** 2 +
        (-12 * b - 48 * c) * distance +
        (8 * b + 24 * c)) /
      6
    );
  }
  return 0;
}

function triangle(x: number): number {
  const distance = Math.abs(x);
  return distance < 1 ? 1 - distance : 0;
}

const FILTERS: Record<Exclude<ResizeFilter, 'nearest'>, { shape: (x: number) => number; support: number }> = {
  bilinear: { shape: triangle, support: 1 },
  mitchell: { shape: mitchell, support: 2 },
  lanczos3: { shape: lanczos3, support: 3 },
};

/**
 * Resamples to a new pixel size; dpi is kept, so the physical size follows the pixel size.
 * Pixel centres line up ((x + 0.5) * ratio - 0.5); when shrinking, bilinear, mitchell and
 * lanczos3 widen by the ratio so that every source pixel contributes (no aliasing), which makes
 * bilinear a triangle (tent) filter there. Colour is weighted by alpha. Nearest picks the pixel
 * under each output pixel's centre.
 */
export function resize(image: RasterImage, options: ResizeOptions): RasterImage {
  validateImage(image);
  const width = requireInteger(options?.width, 'width', 1, 1_048_576);
  const height = requireInteger(options?.height, 'height', 1, 1_048_576);
  const filter = requireOneOf(options.filter ?? 'lanczos3', 'filter', RESIZE_FILTERS);
  checkImageSize(width, height);
  if (filter === 'nearest') return resizeNearest(image, width, height);
  const { shape, support } = FILTERS[filter];
  const horizontal = buildWeightTable(image.width, width, shape, support);
  const vertical = buildWeightTable(image.height, height, shape, support);
  const filtered = isOpaque(image.data)
    ? convolveSeparable(image.data, image.width, image.height, horizontal, vertical)
    : convolveSeparablePremultiplied(image.data, image.width, image.height, horizontal, vertical);
  return imageFromData(width, height, filtered, { dpi: image.dpi });
}

function resizeNearest(image: RasterImage, width: number, height: number): RasterImage {
  const output = blankLike(image, width, height);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  const columns = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    columns[x] = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / width));
  }
  for (let y = 0; y < height; y++) {
    const sourceRow =
      Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / height)) * image.width;
    const targetRow = y * width;
    for (let x = 0; x < width; x++) target[targetRow + x] = source[sourceRow + columns[x]];
  }
  return output;
}
