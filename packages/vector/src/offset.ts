import { ClipperOffset, EndType, JoinType, type Paths64 } from 'clipper2-ts';
import { clipperScale, filledRegion, fromClipperPaths, toClipperPath } from './clipper';
import { VectorError } from './errors';
import { defaultTolerance, drawingBounds, flattenSubpath, requireTolerance } from './flatten';
import { maximumExtent, polyline, type VectorDrawing, type VectorPath } from './model';
import { optional, requireNumberInRange, requireOneOf } from './options';
import { checkExtent } from './validate';

// Offsetting with Clipper2's ClipperOffset, which follows X. Chen & S. McMains, "Polygon
// Offsetting by Computing Winding Numbers" (ASME IDETC 2005): every edge moves along its normal,
// corners are joined, and the winding numbers of the raw outline decide what remains.

export type OffsetJoin = 'round' | 'miter' | 'square';

export const offsetJoins: readonly OffsetJoin[] = ['round', 'miter', 'square'];

export interface OffsetOptions {
  /** Millimetres outwards; negative shrinks closed shapes. Open paths become outlines this far away. */
  distance: number;
  /** How corners are joined; open paths get matching ends (round, butt for miter, square). */
  join?: OffsetJoin;
  /**
   * For miter joins: how far a corner may reach, as a multiple of the distance, before it is cut
   * square (as SVG's stroke-miterlimit). At least 1; default 4.
   */
  miterLimit?: number;
  /** How far flattened curves and round joins may stray from the exact outline, in millimetres. */
  tolerance?: number;
}

const joinTypes: Record<OffsetJoin, JoinType> = {
  round: JoinType.Round,
  miter: JoinType.Miter,
  square: JoinType.Square,
};
const endTypes: Record<OffsetJoin, EndType> = {
  round: EndType.Round,
  miter: EndType.Butt,
  square: EndType.Square,
};

function offsetPath(
  path: VectorPath,
  distance: number,
  join: OffsetJoin,
  miterLimit: number,
  tolerance: number,
) {
  const clipper = new ClipperOffset(miterLimit, tolerance * clipperScale);
  const closed = filledRegion(path, tolerance);
  if (closed.length) clipper.addPaths(closed, joinTypes[join], EndType.Polygon);
  const open = path.subpaths
    .filter((subpath) => !subpath.closed)
    .map((subpath) => toClipperPath(flattenSubpath(subpath, tolerance).points))
    .filter((points) => points.length >= 2);
  if (open.length) clipper.addPaths(open, joinTypes[join], endTypes[join]);
  if (!closed.length && !open.length) return null;
  const solution: Paths64 = [];
  // Open paths are outlined at the distance's size whatever its sign: a line has no inside.
  if (open.length && !closed.length) clipper.execute(Math.abs(distance) * clipperScale, solution);
  else clipper.execute(distance * clipperScale, solution);
  return solution;
}

/**
 * Grows (or, with a negative distance, shrinks) every shape of a drawing. Each shape keeps its
 * paint; a shape that shrinks away is dropped, so the result may have fewer shapes.
 */
export function offsetDrawing(drawing: VectorDrawing, options: OffsetOptions): VectorDrawing {
  const distance = requireNumberInRange(options.distance, 'distance', -maximumExtent / 2, maximumExtent / 2);
  const join = requireOneOf(optional(options.join, 'round'), 'join', offsetJoins);
  const miterLimit = requireNumberInRange(optional(options.miterLimit, 4), 'miterLimit', 1, 100);
  const tolerance = requireTolerance(optional(options.tolerance, defaultTolerance));
  const paths: VectorPath[] = [];
  let usable = 0;
  for (const path of drawing.paths) {
    const solution = offsetPath(path, distance, join, miterLimit, tolerance);
    if (!solution) continue;
    usable++;
    const rings = fromClipperPaths(solution);
    if (rings.length) {
      paths.push({ ...path, fillRule: 'nonzero', subpaths: rings.map((ring) => polyline(ring, true)) });
    }
  }
  if (!usable) throw new VectorError('empty', 'The drawing has no shape with at least two points to offset');
  const result = { paths };
  checkExtent(drawingBounds(result), 'The offset drawing');
  return result;
}
