import { type Colour } from './colour';
import { type RasterImage, validateImage } from './image';
import { requireBoolean, requireOneOf } from './options';
import { nearestColourFinder, resolvePalette, type PaletteSource } from './palette';
import { pixelWords } from './pixels';

export type OrderedDitherSize = 2 | 4 | 8;
/** Threshold matrix sizes (spec section 9: dither options 2x2, 4x4, 8x8). */
export const ORDERED_DITHER_SIZES: readonly OrderedDitherSize[] = [2, 4, 8];

/**
 * The Bayer threshold matrix of a size, row by row, holding 0 .. size^2 - 1 (Bayer, "An optimum
 * method for two-level rendition of continuous-tone pictures", 1973), built by the recursion
 * M(2n) = [[4M, 4M + 2], [4M + 3, 4M + 1]] from M(1) = [0].
 */
export function bayerMatrix(size: OrderedDitherSize): Int32Array {
  requireOneOf(size, 'size', ORDERED_DITHER_SIZES);
  let matrix = Int32Array.of(0);
  for (let current = 1; current < size; current *= 2) {
    const next = new Int32Array(current * current * 4);
    const doubled = current * 2;
    for (let y = 0; y < current; y++) {
      for (let x = 0; x < current; x++) {
        const value = matrix[y * current + x] * 4;
        next[y * doubled + x] = value;
        next[y * doubled + x + current] = value + 2;
        next[(y + current) * doubled + x] = value + 3;
        next[(y + current) * doubled + x + current] = value + 1;
      }
    }
    matrix = next;
  }
  return matrix;
}

export interface OrderedDitherOptions {
  /** Threshold matrix size: 2, 4 or 8. */
  readonly size: OrderedDitherSize;
  /** The colours to use (1 to 16), or options to extract them from the image. */
  readonly palette: PaletteSource;
}

/**
 * How far apart palette colours lie a channel: the mean, over the palette, of the distance to
 * the nearest other colour, divided by sqrt(3). For black and white this is 255, which makes
 * the ordered dither the classic two-level one; for a finer palette the pattern is finer.
 */
function paletteSpacing(palette: readonly Colour[]): number {
  if (palette.length < 2) return 0;
  let total = 0;
  for (const entry of palette) {
    let nearest = Infinity;
    for (const other of palette) {
      if (other === entry) continue;
      nearest = Math.min(
        nearest,
        Math.hypot(entry.red - other.red, entry.green - other.green, entry.blue - other.blue),
      );
    }
    total += nearest;
  }
  return total / palette.length / Math.sqrt(3);
}

/**
 * Ordered dithering to a palette: each pixel is moved by its Bayer threshold, (t + 0.5) / n^2 -
 * 0.5 of the palette spacing on every channel, and then takes the nearest palette colour, the
 * arbitrary-palette form of ordered dithering that Yliluoma describes ("Joel Yliluoma's
 * arbitrary-palette positional dithering algorithm"). Alpha is kept.
 */
export function orderedDither(image: RasterImage, options: OrderedDitherOptions): RasterImage {
  validateImage(image);
  const size = requireOneOf(options?.size, 'size', ORDERED_DITHER_SIZES);
  const palette = resolvePalette(image, options.palette, 'palette');
  const matrix = bayerMatrix(size);
  const spacing = paletteSpacing(palette);
  const offsets = Float64Array.from(
    matrix,
    (threshold) => ((threshold + 0.5) / (size * size) - 0.5) * spacing,
  );
  const nearest = nearestColourFinder(palette, image.width * image.height);
  const paletteWords = Int32Array.from(
    palette,
    (entry) => entry.red | (entry.green << 8) | (entry.blue << 16),
  );
  const data = new Uint8ClampedArray(image.data.length);
  const source = pixelWords(image.data);
  const target = pixelWords(data);
  for (let y = 0; y < image.height; y++) {
    const matrixRow = (y % size) * size;
    for (let x = 0; x < image.width; x++) {
      const index = y * image.width + x;
      const pixel = source[index];
      const offset = offsets[matrixRow + (x % size)];
      const chosen = nearest(
        toChannel((pixel & 255) + offset),
        toChannel(((pixel >> 8) & 255) + offset),
        toChannel(((pixel >> 16) & 255) + offset),
      );
      target[index] = paletteWords[chosen] | (pixel & -16777216);
    }
  }
  return { width: image.width, height: image.height, data, dpi: image.dpi };
}

export type ErrorDiffusionMethod = 'floyd-steinberg' | 'jarvis-judice-ninke' | 'atkinson';
export const ERROR_DIFFUSION_METHODS: readonly ErrorDiffusionMethod[] = [
  'floyd-steinberg',
  'jarvis-judice-ninke',
  'atkinson',
];

/** Where the error goes: [dx, dy, weight], weights over `divisor`. */
const DIFFUSION: Record<
  ErrorDiffusionMethod,
  { readonly divisor: number; readonly spread: readonly (readonly [number, number, number])[] }
> = {
  // Floyd and Steinberg, "An adaptive algorithm for spatial greyscale", 1976.
  'floyd-steinberg': {
    divisor: 16,
    spread: [
      [1, 0, 7],
      [-1, 1, 3],
      [0, 1, 5],
      [1, 1, 1],
    ],
  },
  // Jarvis, Judice and Ninke, "A survey of techniques for the display of continuous tone pictures
  // on bilevel displays", 1976.
  'jarvis-judice-ninke': {
    divisor: 48,
    spread: [
      [1, 0, 7],
      [2, 0, 5],
      [-2, 1, 3],
      [-1, 1, 5],
      [0, 1, 7],
      [1, 1, 5],
      [2, 1, 3],
      [-2, 2, 1],
      [-1, 2, 3],
      [0, 2, 5],
      [1, 2, 3],
      [2, 2, 1],
    ],
  },
  // Bill Atkinson's dither (Apple MacPaint): only 6/8 of the error is passed on.
  atkinson: {
    divisor: 8,
    spread: [
      [1, 0, 1],
      [2, 0, 1],
      [-1, 1, 1],
      [0, 1, 1],
      [1, 1, 1],
      [0, 2, 1],
    ],
  },
};

export interface ErrorDiffusionOptions {
  /** The colours to use (1 to 16), or options to extract them from the image. */
  readonly palette: PaletteSource;
  /** Default 'floyd-steinberg'. */
  readonly method?: ErrorDiffusionMethod;
  /** Alternate the direction of every other row, which breaks up diagonal worms. Default false. */
  readonly serpentine?: boolean;
}

/**
 * Error diffusion to a palette: pixels are visited row by row, each takes the nearest palette
 * colour, and the difference is passed on to unvisited neighbours with the method's weights.
 * Alpha is kept.
 */
export function errorDiffusionDither(image: RasterImage, options: ErrorDiffusionOptions): RasterImage {
  validateImage(image);
  const palette = resolvePalette(image, options?.palette, 'palette');
  const method = requireOneOf(options.method ?? 'floyd-steinberg', 'method', ERROR_DIFFUSION_METHODS);
  const serpentine = requireBoolean(options.serpentine ?? false, 'serpentine');
  const { divisor, spread } = DIFFUSION[method];
  const { width, height } = image;
  const nearest = nearestColourFinder(palette, image.width * image.height);
  const paletteWords = Int32Array.from(
    palette,
    (entry) => entry.red | (entry.green << 8) | (entry.blue << 16),
  );
  const source = pixelWords(image.data);
  const data = new Uint8ClampedArray(image.data.length);
  const target = pixelWords(data);
  // Errors carried into the next rows: a ring of three rows of width + 4 (two spare columns each
  // side take what falls off the edges), 3 channels.
  const rowLength = (width + 4) * 3;
  const errors = new Float64Array(rowLength * 3);
  const shares = Float64Array.from(spread, ([, , weight]) => weight / divisor);
  const targets = new Int32Array(spread.length);
  const paletteChannels = Float64Array.from(palette.flatMap((entry) => [entry.red, entry.green, entry.blue]));
  for (let y = 0; y < height; y++) {
    const current = (y % 3) * rowLength;
    const reversed = serpentine && y % 2 === 1;
    spread.forEach(([offsetX, offsetY], index) => {
      targets[index] = ((y + offsetY) % 3) * rowLength + (reversed ? -offsetX : offsetX) * 3;
    });
    diffuseRow(
      source,
      target,
      y * width,
      width,
      reversed,
      errors,
      current,
      targets,
      shares,
      nearest,
      paletteWords,
      paletteChannels,
    );
    errors.fill(0, current, current + rowLength);
  }
  return { width, height, data, dpi: image.dpi };
}

function toChannel(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : (value + 0.5) | 0;
}

/** One row of error diffusion: pick each pixel's colour, then hand its error to the neighbours. */
function diffuseRow(
  source: Int32Array,
  target: Int32Array,
  rowStart: number,
  width: number,
  reversed: boolean,
  errors: Float64Array,
  current: number,
  targets: Int32Array,
  shares: Float64Array,
  nearest: (red: number, green: number, blue: number) => number,
  paletteWords: Int32Array,
  paletteChannels: Float64Array,
): void {
  for (let step = 0; step < width; step++) {
    const x = reversed ? width - 1 - step : step;
    const pixel = source[rowStart + x];
    const column = (x + 2) * 3;
    const errorIndex = current + column;
    const red = (pixel & 255) + errors[errorIndex];
    const green = ((pixel >> 8) & 255) + errors[errorIndex + 1];
    const blue = ((pixel >> 16) & 255) + errors[errorIndex + 2];
    const chosen = nearest(toChannel(red), toChannel(green), toChannel(blue));
    target[rowStart + x] = paletteWords[chosen] | (pixel & -16777216);
    // The error is measured from the value clamped to the channel range, so that it cannot
    // build up without bound in areas beyond the palette's reach.
    const redError = (red <= 0 ? 0 : red >= 255 ? 255 : red) - paletteChannels[chosen * 3];
    const greenError = (green <= 0 ? 0 : green >= 255 ? 255 : green) - paletteChannels[chosen * 3 + 1];
    const blueError = (blue <= 0 ? 0 : blue >= 255 ? 255 : blue) - paletteChannels[chosen * 3 + 2];
    for (let neighbour = 0; neighbour < targets.length; neighbour++) {
      const index = targets[neighbour] + column;
      const share = shares[neighbour];
      errors[index] += redError * share;
      errors[index + 1] += greenError * share;
      errors[index + 2] += blueError * share;
    }
  }
}
