// Lock (tie-in and tie-off) stitches: a few tiny stitches back and forth along the path so the
// thread cannot pull out where it starts or is cut.
import { requireNumber } from '../errors';
import { cumulativeLengths, distance, pointAlong, type Point } from '../geometry';

export interface LockOptions {
  /** Length of each lock stitch in mm; default 0.8. */
  length?: number;
  /** Back-and-forth pairs; default 2. */
  repeats?: number;
}

function lockSettings(options: LockOptions): { length: number; repeats: number } {
  return {
    length: requireNumber('lock length', options.length ?? 0.8, 0.3, 5),
    repeats: Math.round(requireNumber('lock repeats', options.repeats ?? 2, 1, 5)),
  };
}

/** The run with tie-in stitches in front: p0, q, p0, q, p0, … where q lies `length` along the run. */
export function withTieIn(run: readonly Point[], options: LockOptions = {}): Point[] {
  if (run.length < 2) return [...run];
  const { length, repeats } = lockSettings(options);
  const cumulative = cumulativeLengths(run);
  const total = cumulative[cumulative.length - 1]!;
  if (total === 0) return [...run];
  const start = run[0]!;
  const turn = pointAlong(run, cumulative, Math.min(length, total / 2));
  const lock: Point[] = [start];
  for (let pass = 0; pass < repeats; pass++) lock.push(turn, start);
  return [...lock, ...run.slice(1)];
}

/** The run with tie-off stitches after it: …, pn, r, pn, r, pn where r lies `length` back along the run. */
export function withTieOff(run: readonly Point[], options: LockOptions = {}): Point[] {
  if (run.length < 2) return [...run];
  const reversed = [...run].reverse();
  return withTieIn(reversed, options).reverse();
}

/** True when the first points of a run already are a tie-in, so locks are not added twice. */
export function startsWithLock(run: readonly Point[]): boolean {
  return run.length >= 3 && distance(run[0]!, run[2]!) < 1e-9 && distance(run[0]!, run[1]!) > 0;
}
