// Satin columns between two rails, with underlay and pull compensation.
//
// Follows the satin column of Ink/Stitch (lib/elements/satin_column.py): both rails are walked
// in step, each by the same fraction of its own length, and the needle zigzags between the
// paired points. Underlays are sewn first, each ending where the column starts: a centre walk
// along the middle and back, a contour along both rails a little inside them, and a sparse
// zigzag forward and back. Pull compensation widens each top stitch on both sides, because the
// thread's tension pulls the fabric in across the column.
import { EmbroideryError, requireNumber } from '../errors';
import {
  cleanPath,
  cumulativeLengths,
  distance,
  pathLength,
  pointAlong,
  requireWithinBudget,
  type Point,
  type Polyline,
} from '../geometry';
import { divideSegments, minimumStitchLength } from './running';

export interface SatinUnderlayOptions {
  /** Running stitch along the centre and back. */
  centreWalk?: boolean;
  /** Running stitch along both rails, `contourInset` mm inside them. */
  contour?: boolean;
  /** A sparse zigzag forward and back, `zigzagInset` mm inside the rails. */
  zigzag?: boolean;
  /** Stitch length of the walks in mm; default 2.5. */
  stitchLength?: number;
  /** Default 0.4 mm. */
  contourInset?: number;
  /** Peak-to-peak spacing of the underlay zigzag in mm; default 3. */
  zigzagSpacing?: number;
  /** Default 0.5 mm. */
  zigzagInset?: number;
}

export interface SatinOptions {
  /** Distance between consecutive penetrations on the same rail in mm (0.1 to 10); default 0.4. */
  spacing?: number;
  /** Extra width in mm added on each side of every top stitch (0 to 5); default 0. */
  pullCompensation?: number;
  underlay?: SatinUnderlayOptions;
}

interface Rung {
  a: Point;
  b: Point;
}

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** `count + 1` rungs, paired by equal fractions of each rail's length. */
function rungs(railA: readonly Point[], railB: readonly Point[], count: number, offset = 0): Rung[] {
  const cumulativeA = cumulativeLengths(railA);
  const cumulativeB = cumulativeLengths(railB);
  const lengthA = cumulativeA[cumulativeA.length - 1]!;
  const lengthB = cumulativeB[cumulativeB.length - 1]!;
  const result: Rung[] = [];
  for (let index = 0; index <= count; index++) {
    const t = Math.min(1, (index + offset) / count);
    result.push({
      a: pointAlong(railA, cumulativeA, t * lengthA),
      b: pointAlong(railB, cumulativeB, t * lengthB),
    });
  }
  return result;
}

/** Moves both ends of a rung towards each other by `inset` (negative: apart), never past the middle. */
function insetRung(rung: Rung, inset: number): Rung {
  const width = distance(rung.a, rung.b);
  if (width === 0) return rung;
  const t = Math.min(inset / width, 0.5);
  return { a: lerp(rung.a, rung.b, t), b: lerp(rung.b, rung.a, t) };
}

/** Puts rail B in the same direction as rail A. */
function alignRails(railA: Point[], railB: Point[]): Point[] {
  const startA = railA[0]!;
  const endA = railA[railA.length - 1]!;
  const startB = railB[0]!;
  const endB = railB[railB.length - 1]!;
  const same = distance(startA, startB) + distance(endA, endB);
  const crossed = distance(startA, endB) + distance(endA, startB);
  return crossed < same ? [...railB].reverse() : railB;
}

function walkThereAndBack(path: readonly Point[], stitchLength: number): Point[] {
  const forward = divideSegments(path, stitchLength);
  const back = divideSegments([...path].reverse(), stitchLength);
  return [...forward, ...back.slice(1)];
}

/**
 * The penetrations of a satin column between two rails, underlay first. Both rails run from
 * the column's start to its end (a rail given the other way round is turned).
 */
export function satinColumn(railA: Polyline, railB: Polyline, options: SatinOptions = {}): Point[] {
  const spacing = requireNumber('spacing', options.spacing ?? 0.4, 0.1, 10);
  const pullCompensation = requireNumber('pullCompensation', options.pullCompensation ?? 0, 0, 5);
  const a = cleanPath(railA, 'The first rail');
  const b = alignRails(a, cleanPath(railB, 'The second rail'));
  const longest = Math.max(pathLength(a), pathLength(b));
  const count = Math.max(1, Math.ceil(longest / spacing - 1e-9));
  requireWithinBudget(2 * count, 'This satin column');
  const top = rungs(a, b, count);
  const widest = Math.max(...top.map((rung) => distance(rung.a, rung.b)));
  if (widest + 2 * pullCompensation < minimumStitchLength) {
    throw new EmbroideryError(
      'shape-too-small',
      `The column is ${widest.toFixed(2)} mm wide, narrower than one stitch (${minimumStitchLength} mm)`,
      { width: widest, minimum: minimumStitchLength },
    );
  }

  const result: Point[] = [];
  const underlay = options.underlay ?? {};
  const walkLength = requireNumber(
    'underlay stitchLength',
    underlay.stitchLength ?? 2.5,
    minimumStitchLength,
    20,
  );
  const walkRungs = rungs(a, b, Math.max(1, Math.ceil(longest / walkLength - 1e-9)));
  if (underlay.centreWalk) {
    result.push(
      ...walkThereAndBack(
        walkRungs.map((rung) => lerp(rung.a, rung.b, 0.5)),
        walkLength,
      ),
    );
  }
  if (underlay.contour) {
    const inset = requireNumber('contourInset', underlay.contourInset ?? 0.4, 0, 10);
    const inner = walkRungs.map((rung) => insetRung(rung, inset));
    const along = divideSegments(
      inner.map((rung) => rung.a),
      walkLength,
    );
    const back = divideSegments(inner.map((rung) => rung.b).reverse(), walkLength);
    result.push(...along, ...back);
  }
  if (underlay.zigzag) {
    const zigzagSpacing = requireNumber('zigzagSpacing', underlay.zigzagSpacing ?? 3, 0.5, 20);
    const inset = requireNumber('zigzagInset', underlay.zigzagInset ?? 0.5, 0, 10);
    const steps = Math.max(1, Math.ceil(longest / zigzagSpacing - 1e-9));
    // Half-rung fractions: the forward pass touches rail A on even and rail B on odd ones, the
    // return pass the other way round, so the two passes cross into a lattice.
    const half = rungs(a, b, 2 * steps).map((rung) => insetRung(rung, inset));
    for (let index = 0; index <= 2 * steps; index++)
      result.push(index % 2 === 0 ? half[index]!.a : half[index]!.b);
    for (let index = 2 * steps; index >= 0; index--)
      result.push(index % 2 === 0 ? half[index]!.b : half[index]!.a);
  }
  for (const rung of top) {
    const wide = insetRung(rung, -pullCompensation);
    result.push(wide.a, wide.b);
  }
  return result;
}

/**
 * The two rails of a column of the given width along a centre line: each point moved half the
 * width to either side, across the direction of the line there (the mean of the segments
 * meeting at it).
 */
export function railsAlongLine(line: Polyline, width: number): [Point[], Point[]] {
  const half = requireNumber('width', width, minimumStitchLength, 100) / 2;
  const points = cleanPath(line, 'The centre line');
  const left: Point[] = [];
  const right: Point[] = [];
  points.forEach((point, index) => {
    const before = points[Math.max(0, index - 1)]!;
    const after = points[Math.min(points.length - 1, index + 1)]!;
    const length = distance(before, after) || 1;
    const normal = { x: -(after.y - before.y) / length, y: (after.x - before.x) / length };
    left.push({ x: point.x + normal.x * half, y: point.y + normal.y * half });
    right.push({ x: point.x - normal.x * half, y: point.y - normal.y * half });
  });
  return [left, right];
}
