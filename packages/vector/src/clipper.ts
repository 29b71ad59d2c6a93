import { Clipper64, ClipType, FillRule as ClipperFillRule, type Path64, type Paths64 } from 'clipper2-ts';
import { VectorError } from './errors';
import { flattenSubpaths, signedArea, type Polyline } from './flatten';
import type { FillRule, Point, VectorPath } from './model';

// The bridge to Clipper2 (A. Johnson, Clipper2, clipper2-ts port): curves are flattened within
// the caller's tolerance, millimetres become integers on a 0.1 µm grid, and back.

/** Integer grid steps per millimetre handed to Clipper. */
export const clipperScale = 10_000;

/** A closed ring of points in millimetres, without a repeated last point. */
export type Ring = Point[];

export function toClipperPath(points: readonly Point[]): Path64 {
  return points.map((point) => ({
    x: Math.round(point.x * clipperScale),
    y: Math.round(point.y * clipperScale),
  }));
}

export function fromClipperPath(path: Path64): Ring {
  return path.map((point) => ({ x: point.x / clipperScale, y: point.y / clipperScale }));
}

export function clipperFillRule(rule: FillRule): ClipperFillRule {
  return rule === 'evenodd' ? ClipperFillRule.EvenOdd : ClipperFillRule.NonZero;
}

/** Rings smaller than this (mm²) are dust left by rounding and are dropped from results. */
export const dustArea = 1e-6;

export function fromClipperPaths(paths: Paths64): Ring[] {
  return paths
    .map(fromClipperPath)
    .filter((ring) => ring.length >= 3 && Math.abs(signedArea(ring)) > dustArea);
}

export function runClipper(
  operation: ClipType,
  subject: Paths64,
  clip: Paths64,
  fillRule: ClipperFillRule,
): Paths64 {
  const clipper = new Clipper64();
  clipper.addSubject(subject);
  if (clip.length) clipper.addClip(clip);
  const solution: Paths64 = [];
  if (!clipper.execute(operation, fillRule, solution)) {
    throw new VectorError('degenerate', 'The shapes could not be combined');
  }
  return solution;
}

/** The closed subpaths of a path, flattened within `tolerance`. */
export function closedPolylines(path: VectorPath, tolerance: number): Polyline[] {
  return flattenSubpaths(
    path.subpaths.filter((subpath) => subpath.closed),
    tolerance,
  ).filter((polyline) => polyline.points.length >= 3);
}

/**
 * The region a path fills, as simple rings under the nonzero rule: outlines with positive signed
 * area, holes negative, no ring crossing another. Open subpaths enclose nothing and are left out.
 */
export function filledRegion(path: VectorPath, tolerance: number): Paths64 {
  const rings = closedPolylines(path, tolerance).map((polyline) => toClipperPath(polyline.points));
  if (!rings.length) return [];
  return runClipper(ClipType.Union, rings, [], clipperFillRule(path.fillRule));
}
