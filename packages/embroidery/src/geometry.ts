// The minimal geometry the stitch generators work on, in millimetres with y pointing down (as in
// SVG). Callers convert their own shapes to it; nothing here knows any vector library.
import { EmbroideryError } from './errors';

export interface Point {
  x: number;
  y: number;
}

/** An open path through its points. */
export type Polyline = readonly Point[];

/**
 * A filled region: one outer ring and any number of holes, each ring a closed list of points
 * (the closing point may be repeated or left out). Orientation does not matter.
 */
export interface Polygon {
  outer: readonly Point[];
  holes: readonly (readonly Point[])[];
}

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * No machine field is larger than this (the largest multi-head frames are around a metre), so a
 * larger shape is a mistake in units or scale; refusing it keeps the generators from running
 * for minutes over millions of stitches.
 */
export const maximumDesignSize = 1000;

/**
 * The most stitches one generator call may make: more than any real design (large jacket backs
 * run to a few hundred thousand), few enough that generating never stalls the editor.
 */
export const stitchBudget = 1_000_000;

/** Refuses work estimated at more stitches than the budget, before any is done. */
export function requireWithinBudget(estimate: number, what: string): void {
  if (estimate > stitchBudget) {
    throw new EmbroideryError(
      'too-many-stitches',
      `${what} would take about ${Math.round(estimate)} stitches, more than ${stitchBudget}`,
      { estimate: Math.round(estimate), limit: stitchBudget },
    );
  }
}

/** Points closer than this are the same needle position (half the machines' 0.1 mm step). */
export const samePointTolerance = 0.05;

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function pathLength(points: readonly Point[]): number {
  let length = 0;
  for (let index = 1; index < points.length; index++) length += distance(points[index - 1]!, points[index]!);
  return length;
}

export function boundsOf(points: Iterable<Point>): Bounds | undefined {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const point of points) {
    if (point.x < minX) minX = point.x;
    if (point.y < minY) minY = point.y;
    if (point.x > maxX) maxX = point.x;
    if (point.y > maxY) maxY = point.y;
  }
  return minX === Infinity ? undefined : { minX, minY, maxX, maxY };
}

/** Twice the signed area would do for orientation; this is the real area (shoelace formula). */
export function ringArea(ring: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < ring.length; index++) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

function requireFinitePoints(points: readonly Point[], what: string): void {
  for (const point of points) {
    if (
      typeof point !== 'object' ||
      point === null ||
      !Number.isFinite(point.x) ||
      !Number.isFinite(point.y)
    ) {
      throw new EmbroideryError('degenerate-shape', `${what} has a point without finite coordinates`);
    }
  }
}

/** Drops consecutive points closer than the tolerance. */
function withoutRepeats(points: readonly Point[]): Point[] {
  const result: Point[] = [];
  for (const point of points) {
    const last = result[result.length - 1];
    if (!last || distance(last, point) > samePointTolerance) result.push({ x: point.x, y: point.y });
  }
  return result;
}

function checkExtent(bounds: Bounds, what: string): void {
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  if (width > maximumDesignSize || height > maximumDesignSize) {
    throw new EmbroideryError(
      'design-too-large',
      `${what} is ${width.toFixed(1)} x ${height.toFixed(1)} mm; no machine sews more than ${maximumDesignSize} mm in either direction`,
      { width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10, limit: maximumDesignSize },
    );
  }
}

/** Validates an open path and returns it without repeated points. */
export function cleanPath(path: Polyline | undefined, what = 'The path'): Point[] {
  if (!Array.isArray(path) || path.length === 0)
    throw new EmbroideryError('empty-shape', `${what} has no points`);
  requireFinitePoints(path, what);
  const points = withoutRepeats(path);
  if (points.length < 2) throw new EmbroideryError('degenerate-shape', `${what} has no length`);
  checkExtent(boundsOf(points)!, what);
  return points;
}

function cleanRing(ring: readonly Point[]): Point[] {
  const points = withoutRepeats(ring);
  while (points.length > 1 && distance(points[0]!, points[points.length - 1]!) <= samePointTolerance)
    points.pop();
  return points;
}

/**
 * Validates a polygon: the outer ring must enclose an area; holes that enclose none are dropped,
 * since there is nothing to leave out.
 */
export function cleanPolygon(polygon: Polygon | undefined): Polygon {
  if (!polygon || !Array.isArray(polygon.outer) || polygon.outer.length === 0) {
    throw new EmbroideryError('empty-shape', 'The shape has no points');
  }
  requireFinitePoints(polygon.outer, 'The shape');
  const outer = cleanRing(polygon.outer);
  if (outer.length < 3 || Math.abs(ringArea(outer)) < samePointTolerance * samePointTolerance) {
    throw new EmbroideryError('degenerate-shape', 'The shape encloses no area');
  }
  checkExtent(boundsOf(outer)!, 'The shape');
  const holes: Point[][] = [];
  for (const hole of polygon.holes ?? []) {
    if (!Array.isArray(hole)) continue;
    requireFinitePoints(hole, 'A hole of the shape');
    const ring = cleanRing(hole);
    if (ring.length >= 3 && Math.abs(ringArea(ring)) >= samePointTolerance * samePointTolerance)
      holes.push(ring);
  }
  return { outer, holes };
}

/** Cumulative distances along a path: entry i is the length from the start to point i. */
export function cumulativeLengths(points: readonly Point[]): number[] {
  const lengths = [0];
  for (let index = 1; index < points.length; index++) {
    lengths.push(lengths[index - 1]! + distance(points[index - 1]!, points[index]!));
  }
  return lengths;
}

/** The point at arc length `along` of a path whose cumulative lengths are given. */
export function pointAlong(points: readonly Point[], cumulative: readonly number[], along: number): Point {
  const total = cumulative[cumulative.length - 1]!;
  if (along <= 0) return { ...points[0]! };
  if (along >= total) return { ...points[points.length - 1]! };
  let low = 0;
  let high = cumulative.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! <= along) low = middle;
    else high = middle;
  }
  const a = points[low]!;
  const b = points[high]!;
  const span = cumulative[high]! - cumulative[low]!;
  const t = span === 0 ? 0 : (along - cumulative[low]!) / span;
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** True when the point lies strictly inside the ring (even-odd rule). */
export function insideRing(point: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    const a = ring[index]!;
    const b = ring[previous]!;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/**
 * Groups rings that do not cross one another (as a boolean union leaves them) into polygons: a
 * ring inside an even number of others is an outline, one inside an odd number a hole of the
 * smallest outline around it.
 */
export function polygonsFromRings(rings: readonly (readonly Point[])[]): Polygon[] {
  const usable = rings.filter((ring) => ring.length >= 3);
  const areas = usable.map((ring) => Math.abs(ringArea(ring)));
  const containers = usable.map((ring, index) =>
    usable.flatMap((other, otherIndex) =>
      otherIndex !== index && insideRing(ring[0]!, other) ? [otherIndex] : [],
    ),
  );
  const polygons = new Map<number, { outer: Point[]; holes: Point[][] }>();
  usable.forEach((ring, index) => {
    if (containers[index]!.length % 2 === 0) polygons.set(index, { outer: [...ring], holes: [] });
  });
  usable.forEach((ring, index) => {
    if (containers[index]!.length % 2 === 0) return;
    const owner = containers[index]!.filter((other) => polygons.has(other)).sort(
      (a, b) => areas[a]! - areas[b]!,
    )[0];
    if (owner !== undefined) polygons.get(owner)!.holes.push([...ring]);
  });
  return [...polygons.values()];
}
