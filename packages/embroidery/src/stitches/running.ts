// Running and bean stitch along a path, in millimetres.
import { requireNumber, EmbroideryError } from '../errors';
import { cleanPath, distance, pathLength, requireWithinBudget, type Point, type Polyline } from '../geometry';

/** Machines do not form a reliable stitch shorter than this (mm). */
export const minimumStitchLength = 0.3;

export interface RunningStitchOptions {
  /** Longest stitch in mm (0.3 to 100); each segment of the path is split into equal stitches. */
  stitchLength: number;
  /** Sew back to the first point as well. */
  closed?: boolean;
}

/**
 * Penetrations of a running stitch. Every corner of the path is a penetration and each segment
 * is divided into the fewest equal stitches no longer than the stitch length, as Ink/Stitch's
 * running stitch does, so corners stay sharp.
 */
export function runningStitch(path: Polyline, options: RunningStitchOptions): Point[] {
  const stitchLength = requireNumber('stitchLength', options.stitchLength, minimumStitchLength, 100);
  const points = cleanPath(path);
  if (options.closed && distance(points[0]!, points[points.length - 1]!) > 0) points.push({ ...points[0]! });
  if (pathLength(points) < minimumStitchLength) {
    throw new EmbroideryError(
      'shape-too-small',
      `The path is ${pathLength(points).toFixed(2)} mm long, shorter than one stitch (${minimumStitchLength} mm)`,
      { length: pathLength(points), minimum: minimumStitchLength },
    );
  }
  requireWithinBudget(pathLength(points) / stitchLength + points.length, 'Sewing this path');
  return divideSegments(points, stitchLength);
}

/** Splits each segment into the fewest equal parts no longer than `stitchLength`. */
export function divideSegments(points: readonly Point[], stitchLength: number): Point[] {
  const result: Point[] = [{ ...points[0]! }];
  for (let index = 1; index < points.length; index++) {
    const a = points[index - 1]!;
    const b = points[index]!;
    const parts = Math.max(1, Math.ceil(distance(a, b) / stitchLength - 1e-9));
    for (let part = 1; part <= parts; part++) {
      const t = part / parts;
      result.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    }
  }
  return result;
}

export interface BeanStitchOptions extends RunningStitchOptions {
  /** Extra back-and-forth passes over each stitch; 1 (the default) gives a triple stitch. */
  repeats?: number;
}

/** A bean (triple) stitch: each running stitch sewn forward, back and forward again. */
export function beanStitch(path: Polyline, options: BeanStitchOptions): Point[] {
  const repeats = requireNumber('repeats', options.repeats ?? 1, 1, 5);
  if (!Number.isInteger(repeats)) {
    throw new EmbroideryError('invalid-option', 'repeats must be a whole number', { option: 'repeats' });
  }
  const running = runningStitch(path, options);
  requireWithinBudget(running.length * (1 + 2 * repeats), 'Sewing this path');
  const result: Point[] = [running[0]!];
  for (let index = 1; index < running.length; index++) {
    const from = running[index - 1]!;
    const to = running[index]!;
    result.push(to);
    for (let pass = 0; pass < repeats; pass++) result.push(from, to);
  }
  return result;
}
