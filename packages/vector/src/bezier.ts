import type { Point } from './model';

// Cubic Bézier helpers. Evaluation and splitting follow de Casteljau's construction; flattening
// chooses its step count with Wang's formula (S. Wang, 1984; as given in "Piecewise Linear
// Approximation of Bézier Curves", R. Levien / F. Cheng): n = ceil(sqrt(3/4 * M / tolerance)),
// M being the largest second difference of the control points, which bounds the chord error.

export interface Cubic {
  readonly p0: Point;
  readonly p1: Point;
  readonly p2: Point;
  readonly p3: Point;
}

/** The point at parameter t (0 to 1) of a cubic. */
export function pointOnCubic(curve: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return {
    x: a * curve.p0.x + b * curve.p1.x + c * curve.p2.x + d * curve.p3.x,
    y: a * curve.p0.y + b * curve.p1.y + c * curve.p2.y + d * curve.p3.y,
  };
}

function mix(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Splits a cubic at t into the part before and after (de Casteljau). */
export function splitCubic(curve: Cubic, t: number): [Cubic, Cubic] {
  const p01 = mix(curve.p0, curve.p1, t);
  const p12 = mix(curve.p1, curve.p2, t);
  const p23 = mix(curve.p2, curve.p3, t);
  const p012 = mix(p01, p12, t);
  const p123 = mix(p12, p23, t);
  const middle = mix(p012, p123, t);
  return [
    { p0: curve.p0, p1: p01, p2: p012, p3: middle },
    { p0: middle, p1: p123, p2: p23, p3: curve.p3 },
  ];
}

/** The cubic that draws the same curve as a quadratic Bézier (degree elevation). */
export function quadraticToCubic(p0: Point, control: Point, p2: Point): Cubic {
  return {
    p0,
    p1: { x: p0.x + (2 / 3) * (control.x - p0.x), y: p0.y + (2 / 3) * (control.y - p0.y) },
    p2: { x: p2.x + (2 / 3) * (control.x - p2.x), y: p2.y + (2 / 3) * (control.y - p2.y) },
    p3: p2,
  };
}

/** Parameters in (0, 1) where one coordinate of the cubic has a turning point. */
function extremaParameters(a: number, b: number, c: number, d: number): number[] {
  // The derivative is a quadratic: 3[(−a+3b−3c+d)t² + 2(a−2b+c)t + (b−a)].
  const qa = -a + 3 * b - 3 * c + d;
  const qb = 2 * (a - 2 * b + c);
  const qc = b - a;
  const result: number[] = [];
  if (Math.abs(qa) < 1e-12) {
    if (Math.abs(qb) > 1e-12) result.push(-qc / qb);
  } else {
    const discriminant = qb * qb - 4 * qa * qc;
    if (discriminant >= 0) {
      const root = Math.sqrt(discriminant);
      result.push((-qb + root) / (2 * qa), (-qb - root) / (2 * qa));
    }
  }
  return result.filter((t) => t > 0 && t < 1);
}

/** The tight bounding box of a cubic, as [minX, minY, maxX, maxY]. */
export function cubicBounds(curve: Cubic): [number, number, number, number] {
  let minX = Math.min(curve.p0.x, curve.p3.x);
  let maxX = Math.max(curve.p0.x, curve.p3.x);
  let minY = Math.min(curve.p0.y, curve.p3.y);
  let maxY = Math.max(curve.p0.y, curve.p3.y);
  const parameters = [
    ...extremaParameters(curve.p0.x, curve.p1.x, curve.p2.x, curve.p3.x),
    ...extremaParameters(curve.p0.y, curve.p1.y, curve.p2.y, curve.p3.y),
  ];
  for (const t of parameters) {
    const { x, y } = pointOnCubic(curve, t);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** The most line segments one cubic is flattened into, whatever the tolerance. */
export const maximumStepsPerCubic = 10_000;

/** How many straight pieces keep a flattened cubic within `tolerance` of the curve (Wang). */
export function flatteningSteps(curve: Cubic, tolerance: number): number {
  const ddx1 = curve.p0.x - 2 * curve.p1.x + curve.p2.x;
  const ddy1 = curve.p0.y - 2 * curve.p1.y + curve.p2.y;
  const ddx2 = curve.p1.x - 2 * curve.p2.x + curve.p3.x;
  const ddy2 = curve.p1.y - 2 * curve.p2.y + curve.p3.y;
  const largest = Math.max(Math.hypot(ddx1, ddy1), Math.hypot(ddx2, ddy2));
  const steps = Math.ceil(Math.sqrt((0.75 * largest) / tolerance));
  return Math.min(maximumStepsPerCubic, Math.max(1, steps));
}

/** Appends the points of a flattened cubic after its start point to `out`. */
export function flattenCubic(curve: Cubic, tolerance: number, out: Point[]): void {
  const steps = flatteningSteps(curve, tolerance);
  for (let step = 1; step < steps; step++) out.push(pointOnCubic(curve, step / steps));
  out.push(curve.p3);
}

// Nodes and weights of 8-point Gauss–Legendre quadrature on [-1, 1] (Abramowitz & Stegun, table 25.4).
const gaussNodes = [
  -0.9602898564975363, -0.7966664774136267, -0.525532409916329, -0.1834346424956498, 0.1834346424956498,
  0.525532409916329, 0.7966664774136267, 0.9602898564975363,
];
const gaussWeights = [
  0.1012285362903763, 0.2223810344533745, 0.3137066458778873, 0.362683783378362, 0.362683783378362,
  0.3137066458778873, 0.2223810344533745, 0.1012285362903763,
];

/**
 * The arc length of a cubic: the integral of its speed by 8-point Gauss–Legendre quadrature on
 * each of 8 equal parameter intervals, a fixed 64 evaluations whatever the curve's size.
 */
export function cubicLength(curve: Cubic): number {
  // The derivative is 3·[(1−t)²(p1−p0) + 2t(1−t)(p2−p1) + t²(p3−p2)].
  const ax = curve.p1.x - curve.p0.x;
  const ay = curve.p1.y - curve.p0.y;
  const bx = curve.p2.x - curve.p1.x;
  const by = curve.p2.y - curve.p1.y;
  const cx = curve.p3.x - curve.p2.x;
  const cy = curve.p3.y - curve.p2.y;
  const intervals = 8;
  let length = 0;
  for (let interval = 0; interval < intervals; interval++) {
    const from = interval / intervals;
    const half = 0.5 / intervals;
    for (let index = 0; index < gaussNodes.length; index++) {
      const t = from + half * (gaussNodes[index]! + 1);
      const u = 1 - t;
      const dx = 3 * (u * u * ax + 2 * t * u * bx + t * t * cx);
      const dy = 3 * (u * u * ay + 2 * t * u * by + t * t * cy);
      length += half * gaussWeights[index]! * Math.hypot(dx, dy);
    }
  }
  return length;
}
