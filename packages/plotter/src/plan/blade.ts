// Overcut and drag-knife compensation.
//
// A drag knife's tip trails its swivel axis by the blade offset r, and the plotter moves the axis.
// On a straight cut the tip follows when the axis runs r ahead of it along the cut. At a corner
// the axis stops r past the corner point, then swings on an arc of radius r about the corner
// point until it lies r ahead along the next side: the tip turns on the spot and the corner stays
// sharp (the "corner loop" or swivel). Without it the axis cuts straight across to the next side
// and the tip rounds the corner. This is the geometry of the blade offset setting cutter drivers
// offer (Inkcut's, for one); the hand-worked cases in the tests spell it out point by point.
import { distance, samePoint, type Point } from '../geometry';

/** Turns gentler than this are cut straight through: the drag of the blade follows them. */
export const minimumSwivelAngle = (10 * Math.PI) / 180;

/** The swivel arcs are drawn with a point at least every 15 degrees. */
export const swivelArcStep = (15 * Math.PI) / 180;

/**
 * A closed ring's cut: round from its first point back to it, then on along the ring for the
 * overcut (at most one more lap), so the cut meets itself and the piece comes free.
 */
export function withOvercut(ring: readonly Point[], overcut: number): Point[] {
  const points = [...ring, ring[0]!];
  let left = overcut;
  for (let index = 0; left > 1e-9 && index < ring.length; index++) {
    const from = ring[index]!;
    const to = ring[(index + 1) % ring.length]!;
    const length = distance(from, to);
    if (length >= left) {
      points.push(
        length - left < 1e-9
          ? to
          : { x: from.x + ((to.x - from.x) * left) / length, y: from.y + ((to.y - from.y) * left) / length },
      );
      left = 0;
    } else {
      points.push(to);
      left -= length;
    }
  }
  return points;
}

/**
 * The path of the knife's swivel axis for a tip that must follow `tip` (an open polyline; a
 * closed cut comes with its overcut already added), for a blade offset `offset` in mm.
 */
export function compensateBladeOffset(tip: readonly Point[], offset: number, cornerLoops: boolean): Point[] {
  const points: Point[] = [];
  for (const point of tip)
    if (points.length === 0 || !samePoint(points[points.length - 1]!, point)) points.push(point);
  if (offset === 0 || points.length < 2) return points;
  const directions: Point[] = [];
  for (let index = 1; index < points.length; index++) {
    const a = points[index - 1]!;
    const b = points[index]!;
    const length = distance(a, b);
    directions.push({ x: (b.x - a.x) / length, y: (b.y - a.y) / length });
  }
  const ahead = (point: Point, direction: Point): Point => ({
    x: point.x + offset * direction.x,
    y: point.y + offset * direction.y,
  });
  const axis: Point[] = [ahead(points[0]!, directions[0]!)];
  for (let index = 1; index < points.length - 1; index++) {
    const corner = points[index]!;
    const before = directions[index - 1]!;
    const after = directions[index]!;
    axis.push(ahead(corner, before));
    const turn = Math.atan2(before.x * after.y - before.y * after.x, before.x * after.x + before.y * after.y);
    if (cornerLoops && Math.abs(turn) >= minimumSwivelAngle) {
      const from = Math.atan2(before.y, before.x);
      const steps = Math.ceil(Math.abs(turn) / swivelArcStep - 1e-9);
      for (let step = 1; step < steps; step++) {
        const angle = from + (turn * step) / steps;
        axis.push({ x: corner.x + offset * Math.cos(angle), y: corner.y + offset * Math.sin(angle) });
      }
    }
    axis.push(ahead(corner, after));
  }
  axis.push(ahead(points[points.length - 1]!, directions[directions.length - 1]!));
  return axis;
}
