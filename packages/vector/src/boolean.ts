import { ClipType, FillRule as ClipperFillRule, type Paths64 } from 'clipper2-ts';
import { filledRegion, fromClipperPaths, runClipper, type Ring } from './clipper';
import { VectorError } from './errors';
import { defaultTolerance, requireTolerance } from './flatten';
import { black, polyline, type VectorDrawing, type VectorPath } from './model';
import { optional, requireOneOf } from './options';

// Boolean operations on filled regions (Clipper2's Vatti-style sweep: B. Vatti, "A generic solution
// to polygon clipping", CACM 35(7), 1992). Curves are flattened first, so results are polygons
// within the stated tolerance of the true outlines.

export type BooleanOperation = 'union' | 'intersection' | 'difference' | 'exclusion';

export const booleanOperations: readonly BooleanOperation[] = [
  'union',
  'intersection',
  'difference',
  'exclusion',
];

export interface BooleanOptions {
  /** How far flattened curves may stray from the originals, in millimetres. */
  tolerance?: number;
}

const clipTypes: Record<BooleanOperation, ClipType> = {
  union: ClipType.Union,
  intersection: ClipType.Intersection,
  difference: ClipType.Difference,
  exclusion: ClipType.Xor,
};

/** Every filled region of a drawing, as nonzero rings; throws when nothing in it is closed. */
function regionsOf(drawing: VectorDrawing, tolerance: number, name: string): Paths64[] {
  const regions = drawing.paths
    .map((path) => filledRegion(path, tolerance))
    .filter((region) => region.length);
  if (!regions.length) {
    throw new VectorError('empty', `The ${name} has no closed shape with an area to combine`, {
      input: name,
    });
  }
  return regions;
}

/** The first shape with a closed outline, whose paint a combined result takes. */
function firstClosedPath(drawing: VectorDrawing): VectorPath | undefined {
  return drawing.paths.find((path) => path.subpaths.some((subpath) => subpath.closed));
}

/** One compound path from result rings, painted like `template` (black without one). */
export function pathFromRings(rings: readonly Ring[], template: VectorPath | undefined): VectorPath {
  return {
    subpaths: rings.map((ring) => polyline(ring, true)),
    fillRule: 'nonzero',
    fill: template ? template.fill : black,
    stroke: template ? template.stroke : null,
  };
}

function resultDrawing(solution: Paths64, template: VectorPath | undefined): VectorDrawing {
  const rings = fromClipperPaths(solution);
  return { paths: rings.length ? [pathFromRings(rings, template)] : [] };
}

/**
 * Combines everything `subject` fills with everything `clip` fills. The result is one compound
 * path painted like the subject's first shape; it is empty when nothing remains (two shapes that do
 * not meet have no intersection).
 */
export function combineDrawings(
  subject: VectorDrawing,
  clip: VectorDrawing,
  operation: BooleanOperation,
  options: BooleanOptions = {},
): VectorDrawing {
  const chosen = requireOneOf(operation, 'operation', booleanOperations);
  const tolerance = requireTolerance(optional(options.tolerance, defaultTolerance));
  const subjectRings = regionsOf(subject, tolerance, 'first drawing').flat();
  const clipRings = regionsOf(clip, tolerance, 'second drawing').flat();
  const solution = runClipper(clipTypes[chosen], subjectRings, clipRings, ClipperFillRule.NonZero);
  return resultDrawing(solution, firstClosedPath(subject));
}

/**
 * Combines the shapes of one drawing in painting order, as a design tool's shape builder does:
 * union merges them all; intersection keeps what every shape covers; difference cuts every later
 * shape out of the first (the bottom one); exclusion keeps what an odd number of shapes cover.
 */
export function combineShapes(
  drawing: VectorDrawing,
  operation: BooleanOperation,
  options: BooleanOptions = {},
): VectorDrawing {
  const chosen = requireOneOf(operation, 'operation', booleanOperations);
  const tolerance = requireTolerance(optional(options.tolerance, defaultTolerance));
  const regions = regionsOf(drawing, tolerance, 'drawing');
  const template = firstClosedPath(drawing);
  const [first, ...rest] = regions;
  let solution: Paths64;
  if (chosen === 'union') {
    solution = runClipper(ClipType.Union, regions.flat(), [], ClipperFillRule.NonZero);
  } else if (chosen === 'difference') {
    solution = rest.length
      ? runClipper(ClipType.Difference, first!, rest.flat(), ClipperFillRule.NonZero)
      : first!;
  } else {
    solution = first!;
    for (const region of rest) {
      solution = runClipper(clipTypes[chosen], solution, region, ClipperFillRule.NonZero);
      if (!solution.length && chosen === 'intersection') break;
    }
  }
  return resultDrawing(solution, template);
}
