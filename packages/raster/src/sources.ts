import { requireColour, type Colour } from './colour';
import { requireGradient, gradientLookupTable, type Gradient } from './gradient';
import { createImage, type RasterImage } from './image';
import { invalidOption, requireNumber } from './options';
import { pixelWords } from './pixels';

/** A position in an image, in pixels from its top-left corner (pixel centres sit at +0.5). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface SourceSize {
  readonly width: number;
  readonly height: number;
  /** Default DEFAULT_DPI. */
  readonly dpi?: number;
}

export interface SolidColourOptions extends SourceSize {
  readonly colour: Colour;
}

/** An image of one colour. */
export function solidColour(options: SolidColourOptions): RasterImage {
  const fill = requireColour(options?.colour, 'colour');
  const image = createImage(options.width, options.height, { dpi: options.dpi });
  const word = fill.red | (fill.green << 8) | (fill.blue << 16) | (fill.alpha << 24);
  pixelWords(image.data).fill(word);
  return image;
}

export interface LinearGradientOptions extends SourceSize {
  readonly gradient: Gradient;
  /** Where position 0 of the gradient lies; colours are constant across lines perpendicular to start-end. */
  readonly start: Point;
  /** Where position 1 lies; must differ from start. */
  readonly end: Point;
}

export interface RadialGradientOptions extends SourceSize {
  readonly gradient: Gradient;
  /** Where position 0 lies. */
  readonly centre: Point;
  /** Distance from the centre, in pixels, at which position 1 lies. */
  readonly radius: number;
}

/** Entries of the table pixels are looked up in; fine enough that no two neighbours differ visibly. */
const TABLE_SIZE = 4096;

function requirePoint(value: unknown, option: string): Point {
  if (typeof value !== 'object' || value === null) throw invalidOption(option, 'a point {x, y}', value);
  requireNumber((value as Point).x, `${option}.x`);
  requireNumber((value as Point).y, `${option}.y`);
  return value as Point;
}

/** The image to fill, the gradient's table as pixel words, and its last entry. */
function gradientTarget(options: SourceSize & { readonly gradient: Gradient }) {
  requireGradient(options.gradient, 'gradient');
  const image = createImage(options.width, options.height, { dpi: options.dpi });
  const table = pixelWords(gradientLookupTable(options.gradient, TABLE_SIZE));
  return { image, table, target: pixelWords(image.data), last: TABLE_SIZE - 1 };
}

/** A linear gradient from `start` to `end`; beyond them the end colours continue. */
export function linearGradient(options: LinearGradientOptions): RasterImage {
  const start = requirePoint(options?.start, 'start');
  const end = requirePoint(options.end, 'end');
  const directionX = end.x - start.x;
  const directionY = end.y - start.y;
  const lengthSquared = directionX * directionX + directionY * directionY;
  if (lengthSquared === 0) throw invalidOption('end', 'a point other than start', `${end.x},${end.y}`);
  const { image, table, target, last } = gradientTarget(options);
  const { width, height } = image;
  // The table entry of each pixel centre's position along start-end grows by the same step
  // from one pixel to the next.
  const step = (directionX / lengthSquared) * last;
  for (let y = 0; y < height; y++) {
    const first = (((0.5 - start.x) * directionX + (y + 0.5 - start.y) * directionY) / lengthSquared) * last;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const entry = first + x * step;
      target[row + x] = table[entry <= 0 ? 0 : entry >= last ? last : (entry + 0.5) | 0];
    }
  }
  return image;
}

/** A circular gradient around `centre`; beyond `radius` the last colour continues. */
export function radialGradient(options: RadialGradientOptions): RasterImage {
  const centre = requirePoint(options?.centre, 'centre');
  const radius = requireNumber(options.radius, 'radius');
  if (radius <= 0) throw invalidOption('radius', 'a number above 0', radius);
  const { image, table, target, last } = gradientTarget(options);
  const { width, height } = image;
  for (let y = 0; y < height; y++) {
    const offsetY = y + 0.5 - centre.y;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const offsetX = x + 0.5 - centre.x;
      const along = Math.sqrt(offsetX * offsetX + offsetY * offsetY) / radius;
      target[row + x] = table[along <= 0 ? 0 : along >= 1 ? last : Math.round(along * last)];
    }
  }
  return image;
}
