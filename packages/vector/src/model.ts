import { VectorError } from './errors';

// The path model every function here works on. Units are millimetres, the y axis points down (as
// in SVG and on screen), angles are degrees unless a name says radians. Values are plain,
// serialisable objects, so they cross a worker boundary and hash for the graph's cache unchanged.

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A straight segment from the previous point to `to`. */
export interface LineSegment {
  readonly kind: 'line';
  readonly to: Point;
}

/** A cubic Bézier segment from the previous point to `to`, bent by two control points. */
export interface CubicSegment {
  readonly kind: 'cubic';
  readonly control1: Point;
  readonly control2: Point;
  readonly to: Point;
}

export type Segment = LineSegment | CubicSegment;

/**
 * One continuous outline: a start point and the segments that follow it. A closed subpath ends
 * with an implied straight segment back to `start` when its last point is elsewhere (SVG's `Z`).
 */
export interface Subpath {
  readonly start: Point;
  readonly segments: readonly Segment[];
  readonly closed: boolean;
}

/** How overlapping subpaths of one path decide what is inside (SVG `fill-rule`). */
export type FillRule = 'nonzero' | 'evenodd';

export const fillRules: readonly FillRule[] = ['nonzero', 'evenodd'];

/** An RGBA colour, each channel 0 to 255 (the same shape as the graph's colour socket). */
export interface Colour {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  readonly alpha: number;
}

export interface Stroke {
  readonly colour: Colour;
  /** Line width in millimetres. */
  readonly width: number;
}

/**
 * One shape: subpaths drawn with one fill and one stroke. A path with several closed subpaths is a
 * compound path; its holes come from the fill rule (or from opposite winding under `nonzero`).
 */
export interface VectorPath {
  readonly subpaths: readonly Subpath[];
  readonly fillRule: FillRule;
  /** The fill colour, or null for an unfilled outline. */
  readonly fill: Colour | null;
  readonly stroke: Stroke | null;
}

/** The value of a vector socket: shapes in painting order, the first one at the bottom. */
export interface VectorDrawing {
  readonly paths: readonly VectorPath[];
}

/** An axis-aligned box in millimetres. */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Paint of a path, without its geometry. */
export interface PathStyle {
  readonly fillRule?: FillRule;
  readonly fill?: Colour | null;
  readonly stroke?: Stroke | null;
}

/**
 * The widest or tallest drawing accepted: 2 m, more than a large-format plotter's roll or any
 * embroidery hoop, and small enough that work on it always finishes.
 */
export const maximumExtent = 2000;

/** How far from the origin any point may lie, in millimetres. */
export const maximumCoordinate = 10_000;

/** The most anchor points a drawing may hold. */
export const maximumPoints = 2_000_000;

export const black: Colour = { red: 0, green: 0, blue: 0, alpha: 255 };

export const emptyDrawing: VectorDrawing = { paths: [] };

export function point(x: number, y: number): Point {
  return { x, y };
}

export function lineTo(to: Point): LineSegment {
  return { kind: 'line', to };
}

export function cubicTo(control1: Point, control2: Point, to: Point): CubicSegment {
  return { kind: 'cubic', control1, control2, to };
}

/** A subpath of straight segments through `points`. */
export function polyline(points: readonly Point[], closed: boolean): Subpath {
  if (points.length === 0) throw new VectorError('empty', 'A subpath needs at least one point');
  const [start, ...rest] = points;
  return { start: start!, segments: rest.map(lineTo), closed };
}

/** A path of the given subpaths, filled black without a stroke unless the style says otherwise. */
export function createPath(subpaths: readonly Subpath[], style: PathStyle = {}): VectorPath {
  return {
    subpaths,
    fillRule: style.fillRule ?? 'nonzero',
    fill: style.fill === undefined ? black : style.fill,
    stroke: style.stroke ?? null,
  };
}

export function createDrawing(paths: readonly VectorPath[]): VectorDrawing {
  return { paths };
}

/** The end point of a subpath's last segment (the start when it has none). */
export function lastPoint(subpath: Subpath): Point {
  const last = subpath.segments[subpath.segments.length - 1];
  return last ? last.to : subpath.start;
}

export function samePoint(a: Point, b: Point, tolerance = 1e-9): boolean {
  return Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;
}

/** Every anchor point of a subpath, the closing return to the start not counted twice. */
export function anchorPoints(subpath: Subpath): Point[] {
  const points = [subpath.start, ...subpath.segments.map((segment) => segment.to)];
  if (subpath.closed && points.length > 1 && samePoint(points[0]!, points[points.length - 1]!)) points.pop();
  return points;
}

/** The segments of a subpath including the implied closing line, each with its start point. */
export function segmentsWithStarts(subpath: Subpath): { from: Point; segment: Segment }[] {
  const result: { from: Point; segment: Segment }[] = [];
  let from = subpath.start;
  for (const segment of subpath.segments) {
    result.push({ from, segment });
    from = segment.to;
  }
  if (subpath.closed && !samePoint(from, subpath.start)) {
    result.push({ from, segment: lineTo(subpath.start) });
  }
  return result;
}

export function colourKey(colour: Colour): string {
  return `${colour.red},${colour.green},${colour.blue},${colour.alpha}`;
}
