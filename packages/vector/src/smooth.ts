import { VectorError } from './errors';
import {
  anchorPoints,
  cubicTo,
  polyline,
  type Point,
  type Segment,
  type Subpath,
  type VectorDrawing,
} from './model';
import { optional, requireInteger, requireNumberInRange, requireOneOf } from './options';

// Two ways of smoothing the corners of a path through its anchor points:
// - Catmull–Rom splines (E. Catmull & R. Rom, "A class of local interpolating splines", 1974),
//   written as cubic Béziers: between P1 and P2 the controls are P1 + s·(P2 − P0)/3 and
//   P2 − s·(P3 − P1)/3, s = 0.5 being the classic spline. The curve passes through every anchor.
// - Chaikin's corner cutting (G. Chaikin, "An algorithm for high-speed curve generation", CGIP 3,
//   1974): each pass replaces every edge by points at a quarter and three quarters of it; the
//   result tends to a quadratic B-spline that stays inside the original corners.

export type SmoothMethod = 'catmull-rom' | 'chaikin';

export const smoothMethods: readonly SmoothMethod[] = ['catmull-rom', 'chaikin'];

export interface SmoothOptions {
  method?: SmoothMethod;
  /** Catmull–Rom: 0 keeps straight lines, 0.5 is the classic spline, 1 swings widest. */
  smoothness?: number;
  /** Chaikin: passes of corner cutting, 1 to 8. */
  iterations?: number;
}

function catmullRom(subpath: Subpath, smoothness: number): Subpath {
  const points = anchorPoints(subpath);
  const count = points.length;
  if (count < (subpath.closed ? 3 : 2)) return subpath;
  const at = (index: number): Point =>
    subpath.closed
      ? points[((index % count) + count) % count]!
      : points[Math.max(0, Math.min(count - 1, index))]!;
  const k = smoothness / 3;
  const segments: Segment[] = [];
  const last = subpath.closed ? count : count - 1;
  for (let index = 0; index < last; index++) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    segments.push(
      cubicTo(
        { x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y) },
        { x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y) },
        p2,
      ),
    );
  }
  return { start: points[0]!, segments, closed: subpath.closed };
}

function chaikin(subpath: Subpath, iterations: number): Subpath {
  let points = anchorPoints(subpath);
  if (points.length < 3) return subpath;
  for (let pass = 0; pass < iterations; pass++) {
    const next: Point[] = subpath.closed ? [] : [points[0]!];
    const edges = subpath.closed ? points.length : points.length - 1;
    for (let index = 0; index < edges; index++) {
      const a = points[index]!;
      const b = points[(index + 1) % points.length]!;
      next.push({ x: 0.75 * a.x + 0.25 * b.x, y: 0.75 * a.y + 0.25 * b.y });
      next.push({ x: 0.25 * a.x + 0.75 * b.x, y: 0.25 * a.y + 0.75 * b.y });
    }
    if (!subpath.closed) next.push(points[points.length - 1]!);
    points = next;
  }
  return polyline(points, subpath.closed);
}

/** The most anchor points Chaikin may produce, since every pass doubles them. */
const maximumChaikinPoints = 1_000_000;

/** Smooths every subpath of a drawing through its anchor points; curves' own shapes are replaced. */
export function smoothDrawing(drawing: VectorDrawing, options: SmoothOptions = {}): VectorDrawing {
  const method = requireOneOf(optional(options.method, 'catmull-rom'), 'method', smoothMethods);
  const smoothness = requireNumberInRange(optional(options.smoothness, 0.5), 'smoothness', 0, 1);
  const iterations = requireInteger(optional(options.iterations, 3), 'iterations', 1, 8);
  if (!drawing.paths.length) throw new VectorError('empty', 'There is nothing to smooth');
  if (method === 'chaikin') {
    const points = drawing.paths.reduce(
      (sum, path) => sum + path.subpaths.reduce((inner, subpath) => inner + subpath.segments.length + 1, 0),
      0,
    );
    if (points * 2 ** iterations > maximumChaikinPoints) {
      throw new VectorError(
        'too-complex',
        `${iterations} passes would make more than ${maximumChaikinPoints} points`,
        {
          option: 'iterations',
        },
      );
    }
  }
  return {
    paths: drawing.paths.map((path) => ({
      ...path,
      subpaths: path.subpaths.map((subpath) =>
        method === 'chaikin' ? chaikin(subpath, iterations) : catmullRom(subpath, smoothness),
      ),
    })),
  };
}
