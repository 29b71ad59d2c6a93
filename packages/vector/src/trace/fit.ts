import { pointOnCubic, type Cubic } from '../bezier';
import type { Point } from '../model';

// Least-squares fitting of cubic Béziers to a run of points (P. Schneider, "An Algorithm for
// Automatically Fitting Digitized Curves", Graphics Gems, 1990): chord-length parameters, a cubic
// whose end tangents are given and whose control distances solve the 2x2 normal equations, Newton
// steps that move each parameter to the nearest point of the curve, and a split at the worst point
// when the fit is still off by more than the allowed error.

type Vector = Point;

const add = (a: Vector, b: Vector): Vector => ({ x: a.x + b.x, y: a.y + b.y });
const subtract = (a: Vector, b: Vector): Vector => ({ x: a.x - b.x, y: a.y - b.y });
const scale = (a: Vector, factor: number): Vector => ({ x: a.x * factor, y: a.y * factor });
const dot = (a: Vector, b: Vector): number => a.x * b.x + a.y * b.y;
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

function normalise(vector: Vector): Vector {
  const length = Math.hypot(vector.x, vector.y);
  return length === 0 ? { x: 0, y: 0 } : { x: vector.x / length, y: vector.y / length };
}

function chordLengthParameters(points: readonly Point[]): number[] {
  const parameters = [0];
  for (let index = 1; index < points.length; index++) {
    parameters.push(parameters[index - 1]! + distance(points[index]!, points[index - 1]!));
  }
  const total = parameters[parameters.length - 1]!;
  return parameters.map((value) => (total === 0 ? 0 : value / total));
}

function generateBezier(
  points: readonly Point[],
  parameters: readonly number[],
  tangent1: Vector,
  tangent2: Vector,
): Cubic {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let c00 = 0;
  let c01 = 0;
  let c11 = 0;
  let x0 = 0;
  let x1 = 0;
  parameters.forEach((u, index) => {
    const v = 1 - u;
    const b0 = v * v * v;
    const b1 = 3 * u * v * v;
    const b2 = 3 * u * u * v;
    const b3 = u * u * u;
    const a1 = scale(tangent1, b1);
    const a2 = scale(tangent2, b2);
    c00 += dot(a1, a1);
    c01 += dot(a1, a2);
    c11 += dot(a2, a2);
    const rest = subtract(points[index]!, add(scale(first, b0 + b1), scale(last, b2 + b3)));
    x0 += dot(a1, rest);
    x1 += dot(a2, rest);
  });
  const determinant = c00 * c11 - c01 * c01;
  let alpha1 = determinant === 0 ? 0 : (x0 * c11 - x1 * c01) / determinant;
  let alpha2 = determinant === 0 ? 0 : (c00 * x1 - c01 * x0) / determinant;
  const segmentLength = distance(first, last);
  const epsilon = 1e-6 * segmentLength;
  // Control distances that are negative or tiny make a poor curve: fall back to a third of the chord.
  if (alpha1 < epsilon || alpha2 < epsilon) {
    alpha1 = segmentLength / 3;
    alpha2 = segmentLength / 3;
  }
  return {
    p0: first,
    p1: add(first, scale(tangent1, alpha1)),
    p2: add(last, scale(tangent2, alpha2)),
    p3: last,
  };
}

function newtonStep(curve: Cubic, point: Point, u: number): number {
  const q = pointOnCubic(curve, u);
  const d1 = [
    scale(subtract(curve.p1, curve.p0), 3),
    scale(subtract(curve.p2, curve.p1), 3),
    scale(subtract(curve.p3, curve.p2), 3),
  ] as const;
  const d2 = [scale(subtract(d1[1], d1[0]), 2), scale(subtract(d1[2], d1[1]), 2)] as const;
  const v = 1 - u;
  const q1 = add(add(scale(d1[0], v * v), scale(d1[1], 2 * u * v)), scale(d1[2], u * u));
  const q2 = add(scale(d2[0], v), scale(d2[1], u));
  const difference = subtract(q, point);
  const numerator = dot(difference, q1);
  const denominator = dot(q1, q1) + dot(difference, q2);
  if (denominator === 0) return u;
  return Math.min(1, Math.max(0, u - numerator / denominator));
}

function maximumError(
  points: readonly Point[],
  curve: Cubic,
  parameters: readonly number[],
): [number, number] {
  let worst = 0;
  let split = Math.floor(points.length / 2);
  for (let index = 1; index < points.length - 1; index++) {
    const error = distance(pointOnCubic(curve, parameters[index]!), points[index]!);
    if (error >= worst) {
      worst = error;
      split = index;
    }
  }
  return [worst, split];
}

/** A fitted piece: a straight line or a cubic, from the previous point to `to`. */
export type FittedSegment =
  { kind: 'line'; to: Point } | { kind: 'cubic'; control1: Point; control2: Point; to: Point };

function fitRun(
  points: readonly Point[],
  tangent1: Vector,
  tangent2: Vector,
  error: number,
  depth: number,
  out: FittedSegment[],
): void {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  // Points that all lie within the error of their chord are a straight line.
  const chord = subtract(last, first);
  const chordLength = Math.hypot(chord.x, chord.y);
  if (chordLength > 0) {
    const straight = points.every(
      (point) =>
        Math.abs(chord.x * (point.y - first.y) - chord.y * (point.x - first.x)) / chordLength <= error,
    );
    if (straight && points.every((point) => dot(subtract(point, first), chord) >= -error * chordLength)) {
      out.push({ kind: 'line', to: last });
      return;
    }
  }
  if (points.length <= 2 || depth > 48) {
    for (const point of points.slice(1)) out.push({ kind: 'line', to: point });
    return;
  }
  let parameters = chordLengthParameters(points);
  let curve = generateBezier(points, parameters, tangent1, tangent2);
  let [worst, split] = maximumError(points, curve, parameters);
  if (worst < error) {
    out.push({ kind: 'cubic', control1: curve.p1, control2: curve.p2, to: curve.p3 });
    return;
  }
  // Close fits are worth improving by reparameterisation before splitting.
  if (worst < error * 16) {
    for (let iteration = 0; iteration < 8; iteration++) {
      parameters = parameters.map((u, index) => newtonStep(curve, points[index]!, u));
      curve = generateBezier(points, parameters, tangent1, tangent2);
      [worst, split] = maximumError(points, curve, parameters);
      if (worst < error) {
        out.push({ kind: 'cubic', control1: curve.p1, control2: curve.p2, to: curve.p3 });
        return;
      }
    }
  }
  const centre = normalise(subtract(points[split - 1]!, points[split + 1]!));
  fitRun(points.slice(0, split + 1), tangent1, centre, error, depth + 1, out);
  fitRun(points.slice(split), scale(centre, -1), tangent2, error, depth + 1, out);
}

/**
 * Fits curves to an open run of points, within `error` of every point. Without given end tangents,
 * the directions to the neighbouring points are used.
 */
export function fitCurve(
  points: readonly Point[],
  error: number,
  startTangent?: Vector,
  endTangent?: Vector,
): FittedSegment[] {
  const out: FittedSegment[] = [];
  if (points.length < 2) return out;
  const tangent1 = startTangent ?? normalise(subtract(points[1]!, points[0]!));
  const tangent2 = endTangent ?? normalise(subtract(points[points.length - 2]!, points[points.length - 1]!));
  fitRun(points, tangent1, tangent2, error, 0, out);
  return out;
}
