import { VectorError } from './errors';
import { drawingBounds } from './flatten';
import {
  maximumCoordinate,
  maximumExtent,
  maximumPoints,
  type Bounds,
  type Point,
  type VectorDrawing,
} from './model';

// Checks applied where geometry enters: a wire from another node, an imported file, a control.
// A drawing that passes is finite, well formed and small enough that every function here ends.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function checkPoint(value: unknown, where: string): void {
  if (!isRecord(value)) throw new VectorError('invalid-option', `${where} is not a point`, { where });
  const { x, y } = value;
  if (typeof x !== 'number' || typeof y !== 'number') {
    throw new VectorError('invalid-option', `${where} needs numeric x and y`, { where });
  }
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    throw new VectorError('not-finite', `${where} is not a finite point (${x}, ${y})`, { where });
  }
  if (Math.abs(x) > maximumCoordinate || Math.abs(y) > maximumCoordinate) {
    throw new VectorError(
      'too-large',
      `${where} lies ${Math.round(Math.max(Math.abs(x), Math.abs(y)))} mm from the origin; points may lie at most ${maximumCoordinate} mm away`,
      { where, limit: maximumCoordinate },
    );
  }
}

function checkColour(value: unknown, where: string): void {
  if (!isRecord(value)) throw new VectorError('invalid-option', `${where} is not a colour`, { where });
  for (const channel of ['red', 'green', 'blue', 'alpha']) {
    const level = value[channel];
    if (typeof level !== 'number' || !(level >= 0 && level <= 255)) {
      throw new VectorError('invalid-option', `${where} needs ${channel} from 0 to 255`, { where });
    }
  }
}

/** Throws when the extent of `bounds` is larger than `maximumExtent`. */
export function checkExtent(bounds: Bounds | null, what = 'The drawing'): void {
  if (!bounds) return;
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  const largest = Math.max(width, height);
  if (largest > maximumExtent) {
    throw new VectorError(
      'too-large',
      `${what} is ${Math.round(width)} x ${Math.round(height)} mm; at most ${maximumExtent} mm across is supported`,
      { width: Math.round(width), height: Math.round(height), limit: maximumExtent },
    );
  }
}

/**
 * Checks that a value is a well-formed vector drawing (finite points, known segment kinds, colours
 * in range, non-negative stroke widths, at most `maximumPoints` points and `maximumExtent` across)
 * and returns it typed, or throws a VectorError saying what is wrong.
 */
export function checkDrawing(value: unknown): VectorDrawing {
  if (!isRecord(value) || !Array.isArray(value.paths)) {
    throw new VectorError('invalid-option', 'A drawing needs a list of paths');
  }
  let points = 0;
  value.paths.forEach((path: unknown, pathIndex: number) => {
    const where = `path ${pathIndex + 1}`;
    if (!isRecord(path) || !Array.isArray(path.subpaths)) {
      throw new VectorError('invalid-option', `${where} needs a list of subpaths`, { where });
    }
    if (path.fillRule !== 'nonzero' && path.fillRule !== 'evenodd') {
      throw new VectorError('invalid-option', `${where} needs a fill rule of nonzero or evenodd`, { where });
    }
    if (path.fill !== null) checkColour(path.fill, `${where} fill`);
    if (path.stroke !== null) {
      if (!isRecord(path.stroke))
        throw new VectorError('invalid-option', `${where} stroke is malformed`, { where });
      checkColour(path.stroke.colour, `${where} stroke`);
      const width = path.stroke.width;
      if (typeof width !== 'number' || !Number.isFinite(width) || width < 0) {
        throw new VectorError('not-finite', `${where} stroke width must be a finite number of at least 0`, {
          where,
        });
      }
    }
    path.subpaths.forEach((subpath: unknown, subpathIndex: number) => {
      const at = `${where}, subpath ${subpathIndex + 1}`;
      if (!isRecord(subpath) || !Array.isArray(subpath.segments) || typeof subpath.closed !== 'boolean') {
        throw new VectorError('invalid-option', `${at} is malformed`, { where: at });
      }
      checkPoint(subpath.start, at);
      points += 1 + subpath.segments.length;
      if (points > maximumPoints) {
        throw new VectorError('too-complex', `The drawing has more than ${maximumPoints} points`, {
          limit: maximumPoints,
        });
      }
      for (const segment of subpath.segments as unknown[]) {
        if (!isRecord(segment))
          throw new VectorError('invalid-option', `${at} has a malformed segment`, { where: at });
        if (segment.kind === 'line') {
          checkPoint(segment.to, at);
        } else if (segment.kind === 'cubic') {
          checkPoint(segment.control1, at);
          checkPoint(segment.control2, at);
          checkPoint(segment.to, at);
        } else {
          throw new VectorError('invalid-option', `${at} has a segment of unknown kind`, { where: at });
        }
      }
    });
  });
  const drawing = value as unknown as VectorDrawing;
  checkExtent(drawingBounds(drawing));
  return drawing;
}

/** What is wrong with a value offered as a drawing, or undefined when it is a valid one. */
export function describeInvalidDrawing(value: unknown): string | undefined {
  try {
    checkDrawing(value);
    return undefined;
  } catch (error) {
    if (error instanceof VectorError) return error.message;
    throw error;
  }
}

/** Throws a `not-finite` error naming `option` when a point holds NaN or infinity. */
export function requireFinitePoint(value: Point, option: string): Point {
  if (!Number.isFinite(value.x) || !Number.isFinite(value.y)) {
    throw new VectorError('not-finite', `Option "${option}" must be a finite point`, { option });
  }
  return value;
}
