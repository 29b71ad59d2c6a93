import { ClipType } from 'clipper2-ts';
import { clipperFillRule, fromClipperPaths, runClipper, toClipperPath } from './clipper';
import { VectorError } from './errors';
import { defaultTolerance, flattenSubpath, requireTolerance } from './flatten';
import { polyline, type Point, type Subpath, type VectorDrawing, type VectorPath } from './model';
import { optional, requireOneOf } from './options';

// Finding and removing self-intersections. A shape self-intersects when an edge of one of its
// closed outlines meets another edge of that outline that is not its neighbour (a figure eight, a
// bow tie, a spike), or crosses an edge of another of its outlines (a hole poking out): embroidery fills and cutters
// cannot follow such outlines. The search sweeps the flattened edges in x order and tests only
// pairs whose x ranges overlap (the interval sweep of M. Shamos & D. Hoey, "Geometric intersection
// problems", FOCS 1976), stopping at the first crossing.

const epsilon = 1e-9;

interface Edge {
  a: Point;
  b: Point;
  ring: number;
  index: number;
  ringLength: number;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

function orientation(a: Point, b: Point, c: Point): number {
  const value = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
  return Math.abs(value) < epsilon ? 0 : Math.sign(value);
}

function onSegment(a: Point, b: Point, p: Point): boolean {
  return (
    Math.min(a.x, b.x) - epsilon <= p.x &&
    p.x <= Math.max(a.x, b.x) + epsilon &&
    Math.min(a.y, b.y) - epsilon <= p.y &&
    p.y <= Math.max(a.y, b.y) + epsilon
  );
}

/** True when segments ab and cd share at least one point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(a, b, c)) return true;
  if (o2 === 0 && onSegment(a, b, d)) return true;
  if (o3 === 0 && onSegment(c, d, a)) return true;
  if (o4 === 0 && onSegment(c, d, b)) return true;
  return false;
}

/**
 * True when segments ab and cd cross in their interiors or overlap along a stretch; meeting at a
 * single end point does not count.
 */
export function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  if (o1 !== 0 || o2 !== 0) return false;
  // Collinear: overlapping when their projections on the longer axis share more than a point.
  const alongX = Math.abs(b.x - a.x) >= Math.abs(b.y - a.y);
  const [p, q, r, t] = alongX ? [a.x, b.x, c.x, d.x] : [a.y, b.y, c.y, d.y];
  return Math.min(Math.max(p, q), Math.max(r, t)) - Math.max(Math.min(p, q), Math.min(r, t)) > epsilon;
}

/** Drops repeated consecutive points (and a last point equal to the first of a ring). */
function distinctPoints(points: readonly Point[], closed: boolean): Point[] {
  const result: Point[] = [];
  for (const point of points) {
    const previous = result[result.length - 1];
    if (!previous || Math.abs(previous.x - point.x) > epsilon || Math.abs(previous.y - point.y) > epsilon) {
      result.push(point);
    }
  }
  if (closed && result.length > 1) {
    const first = result[0]!;
    const last = result[result.length - 1]!;
    if (Math.abs(first.x - last.x) <= epsilon && Math.abs(first.y - last.y) <= epsilon) result.pop();
  }
  return result;
}

function adjacent(first: Edge, second: Edge): boolean {
  if (first.ring !== second.ring) return false;
  const gap = Math.abs(first.index - second.index);
  return gap === 1 || gap === first.ringLength - 1;
}

/**
 * True when two non-neighbouring edges of one ring meet, or edges of two rings cross or overlap.
 */
export function ringsIntersect(rings: readonly (readonly Point[])[]): boolean {
  const edges: Edge[] = [];
  rings.forEach((ring, ringIndex) => {
    for (let index = 0; index < ring.length; index++) {
      const a = ring[index]!;
      const b = ring[(index + 1) % ring.length]!;
      edges.push({
        a,
        b,
        ring: ringIndex,
        index,
        ringLength: ring.length,
        minX: Math.min(a.x, b.x),
        maxX: Math.max(a.x, b.x),
        minY: Math.min(a.y, b.y),
        maxY: Math.max(a.y, b.y),
      });
    }
  });
  edges.sort((first, second) => first.minX - second.minX);
  let active: Edge[] = [];
  for (const edge of edges) {
    active = active.filter((other) => other.maxX >= edge.minX - epsilon);
    for (const other of active) {
      if (other.maxY < edge.minY - epsilon || other.minY > edge.maxY + epsilon) continue;
      if (adjacent(edge, other)) {
        // Neighbours share a point by construction; they only cross when one doubles back on the other.
        const shared = edge.a === other.b ? edge.a : edge.b === other.a ? edge.b : null;
        if (!shared) continue;
        const edgeFar = shared === edge.a ? edge.b : edge.a;
        const otherFar = shared === other.a ? other.b : other.a;
        if (
          orientation(shared, edgeFar, otherFar) === 0 &&
          (edgeFar.x - shared.x) * (otherFar.x - shared.x) +
            (edgeFar.y - shared.y) * (otherFar.y - shared.y) >
            0
        ) {
          return true;
        }
        continue;
      }
      // Within one outline any contact makes it non-simple; two outlines of a shape may touch at a
      // point (as Clipper's own results do) but not cross.
      if (
        edge.ring === other.ring
          ? segmentsIntersect(edge.a, edge.b, other.a, other.b)
          : segmentsCross(edge.a, edge.b, other.a, other.b)
      ) {
        return true;
      }
    }
    active.push(edge);
  }
  return false;
}

/** True when the closed outlines of a path cross or touch themselves or each other. */
export function pathSelfIntersects(path: VectorPath, tolerance = defaultTolerance): boolean {
  const rings = path.subpaths
    .filter((subpath) => subpath.closed)
    .map((subpath) => distinctPoints(flattenSubpath(subpath, tolerance).points, true))
    .filter((ring) => ring.length >= 3);
  return ringsIntersect(rings);
}

export type CleanUpMode = 'resolve' | 'remove';

export const cleanUpModes: readonly CleanUpMode[] = ['resolve', 'remove'];

export interface CleanUpOptions {
  /**
   * `resolve`: a self-intersecting shape is rebuilt as simple outlines covering what its fill
   * rule filled; `remove`: it is dropped.
   */
  mode?: CleanUpMode;
  tolerance?: number;
}

export interface CleanUpResult {
  readonly drawing: VectorDrawing;
  /** Shapes that intersected themselves and were rebuilt or dropped. */
  readonly selfIntersectingRemoved: number;
  /** Subpaths without extent (a single point, a closed outline with no area) that were dropped. */
  readonly degenerateRemoved: number;
  /** Shapes left with nothing after that. */
  readonly emptyShapesRemoved: number;
}

function degenerate(subpath: Subpath, tolerance: number): boolean {
  const flat = flattenSubpath(subpath, tolerance);
  const points = distinctPoints(flat.points, flat.closed);
  if (!subpath.closed) return points.length < 2;
  return points.length < 3 || collinear(points);
}

/** True when every point lies on one line, so a closed outline through them encloses nothing. */
function collinear(points: readonly Point[]): boolean {
  const first = points[0]!;
  let far = first;
  for (const point of points) {
    if (Math.hypot(point.x - first.x, point.y - first.y) > Math.hypot(far.x - first.x, far.y - first.y))
      far = point;
  }
  const length = Math.hypot(far.x - first.x, far.y - first.y);
  if (length < epsilon) return true;
  return points.every(
    (point) =>
      Math.abs((far.x - first.x) * (point.y - first.y) - (far.y - first.y) * (point.x - first.x)) / length <
      1e-9,
  );
}

/**
 * Removes what fills, stitches and cutters cannot use: subpaths without extent and shapes that
 * intersect themselves. Reports how many of each went, for the node's message.
 */
export function cleanUpDrawing(drawing: VectorDrawing, options: CleanUpOptions = {}): CleanUpResult {
  const mode = requireOneOf(optional(options.mode, 'resolve'), 'mode', cleanUpModes);
  const tolerance = requireTolerance(optional(options.tolerance, defaultTolerance));
  if (!drawing.paths.length) throw new VectorError('empty', 'There is nothing to clean up');
  let selfIntersectingRemoved = 0;
  let degenerateRemoved = 0;
  let emptyShapesRemoved = 0;
  const paths: VectorPath[] = [];
  for (const path of drawing.paths) {
    const kept = path.subpaths.filter((subpath) => !degenerate(subpath, tolerance));
    degenerateRemoved += path.subpaths.length - kept.length;
    let cleaned: VectorPath = { ...path, subpaths: kept };
    if (pathSelfIntersects(cleaned, tolerance)) {
      selfIntersectingRemoved++;
      const open = kept.filter((subpath) => !subpath.closed);
      if (mode === 'remove') {
        cleaned = { ...cleaned, subpaths: open };
      } else {
        const rings = kept
          .filter((subpath) => subpath.closed)
          .map((subpath) => toClipperPath(flattenSubpath(subpath, tolerance).points));
        const simple = fromClipperPaths(
          runClipper(ClipType.Union, rings, [], clipperFillRule(path.fillRule)),
        );
        cleaned = {
          ...cleaned,
          fillRule: 'nonzero',
          subpaths: [...simple.map((ring) => polyline(ring, true)), ...open],
        };
      }
    }
    if (cleaned.subpaths.length) paths.push(cleaned);
    else emptyShapesRemoved++;
  }
  return { drawing: { paths }, selfIntersectingRemoved, degenerateRemoved, emptyShapesRemoved };
}
