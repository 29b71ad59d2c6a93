import { VectorError } from './errors';
import { defaultTolerance, flattenSubpath, requireTolerance } from './flatten';
import { polyline, type Point, type Subpath, type VectorDrawing, type VectorPath } from './model';
import { optional, requireNumberInRange } from './options';

// Ramer–Douglas–Peucker simplification (U. Ramer, "An iterative procedure for the polygonal
// approximation of plane curves", CGIP 1, 1972; D. Douglas & T. Peucker, The Canadian
// Cartographer 10(2), 1973): keep the end points, find the point farthest from the chord between
// them, keep it and recurse on both halves when it lies further than the tolerance, else drop
// everything between. Run here with an explicit stack, so long paths cannot overflow the call stack.

function distanceToSegment(point: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  if (lengthSquared === 0) return Math.hypot(point.x - a.x, point.y - a.y);
  const t = Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}

/** The points of an open polyline that RDP keeps at `tolerance`; the two ends always stay. */
export function ramerDouglasPeucker(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let index = first + 1; index < last; index++) {
      const distance = distanceToSegment(points[index]!, points[first]!, points[last]!);
      if (distance > farthestDistance) {
        farthest = index;
        farthestDistance = distance;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index]);
}

/**
 * RDP on a closed ring: split at the first point and the point farthest from it, simplify both
 * halves, and join them. Returns fewer than three points when the ring is thinner than the tolerance.
 */
export function simplifyRing(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 3) return [...points];
  const first = points[0]!;
  let farthest = 1;
  let farthestDistance = -1;
  points.forEach((point, index) => {
    const distance = Math.hypot(point.x - first.x, point.y - first.y);
    if (distance > farthestDistance) {
      farthest = index;
      farthestDistance = distance;
    }
  });
  const there = ramerDouglasPeucker(points.slice(0, farthest + 1), tolerance);
  const back = ramerDouglasPeucker([...points.slice(farthest), first], tolerance);
  const ring = [...there, ...back.slice(1, -1)];
  return ring.length >= 3 ? ring : [];
}

export interface SimplifyOptions {
  /** The farthest a removed point may lie from the simplified outline, in millimetres. */
  tolerance?: number;
}

export interface SimplifyResult {
  readonly drawing: VectorDrawing;
  /** Anchor points before (curves counted as flattened) and after. */
  readonly pointsBefore: number;
  readonly pointsAfter: number;
  /** Subpaths thinner than the tolerance that vanished. */
  readonly subpathsRemoved: number;
}

/**
 * Simplifies every subpath to straight segments with RDP. Curves are flattened first at a tenth of
 * the tolerance, so the result stays within the tolerance of the original curves too.
 */
export function simplifyDrawing(drawing: VectorDrawing, options: SimplifyOptions = {}): SimplifyResult {
  const tolerance = requireNumberInRange(optional(options.tolerance, 0.1), 'tolerance', 0.001, 100);
  const flattening = requireTolerance(Math.max(tolerance / 10, defaultTolerance / 10));
  let pointsBefore = 0;
  let pointsAfter = 0;
  let subpathsRemoved = 0;
  const paths: VectorPath[] = [];
  for (const path of drawing.paths) {
    const subpaths: Subpath[] = [];
    for (const subpath of path.subpaths) {
      const flat = flattenSubpath(subpath, flattening);
      pointsBefore += flat.points.length;
      const simplified = flat.closed
        ? simplifyRing(flat.points, tolerance)
        : ramerDouglasPeucker(flat.points, tolerance);
      if (simplified.length < (flat.closed ? 3 : 2)) {
        subpathsRemoved++;
        continue;
      }
      pointsAfter += simplified.length;
      subpaths.push(polyline(simplified, flat.closed));
    }
    if (subpaths.length) paths.push({ ...path, subpaths });
  }
  if (!drawing.paths.length) throw new VectorError('empty', 'There is nothing to simplify');
  return { drawing: { paths }, pointsBefore, pointsAfter, subpathsRemoved };
}
