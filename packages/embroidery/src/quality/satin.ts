// Measures a sewn satin column against its centre line: how much each stitch leans away from
// square across the line, how wide the column is sewn, the longest stitch, and the longest stretch
// of the line no stitch crosses. Shared by the satin tests and the stitch quality report.
import { distance, type Point, type Polyline } from '../geometry';

export interface SatinMeasureOptions {
  /** The line the column was sewn along, in mm. */
  centreLine: Polyline;
  /** The line goes on from its last point back to its first. */
  closed?: boolean;
  /** The column's set width in mm: stitches within this distance of a corner are not on a straight run. */
  width: number;
  /** The pull compensation the column was sewn with, taken off each measured width (mm, each side). */
  pullCompensation?: number;
  /** A point where the line turns by more than this (degrees) is a corner; default 20. */
  cornerAngle?: number;
}

export interface SatinStitchMeasure {
  /** mm. */
  length: number;
  /** Degrees between the stitch and the line's perpendicular where the stitch's middle lies, 0 to 90. */
  lean: number;
  /** The stitch's extent across the line, less the pull compensation on both sides (mm). */
  width: number;
  /** Where the stitch's middle falls along the line, in mm from its start. */
  along: number;
  /** At least the set width away (along the line) from every corner. */
  onStraightRun: boolean;
}

export interface SatinQuality {
  stitches: SatinStitchMeasure[];
  /** Length of the centre line, the closing segment included when closed (mm). */
  lineLength: number;
  /** The longest stretch of the line (mm) with no stitch's middle on it: 0 for a line sewn all along. */
  largestGap: number;
  longestStitch: number;
  /** Lean and width of the stitches on straight runs (undefined without any). */
  straightRuns?: { count: number; medianLean: number; worstLean: number; narrowest: number; widest: number };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface Segment {
  from: Point;
  to: Point;
  start: number;
  length: number;
  /** Unit direction. */
  direction: Point;
}

/** Measures consecutive penetrations of a satin column (top stitches only, no underlay). */
export function measureSatin(penetrations: readonly Point[], options: SatinMeasureOptions): SatinQuality {
  const line = options.centreLine;
  const closed = options.closed ?? false;
  const pullCompensation = options.pullCompensation ?? 0;
  const cornerAngle = ((options.cornerAngle ?? 20) * Math.PI) / 180;
  const segments: Segment[] = [];
  let lineLength = 0;
  const segmentCount = closed ? line.length : line.length - 1;
  for (let index = 0; index < segmentCount; index++) {
    const from = line[index]!;
    const to = line[(index + 1) % line.length]!;
    const length = distance(from, to);
    if (length === 0) continue;
    segments.push({
      from,
      to,
      start: lineLength,
      length,
      direction: { x: (to.x - from.x) / length, y: (to.y - from.y) / length },
    });
    lineLength += length;
  }
  // Corners: where one segment turns into the next by more than the corner angle.
  const corners: number[] = [];
  const joints = closed ? segments.length : segments.length - 1;
  for (let index = 0; index < joints; index++) {
    const a = segments[index]!.direction;
    const b = segments[(index + 1) % segments.length]!.direction;
    const turn = Math.abs(Math.atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y));
    if (turn > cornerAngle) corners.push(index + 1 === segments.length ? 0 : segments[index + 1]!.start);
  }
  const alongLineDistance = (a: number, b: number) => {
    const straight = Math.abs(a - b);
    return closed ? Math.min(straight, lineLength - straight) : straight;
  };

  const stitches: SatinStitchMeasure[] = [];
  for (let index = 1; index < penetrations.length; index++) {
    const p = penetrations[index - 1]!;
    const q = penetrations[index]!;
    const length = distance(p, q);
    if (length === 0) continue;
    const middle = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
    // The nearest point of the line; at a joint of two segments the perpendicular is their mean.
    let best = { gap: Infinity, along: 0, normal: { x: 0, y: 0 } };
    segments.forEach((segment, segmentIndex) => {
      const offset = { x: middle.x - segment.from.x, y: middle.y - segment.from.y };
      const t = Math.max(
        0,
        Math.min(segment.length, offset.x * segment.direction.x + offset.y * segment.direction.y),
      );
      const nearest = {
        x: segment.from.x + segment.direction.x * t,
        y: segment.from.y + segment.direction.y * t,
      };
      const gap = distance(middle, nearest);
      if (gap >= best.gap - 1e-9) return;
      let direction = segment.direction;
      const neighbour =
        t === 0
          ? (segments[segmentIndex - 1] ?? (closed ? segments[segments.length - 1] : undefined))
          : t === segment.length
            ? (segments[segmentIndex + 1] ?? (closed ? segments[0] : undefined))
            : undefined;
      if (neighbour) {
        const sum = { x: direction.x + neighbour.direction.x, y: direction.y + neighbour.direction.y };
        const size = Math.hypot(sum.x, sum.y);
        if (size > 1e-9) direction = { x: sum.x / size, y: sum.y / size };
      }
      best = { gap, along: segment.start + t, normal: { x: -direction.y, y: direction.x } };
    });
    const across = Math.abs((q.x - p.x) * best.normal.x + (q.y - p.y) * best.normal.y);
    const lean = (Math.acos(Math.min(1, across / length)) * 180) / Math.PI;
    const along = best.along >= lineLength ? (closed ? 0 : lineLength) : best.along;
    stitches.push({
      length,
      lean,
      width: across - 2 * pullCompensation,
      along,
      onStraightRun: corners.every((corner) => alongLineDistance(along, corner) >= options.width),
    });
  }

  const positions = stitches.map((stitch) => stitch.along).sort((a, b) => a - b);
  let largestGap = positions.length === 0 ? lineLength : 0;
  for (let index = 1; index < positions.length; index++)
    largestGap = Math.max(largestGap, positions[index]! - positions[index - 1]!);
  if (positions.length > 0) {
    const ends = positions[0]! + (lineLength - positions[positions.length - 1]!);
    largestGap = closed
      ? Math.max(largestGap, ends)
      : Math.max(largestGap, positions[0]!, lineLength - positions[positions.length - 1]!);
  }
  const straight = stitches.filter((stitch) => stitch.onStraightRun);
  return {
    stitches,
    lineLength,
    largestGap,
    longestStitch: Math.max(0, ...stitches.map((stitch) => stitch.length)),
    straightRuns:
      straight.length === 0
        ? undefined
        : {
            count: straight.length,
            medianLean: median(straight.map((stitch) => stitch.lean)),
            worstLean: Math.max(...straight.map((stitch) => stitch.lean)),
            narrowest: Math.min(...straight.map((stitch) => stitch.width)),
            widest: Math.max(...straight.map((stitch) => stitch.width)),
          },
  };
}
