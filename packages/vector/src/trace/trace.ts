import { VectorError } from '../errors';
import {
  cubicTo,
  lineTo,
  maximumExtent,
  polyline,
  type Colour,
  type Point,
  type Segment,
  type Subpath,
  type VectorDrawing,
  type VectorPath,
} from '../model';
import { optional, requireBoolean, requireInteger, requireNumberInRange, requireOneOf } from '../options';
import { ramerDouglasPeucker } from '../simplify';
import { traceContours } from './contours';
import { fitCurve, type FittedSegment } from './fit';
import { quantise } from './quantise';

// Bitmap tracing into colour-separated shapes: quantise to a palette (median cut), trace the
// outline of every colour's pixels along pixel edges, put sample points on the boundary's true
// corners and the middles of its runs (so staircases read as slopes, as Potrace's optimal polygons
// do), then fit cubic curves to the samples between corners (Schneider), or straight segments with
// Ramer–Douglas–Peucker for the polygon mode.

/**
 * An RGBA bitmap: straight alpha, rows from the top left, with its resolution. The same layout as
 * the raster package's image.
 */
export interface TraceBitmap {
  readonly width: number;
  readonly height: number;
  /** width x height x 4 bytes: red, green, blue, alpha. */
  readonly data: Uint8ClampedArray | Uint8Array;
  /** Dots per inch, which give the traced shapes their size in millimetres. */
  readonly dpi: number;
}

export type TraceMode = 'curves' | 'polygons';

export const traceModes: readonly TraceMode[] = ['curves', 'polygons'];

/** The largest bitmap traced: 2048 x 2048 pixels. Larger images are to be scaled down first. */
export const maximumTracePixels = 2048 * 2048;

/**
 * The most outlines one trace keeps. Noise or dithering can break an image into hundreds of
 * thousands of specks; past this the trace stops with advice instead of working for minutes.
 */
export const maximumTraceOutlines = 100_000;

export interface TraceOptions {
  /** How many colours to separate into, 1 to 16 (ignored when a palette is given). */
  colours?: number;
  /** Colours to separate into instead of ones found by median cut. */
  palette?: readonly Colour[];
  /** `curves` fits Béziers; `polygons` keeps straight segments. */
  mode?: TraceMode;
  /** How far the outline may stray from the pixel boundary's samples, in pixels (0.1 to 10). */
  smoothing?: number;
  /** Outlines enclosing fewer pixels than this are dropped as specks (holes that small fill in). */
  minimumArea?: number;
  /** Pixels with alpha below this are transparent and not traced. */
  alphaThreshold?: number;
  /**
   * Each colour's shape also covers the area of the colours painted above it, so curve fitting can
   * leave no gap between neighbours. Off by default: embroidery and cutting want abutting shapes.
   */
  stacked?: boolean;
  /** Leave out the colour that covers the most pixels, usually the background. */
  omitLargest?: boolean;
}

export interface TraceResult {
  /** One compound path per colour, painted from the largest area (bottom) to the smallest. */
  readonly drawing: VectorDrawing;
  /** The colour of each path, in the same order. */
  readonly palette: readonly Colour[];
  /** Separate regions (outlines, not holes) of each path's colour. */
  readonly regions: readonly number[];
  /** The bitmap's size in millimetres. */
  readonly width: number;
  readonly height: number;
}

function checkBitmap(bitmap: TraceBitmap): void {
  if (typeof bitmap !== 'object' || bitmap === null)
    throw new VectorError('invalid-image', 'There is no bitmap to trace');
  const { width, height, data, dpi } = bitmap;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new VectorError('invalid-image', 'A bitmap needs a whole-number width and height of at least 1');
  }
  if (
    !(data instanceof Uint8ClampedArray || data instanceof Uint8Array) ||
    data.length !== width * height * 4
  ) {
    throw new VectorError(
      'invalid-image',
      `A ${width} x ${height} bitmap needs ${width * height * 4} bytes of RGBA`,
    );
  }
  if (typeof dpi !== 'number' || !Number.isFinite(dpi) || dpi <= 0) {
    throw new VectorError('invalid-image', 'A bitmap needs a positive resolution (dots per inch)');
  }
  if (width * height > maximumTracePixels) {
    throw new VectorError(
      'too-complex',
      `Bitmaps of up to ${maximumTracePixels} pixels are traced; scale this ${width} x ${height} one down first`,
      {
        limit: maximumTracePixels,
      },
    );
  }
  const millimetres = (Math.max(width, height) * 25.4) / dpi;
  if (millimetres > maximumExtent) {
    throw new VectorError(
      'too-large',
      `At ${dpi} dpi the bitmap is ${Math.round(millimetres)} mm across; at most ${maximumExtent} mm is supported`,
      {
        limit: maximumExtent,
      },
    );
  }
}

/**
 * Where the outline truly turns a corner rather than steps along a slope: both runs meeting there
 * are at least 2 pixels long and one at least 3 (a 1-pixel step, or 2 x 2 steps, draw a slope), or
 * the corner lies on the bitmap's border, whose edges are straight by definition.
 */
function isTrueCorner(inRun: number, outRun: number, here: Point, width: number, height: number): boolean {
  if (here.x === 0 || here.y === 0 || here.x === width || here.y === height) return true;
  return Math.min(inRun, outRun) >= 2 && Math.max(inRun, outRun) >= 3;
}

/** Boundary samples: true corners, and the middle of every run. Returns the samples and which are corners. */
function boundarySamples(
  corners: readonly Point[],
  width: number,
  height: number,
): { samples: Point[]; isCorner: boolean[] } {
  const count = corners.length;
  const samples: Point[] = [];
  const isCorner: boolean[] = [];
  const runLength = (from: Point, to: Point) => Math.abs(to.x - from.x) + Math.abs(to.y - from.y);
  for (let index = 0; index < count; index++) {
    const previous = corners[(index + count - 1) % count]!;
    const here = corners[index]!;
    const next = corners[(index + 1) % count]!;
    if (isTrueCorner(runLength(previous, here), runLength(here, next), here, width, height)) {
      samples.push(here);
      isCorner.push(true);
    }
    samples.push({ x: (here.x + next.x) / 2, y: (here.y + next.y) / 2 });
    isCorner.push(false);
  }
  return { samples, isCorner };
}

function toSegments(fitted: readonly FittedSegment[], millimetresPerPixel: number): Segment[] {
  const mm = (point: Point): Point => ({
    x: point.x * millimetresPerPixel,
    y: point.y * millimetresPerPixel,
  });
  return fitted.map((segment) =>
    segment.kind === 'line'
      ? lineTo(mm(segment.to))
      : cubicTo(mm(segment.control1), mm(segment.control2), mm(segment.to)),
  );
}

function normalise(vector: Point): Point {
  const length = Math.hypot(vector.x, vector.y);
  return length === 0 ? { x: 1, y: 0 } : { x: vector.x / length, y: vector.y / length };
}

function fitOutline(
  corners: readonly Point[],
  size: { width: number; height: number },
  mode: TraceMode,
  smoothing: number,
  millimetresPerPixel: number,
): Subpath | null {
  const { samples, isCorner } = boundarySamples(corners, size.width, size.height);
  const mm = (point: Point): Point => ({
    x: point.x * millimetresPerPixel,
    y: point.y * millimetresPerPixel,
  });
  if (samples.length < 3) return null;
  const cornerIndices = isCorner.flatMap((corner, index) => (corner ? [index] : []));
  if (mode === 'polygons') {
    // RDP between corners keeps the corners exactly.
    const anchors = cornerIndices.length ? cornerIndices : [0];
    const ring: Point[] = [];
    anchors.forEach((anchor, position) => {
      const end = position + 1 < anchors.length ? anchors[position + 1]! : anchors[0]! + samples.length;
      const run: Point[] = [];
      for (let index = anchor; index <= end; index++) run.push(samples[index % samples.length]!);
      ring.push(...ramerDouglasPeucker(run, smoothing).slice(0, -1));
    });
    return ring.length >= 3 ? polyline(ring.map(mm), true) : null;
  }
  const fitted: FittedSegment[] = [];
  if (cornerIndices.length) {
    cornerIndices.forEach((anchor, position) => {
      const end =
        position + 1 < cornerIndices.length
          ? cornerIndices[position + 1]!
          : cornerIndices[0]! + samples.length;
      const run: Point[] = [];
      for (let index = anchor; index <= end; index++) run.push(samples[index % samples.length]!);
      fitted.push(...fitCurve(run, smoothing));
    });
    return {
      start: mm(samples[cornerIndices[0]!]!),
      segments: toSegments(fitted, millimetresPerPixel),
      closed: true,
    };
  }
  // A smooth outline: two halves, joined with matching tangents at both ends.
  const count = samples.length;
  const middle = Math.floor(count / 2);
  const tangentAt = (index: number) =>
    normalise({
      x: samples[(index + 1) % count]!.x - samples[(index + count - 1) % count]!.x,
      y: samples[(index + 1) % count]!.y - samples[(index + count - 1) % count]!.y,
    });
  const startTangent = tangentAt(0);
  const middleTangent = tangentAt(middle);
  const back = (vector: Point) => ({ x: -vector.x, y: -vector.y });
  fitted.push(...fitCurve(samples.slice(0, middle + 1), smoothing, startTangent, back(middleTangent)));
  fitted.push(
    ...fitCurve([...samples.slice(middle), samples[0]!], smoothing, middleTangent, back(startTangent)),
  );
  return { start: mm(samples[0]!), segments: toSegments(fitted, millimetresPerPixel), closed: true };
}

/** Traces a bitmap into one filled compound path per colour. */
export function traceBitmap(bitmap: TraceBitmap, options: TraceOptions = {}): TraceResult {
  checkBitmap(bitmap);
  const colours = requireInteger(optional(options.colours, 2), 'colours', 1, 16);
  const mode = requireOneOf(optional(options.mode, 'curves'), 'mode', traceModes);
  const smoothing = requireNumberInRange(optional(options.smoothing, 0.5), 'smoothing', 0.1, 10);
  const minimumArea = requireNumberInRange(
    optional(options.minimumArea, 2),
    'minimumArea',
    0,
    bitmap.width * bitmap.height,
  );
  const alphaThreshold = requireInteger(optional(options.alphaThreshold, 128), 'alphaThreshold', 1, 255);
  const stacked = requireBoolean(optional(options.stacked, false), 'stacked');
  const omitLargest = requireBoolean(optional(options.omitLargest, false), 'omitLargest');
  if (
    options.palette !== undefined &&
    (!Array.isArray(options.palette) || options.palette.length < 1 || options.palette.length > 16)
  ) {
    throw new VectorError('invalid-option', 'Option "palette" must hold 1 to 16 colours', {
      option: 'palette',
    });
  }
  const { width, height } = bitmap;
  const millimetresPerPixel = 25.4 / bitmap.dpi;
  const { palette, labels } = quantise(bitmap.data, colours, alphaThreshold, options.palette);

  const pixelCounts = new Array<number>(palette.length).fill(0);
  for (const label of labels) if (label >= 0) pixelCounts[label]!++;
  // Bottom to top: the largest area first; colours no pixel took are left out.
  let order = palette.map((_, index) => index).filter((index) => pixelCounts[index]! > 0);
  order.sort((a, b) => pixelCounts[b]! - pixelCounts[a]! || a - b);
  const rank = new Int16Array(palette.length).fill(-1);
  order.forEach((label, position) => (rank[label] = position));
  if (omitLargest) order = order.slice(1);

  const paths: VectorPath[] = [];
  let outlineCount = 0;
  const usedPalette: Colour[] = [];
  const regions: number[] = [];
  for (const label of order) {
    const position = rank[label]!;
    const inside = stacked
      ? (pixel: number) => labels[pixel]! >= 0 && rank[labels[pixel]!]! >= position
      : (pixel: number) => labels[pixel] === label;
    const subpaths: Subpath[] = [];
    let outlines = 0;
    for (const contour of traceContours(width, height, inside)) {
      if (Math.abs(contour.area) < minimumArea) continue;
      if (++outlineCount > maximumTraceOutlines) {
        throw new VectorError(
          'too-complex',
          `The image breaks into more than ${maximumTraceOutlines} outlines; raise the minimum area, use fewer colours or smooth the image first`,
          { limit: maximumTraceOutlines, option: 'minimumArea' },
        );
      }
      const subpath = fitOutline(contour.corners, bitmap, mode, smoothing, millimetresPerPixel);
      if (!subpath) continue;
      subpaths.push(subpath);
      if (contour.area > 0) outlines++;
    }
    if (!subpaths.length) continue;
    paths.push({ subpaths, fillRule: 'nonzero', fill: palette[label]!, stroke: null });
    usedPalette.push(palette[label]!);
    regions.push(outlines);
  }
  return {
    drawing: { paths },
    palette: usedPalette,
    regions,
    width: width * millimetresPerPixel,
    height: height * millimetresPerPixel,
  };
}
