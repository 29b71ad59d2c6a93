import { cubicBounds, flattenCubic, flatteningSteps } from './bezier';
import { VectorError } from './errors';
import type { Bounds, Point, Subpath, VectorDrawing, VectorPath } from './model';
import { requireNumberInRange } from './options';

/**
 * How far a flattened curve may stray from the true curve, in millimetres, unless a caller says
 * otherwise: 10 µm, a tenth of the finest stitch or plotter step the product outputs.
 */
export const defaultTolerance = 0.01;

/** The finest and coarsest flattening tolerances accepted, in millimetres. */
export const minimumTolerance = 0.0001;
export const maximumTolerance = 10;

export function requireTolerance(value: unknown, option = 'tolerance'): number {
  return requireNumberInRange(value, option, minimumTolerance, maximumTolerance);
}

/** The most points one subpath may flatten into, so that no operation runs away with time or memory. */
export const maximumFlattenedPoints = 5_000_000;

/** A flattened subpath: its points, and whether it closes back to the first. */
export interface Polyline {
  readonly points: Point[];
  readonly closed: boolean;
}

/**
 * The subpath as straight segments, each curve within `tolerance` of the original. A closed
 * subpath's implied return to its start is not repeated as a last point.
 */
/** How many points `flattenSubpath` would make of a subpath at a tolerance, without making them. */
export function flattenedPointCount(subpath: Subpath, tolerance = defaultTolerance): number {
  let count = 1;
  let from = subpath.start;
  for (const segment of subpath.segments) {
    count +=
      segment.kind === 'line'
        ? 1
        : flatteningSteps(
            { p0: from, p1: segment.control1, p2: segment.control2, p3: segment.to },
            tolerance,
          );
    from = segment.to;
  }
  return count;
}

function tooManyPoints(tolerance: number): VectorError {
  return new VectorError(
    'too-complex',
    `Following the curves within ${tolerance} mm would take more than ${maximumFlattenedPoints} points; raise the tolerance or simplify first`,
    { limit: maximumFlattenedPoints },
  );
}

/**
 * Flattens several subpaths for one operation, refusing before any work when together they would
 * exceed `maximumFlattenedPoints`.
 */
export function flattenSubpaths(subpaths: readonly Subpath[], tolerance = defaultTolerance): Polyline[] {
  let total = 0;
  for (const subpath of subpaths) {
    total += flattenedPointCount(subpath, tolerance);
    if (total > maximumFlattenedPoints) throw tooManyPoints(tolerance);
  }
  return subpaths.map((subpath) => flattenSubpath(subpath, tolerance));
}

export function flattenSubpath(subpath: Subpath, tolerance = defaultTolerance): Polyline {
  // Count first, so that a runaway request fails before it allocates anything.
  if (flattenedPointCount(subpath, tolerance) > maximumFlattenedPoints) throw tooManyPoints(tolerance);
  let from = subpath.start;
  const points: Point[] = [subpath.start];
  for (const segment of subpath.segments) {
    if (segment.kind === 'line') points.push(segment.to);
    else
      flattenCubic(
        { p0: from, p1: segment.control1, p2: segment.control2, p3: segment.to },
        tolerance,
        points,
      );
    from = segment.to;
  }
  if (subpath.closed && points.length > 1) {
    const first = points[0]!;
    const last = points[points.length - 1]!;
    if (first.x === last.x && first.y === last.y) points.pop();
  }
  return { points, closed: subpath.closed };
}

export function flattenPath(path: VectorPath, tolerance = defaultTolerance): Polyline[] {
  return path.subpaths.map((subpath) => flattenSubpath(subpath, tolerance));
}

/** Twice the signed area of a ring (shoelace formula); positive when clockwise on a y-down page. */
function doubledSignedArea(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0, previous = points.length - 1; index < points.length; previous = index++) {
    const a = points[previous]!;
    const b = points[index]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

/** The signed area of a closed ring in mm²: positive when it runs clockwise on the page. */
export function signedArea(points: readonly Point[]): number {
  return doubledSignedArea(points) / 2;
}

function extend(bounds: [number, number, number, number], x: number, y: number): void {
  if (x < bounds[0]) bounds[0] = x;
  if (y < bounds[1]) bounds[1] = y;
  if (x > bounds[2]) bounds[2] = x;
  if (y > bounds[3]) bounds[3] = y;
}

function subpathBoundsInto(subpath: Subpath, box: [number, number, number, number]): void {
  extend(box, subpath.start.x, subpath.start.y);
  let from = subpath.start;
  for (const segment of subpath.segments) {
    if (segment.kind === 'line') {
      extend(box, segment.to.x, segment.to.y);
    } else {
      const [minX, minY, maxX, maxY] = cubicBounds({
        p0: from,
        p1: segment.control1,
        p2: segment.control2,
        p3: segment.to,
      });
      extend(box, minX, minY);
      extend(box, maxX, maxY);
    }
    from = segment.to;
  }
}

function toBounds(box: [number, number, number, number]): Bounds | null {
  if (box[0] > box[2]) return null;
  return { minX: box[0], minY: box[1], maxX: box[2], maxY: box[3] };
}

/** The tight box around the geometry (curves included, stroke width not), or null when empty. */
export function drawingBounds(drawing: VectorDrawing): Bounds | null {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const path of drawing.paths) for (const subpath of path.subpaths) subpathBoundsInto(subpath, box);
  return toBounds(box);
}

export function pathBounds(path: VectorPath): Bounds | null {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const subpath of path.subpaths) subpathBoundsInto(subpath, box);
  return toBounds(box);
}

export function subpathBounds(subpath: Subpath): Bounds {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  subpathBoundsInto(subpath, box);
  return toBounds(box)!;
}
