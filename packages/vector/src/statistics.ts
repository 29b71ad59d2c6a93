import { ClipType, FillRule as ClipperFillRule, type Paths64 } from 'clipper2-ts';
import { cubicLength } from './bezier';
import { filledRegion, fromClipperPaths, runClipper } from './clipper';
import { defaultTolerance, drawingBounds, signedArea } from './flatten';
import { anchorPoints, colourKey, segmentsWithStarts, type Bounds, type VectorDrawing } from './model';

// The numbers the node info panel shows for a vector result (spec section 3: path segment length
// minimum and maximum, total shapes, closed and filled area, polygons, compound and regular paths,
// colours, points).

export interface DrawingStatistics {
  /** Shapes (paths) with at least one subpath. */
  readonly totalShapes: number;
  /** Shapes made of more than one subpath (letters with counters, outlines with holes). */
  readonly compoundPaths: number;
  /** Shapes made of exactly one subpath. */
  readonly regularPaths: number;
  /** Closed subpaths made of straight segments only. */
  readonly polygons: number;
  readonly subpaths: number;
  readonly closedSubpaths: number;
  readonly openSubpaths: number;
  /** Anchor points; a closed subpath's return to its start is not counted twice. */
  readonly points: number;
  /** Distinct fill and stroke colours (alpha included). */
  readonly colours: number;
  /**
   * Area enclosed by the closed subpaths in mm², each shape under its own fill rule, whether
   * filled or not; overlapping shapes count once each.
   */
  readonly closedArea: number;
  /** Area painted by fills in mm²: the union of the filled shapes, overlaps counted once. */
  readonly filledArea: number;
  /** Shortest and longest segment, curves measured along the curve, in millimetres; null without segments. */
  readonly segmentLengthMin: number | null;
  readonly segmentLengthMax: number | null;
  readonly bounds: Bounds | null;
}

function ringsArea(paths: Paths64): number {
  return fromClipperPaths(paths).reduce((sum, ring) => sum + signedArea(ring), 0);
}

/**
 * Curves are flattened within a micrometre for the areas (a tenth of the default tolerance), so the
 * figures shown to four significant digits do not depend on flattening.
 */
export const statisticsTolerance = defaultTolerance / 10;

export function drawingStatistics(
  drawing: VectorDrawing,
  tolerance = statisticsTolerance,
): DrawingStatistics {
  let totalShapes = 0;
  let compoundPaths = 0;
  let polygons = 0;
  let subpaths = 0;
  let closedSubpaths = 0;
  let points = 0;
  let closedArea = 0;
  let segmentLengthMin = Infinity;
  let segmentLengthMax = -Infinity;
  const colours = new Set<string>();
  const filled: Paths64 = [];
  for (const path of drawing.paths) {
    if (!path.subpaths.length) continue;
    totalShapes++;
    if (path.subpaths.length > 1) compoundPaths++;
    if (path.fill) colours.add(colourKey(path.fill));
    if (path.stroke) colours.add(colourKey(path.stroke.colour));
    for (const subpath of path.subpaths) {
      subpaths++;
      points += anchorPoints(subpath).length;
      if (subpath.closed) {
        closedSubpaths++;
        if (subpath.segments.every((segment) => segment.kind === 'line')) polygons++;
      }
      for (const { from, segment } of segmentsWithStarts(subpath)) {
        const length =
          segment.kind === 'line'
            ? Math.hypot(segment.to.x - from.x, segment.to.y - from.y)
            : cubicLength({ p0: from, p1: segment.control1, p2: segment.control2, p3: segment.to });
        if (length < segmentLengthMin) segmentLengthMin = length;
        if (length > segmentLengthMax) segmentLengthMax = length;
      }
    }
    const region = filledRegion(path, tolerance);
    closedArea += ringsArea(region);
    if (path.fill && path.fill.alpha > 0) filled.push(...region);
  }
  const filledArea = filled.length
    ? ringsArea(runClipper(ClipType.Union, filled, [], ClipperFillRule.NonZero))
    : 0;
  return {
    totalShapes,
    compoundPaths,
    regularPaths: totalShapes - compoundPaths,
    polygons,
    subpaths,
    closedSubpaths,
    openSubpaths: subpaths - closedSubpaths,
    points,
    colours: colours.size,
    closedArea,
    filledArea,
    segmentLengthMin: Number.isFinite(segmentLengthMin) ? segmentLengthMin : null,
    segmentLengthMax: Number.isFinite(segmentLengthMax) ? segmentLengthMax : null,
    bounds: drawingBounds(drawing),
  };
}
