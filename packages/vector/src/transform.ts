import { VectorError } from './errors';
import { drawingBounds } from './flatten';
import type { Point, Segment, Subpath, VectorDrawing, VectorPath } from './model';
import { optional, requireNumber, requireOneOf } from './options';
import { checkExtent } from './validate';

/**
 * An affine transform in SVG's notation (SVG 1.1 section 7.4): a point (x, y) goes to
 * (a·x + c·y + e, b·x + d·y + f).
 */
export interface Matrix {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

export const identityMatrix: Matrix = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** The transform that applies `inner` first, then `outer`. */
export function multiply(outer: Matrix, inner: Matrix): Matrix {
  return {
    a: outer.a * inner.a + outer.c * inner.b,
    b: outer.b * inner.a + outer.d * inner.b,
    c: outer.a * inner.c + outer.c * inner.d,
    d: outer.b * inner.c + outer.d * inner.d,
    e: outer.a * inner.e + outer.c * inner.f + outer.e,
    f: outer.b * inner.e + outer.d * inner.f + outer.f,
  };
}

export function translation(x: number, y: number): Matrix {
  return { a: 1, b: 0, c: 0, d: 1, e: x, f: y };
}

export function scaling(x: number, y = x): Matrix {
  return { a: x, b: 0, c: 0, d: y, e: 0, f: 0 };
}

const radiansPerDegree = Math.PI / 180;

/** A rotation by `degrees` about (centreX, centreY); positive turns clockwise on a y-down page. */
export function rotation(degrees: number, centreX = 0, centreY = 0): Matrix {
  const radians = degrees * radiansPerDegree;
  // Exact values at quarter turns keep rectangles rectangular without rounding noise.
  const quarter = degrees / 90;
  const cos = Number.isInteger(quarter) ? [1, 0, -1, 0][((quarter % 4) + 4) % 4]! : Math.cos(radians);
  const sin = Number.isInteger(quarter) ? [0, 1, 0, -1][((quarter % 4) + 4) % 4]! : Math.sin(radians);
  const turn: Matrix = { a: cos, b: sin, c: -sin, d: cos, e: 0, f: 0 };
  if (centreX === 0 && centreY === 0) return turn;
  return multiply(translation(centreX, centreY), multiply(turn, translation(-centreX, -centreY)));
}

export function skewX(degrees: number): Matrix {
  return { a: 1, b: 0, c: Math.tan(degrees * radiansPerDegree), d: 1, e: 0, f: 0 };
}

export function skewY(degrees: number): Matrix {
  return { a: 1, b: Math.tan(degrees * radiansPerDegree), c: 0, d: 1, e: 0, f: 0 };
}

export function determinant(matrix: Matrix): number {
  return matrix.a * matrix.d - matrix.b * matrix.c;
}

export function invert(matrix: Matrix): Matrix {
  const det = determinant(matrix);
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) {
    throw new VectorError('degenerate', 'The transform flattens everything onto a line or a point');
  }
  return {
    a: matrix.d / det,
    b: -matrix.b / det,
    c: -matrix.c / det,
    d: matrix.a / det,
    e: (matrix.c * matrix.f - matrix.d * matrix.e) / det,
    f: (matrix.b * matrix.e - matrix.a * matrix.f) / det,
  };
}

export function transformPoint(matrix: Matrix, point: Point): Point {
  return {
    x: matrix.a * point.x + matrix.c * point.y + matrix.e,
    y: matrix.b * point.x + matrix.d * point.y + matrix.f,
  };
}

function transformSegment(matrix: Matrix, segment: Segment): Segment {
  if (segment.kind === 'line') return { kind: 'line', to: transformPoint(matrix, segment.to) };
  return {
    kind: 'cubic',
    control1: transformPoint(matrix, segment.control1),
    control2: transformPoint(matrix, segment.control2),
    to: transformPoint(matrix, segment.to),
  };
}

/** Affine maps keep Bézier curves Bézier, so transforming the control points is exact. */
export function transformSubpath(matrix: Matrix, subpath: Subpath): Subpath {
  return {
    start: transformPoint(matrix, subpath.start),
    segments: subpath.segments.map((segment) => transformSegment(matrix, segment)),
    closed: subpath.closed,
  };
}

/**
 * Transforms a path's geometry. The stroke width scales by the square root of the area scale, the
 * usual single-number stand-in for a non-uniform scale.
 */
export function transformPath(matrix: Matrix, path: VectorPath): VectorPath {
  const widthScale = Math.sqrt(Math.abs(determinant(matrix)));
  return {
    ...path,
    subpaths: path.subpaths.map((subpath) => transformSubpath(matrix, subpath)),
    stroke: path.stroke ? { ...path.stroke, width: path.stroke.width * widthScale } : null,
  };
}

export function transformDrawing(matrix: Matrix, drawing: VectorDrawing): VectorDrawing {
  for (const value of [matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f]) {
    if (!Number.isFinite(value))
      throw new VectorError('not-finite', 'The transform holds a number that is not finite');
  }
  const result = { paths: drawing.paths.map((path) => transformPath(matrix, path)) };
  checkExtent(drawingBounds(result), 'The transformed drawing');
  return result;
}

/** Where scaling, rotation and skew of `arrangeDrawing` are centred. */
export type TransformOrigin = 'centre' | 'origin';

export const transformOrigins: readonly TransformOrigin[] = ['centre', 'origin'];

export interface ArrangeOptions {
  /** Horizontal move in millimetres, applied last. */
  translateX?: number;
  translateY?: number;
  /** Factors; a negative one mirrors, zero is refused. */
  scaleX?: number;
  scaleY?: number;
  /** Degrees, clockwise on the page. */
  rotation?: number;
  skewX?: number;
  skewY?: number;
  /** `centre`: about the middle of the drawing's bounds; `origin`: about (0, 0). */
  origin?: TransformOrigin;
}

/**
 * The matrix that scales, then skews, then rotates about the chosen origin, then moves: the order
 * in which design tools apply the fields of a transform panel.
 */
export function arrangementMatrix(drawing: VectorDrawing, options: ArrangeOptions = {}): Matrix {
  const translateX = requireNumber(optional(options.translateX, 0), 'translateX');
  const translateY = requireNumber(optional(options.translateY, 0), 'translateY');
  const scaleX = requireNumber(optional(options.scaleX, 1), 'scaleX');
  const scaleY = requireNumber(optional(options.scaleY, 1), 'scaleY');
  const degrees = requireNumber(optional(options.rotation, 0), 'rotation');
  const skewXDegrees = requireNumber(optional(options.skewX, 0), 'skewX');
  const skewYDegrees = requireNumber(optional(options.skewY, 0), 'skewY');
  const origin = requireOneOf(optional(options.origin, 'centre'), 'origin', transformOrigins);
  if (scaleX === 0 || scaleY === 0) {
    throw new VectorError('degenerate', 'A scale of 0 would flatten the drawing to nothing', {
      option: scaleX === 0 ? 'scaleX' : 'scaleY',
    });
  }
  for (const [name, angle] of [
    ['skewX', skewXDegrees],
    ['skewY', skewYDegrees],
  ] as const) {
    if (Math.abs(angle) >= 89) {
      throw new VectorError('invalid-option', `Option "${name}" must lie between -89 and 89 degrees`, {
        option: name,
      });
    }
  }
  let centreX = 0;
  let centreY = 0;
  if (origin === 'centre') {
    const bounds = drawingBounds(drawing);
    if (bounds) {
      centreX = (bounds.minX + bounds.maxX) / 2;
      centreY = (bounds.minY + bounds.maxY) / 2;
    }
  }
  let matrix = scaling(scaleX, scaleY);
  matrix = multiply(skewX(skewXDegrees), matrix);
  matrix = multiply(skewY(skewYDegrees), matrix);
  matrix = multiply(rotation(degrees), matrix);
  matrix = multiply(
    translation(centreX + translateX, centreY + translateY),
    multiply(matrix, translation(-centreX, -centreY)),
  );
  return matrix;
}

/** Moves, scales, rotates and skews a drawing (see `arrangementMatrix`). */
export function arrangeDrawing(drawing: VectorDrawing, options: ArrangeOptions = {}): VectorDrawing {
  return transformDrawing(arrangementMatrix(drawing, options), drawing);
}
