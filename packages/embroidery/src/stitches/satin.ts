// Satin columns between two rails, with underlay and pull compensation.
//
// Follows the satin column of Ink/Stitch: rails with the same number of points are paired point
// by point (each pair acts as a rung, a checkpoint the stitches pass through), and between two
// checkpoints both rail pieces are walked in step, each by the same fraction of its own length.
// Pairing by fraction of the whole rail instead lets the two sides drift apart after every corner
// (the outer rail is longer round a corner than the inner one), so the stitches lean and the
// column narrows. Rails with different numbers of points get checkpoints at their corners,
// found by projecting each corner onto the other rail. Underlays are sewn first, each ending where the
// column starts: a centre walk along the middle and back, a contour along both rails a little
// inside them, and a sparse zigzag forward and back. Pull compensation widens each top stitch on
// both sides, because the thread's tension pulls the fabric in across the column.
import { EmbroideryError, requireNumber } from '../errors';
import {
  cleanPath,
  cumulativeLengths,
  distance,
  pointAlong,
  requireWithinBudget,
  ringArea,
  samePointTolerance,
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

/** A stretch of the column between two checkpoints: a piece of each rail, walked in step. */
interface Section {
  railA: readonly Point[];
  railB: readonly Point[];
  cumulativeA: number[];
  cumulativeB: number[];
  /** The longer of the two pieces: the distance the section takes up along the column. */
  length: number;
}

function sectionOf(railA: readonly Point[], railB: readonly Point[]): Section {
  const cumulativeA = cumulativeLengths(railA);
  const cumulativeB = cumulativeLengths(railB);
  return {
    railA,
    railB,
    cumulativeA,
    cumulativeB,
    length: Math.max(cumulativeA[cumulativeA.length - 1]!, cumulativeB[cumulativeB.length - 1]!),
  };
}

/** A point of each rail, as distances along them, that the stitches pass through together. */
interface Checkpoint {
  alongA: number;
  alongB: number;
}

/** A turn of more than this (radians) at a rail's point makes it a corner. */
const cornerTurn = Math.PI / 9;

function cross(a: Point, b: Point): number {
  return a.x * b.y - a.y * b.x;
}

/** Distance along the rail to its point nearest `point`. */
function nearestAlong(
  rail: readonly Point[],
  cumulative: readonly number[],
  point: Point,
): { along: number; gap: number } {
  let best = { along: 0, gap: Infinity };
  for (let index = 1; index < rail.length; index++) {
    const from = rail[index - 1]!;
    const span = { x: rail[index]!.x - from.x, y: rail[index]!.y - from.y };
    const squared = span.x * span.x + span.y * span.y;
    const t =
      squared === 0
        ? 0
        : Math.max(0, Math.min(1, ((point.x - from.x) * span.x + (point.y - from.y) * span.y) / squared));
    const gap = Math.hypot(from.x + span.x * t - point.x, from.y + span.y * t - point.y);
    if (gap < best.gap) best = { along: cumulative[index - 1]! + t * Math.sqrt(squared), gap };
  }
  return best;
}

/** Distance along the rail to where the line through `point` in `direction` first meets it, if near. */
function castAlong(
  rail: readonly Point[],
  cumulative: readonly number[],
  point: Point,
  direction: Point,
  within: number,
): number | undefined {
  let best: { along: number; reach: number } | undefined;
  for (let index = 1; index < rail.length; index++) {
    const from = rail[index - 1]!;
    const span = { x: rail[index]!.x - from.x, y: rail[index]!.y - from.y };
    const denominator = cross(direction, span);
    if (Math.abs(denominator) < 1e-12) continue;
    const offset = { x: from.x - point.x, y: from.y - point.y };
    const reach = Math.abs(cross(offset, span) / denominator);
    const t = cross(offset, direction) / denominator;
    if (t < 0 || t > 1 || reach > within || (best && best.reach <= reach)) continue;
    best = { along: cumulative[index - 1]! + t * Math.hypot(span.x, span.y), reach };
  }
  return best?.along;
}

/** Indices of the rail's points where it turns by more than `cornerTurn`. */
function cornersOf(rail: readonly Point[]): number[] {
  const corners: number[] = [];
  for (let index = 1; index < rail.length - 1; index++) {
    const before = { x: rail[index]!.x - rail[index - 1]!.x, y: rail[index]!.y - rail[index - 1]!.y };
    const after = { x: rail[index + 1]!.x - rail[index]!.x, y: rail[index + 1]!.y - rail[index]!.y };
    if (Math.abs(Math.atan2(cross(before, after), before.x * after.x + before.y * after.y)) > cornerTurn)
      corners.push(index);
  }
  return corners;
}

/**
 * Corners times points of the other rail above which the corners are not looked for: each corner
 * is projected onto every segment of the other rail three times, about a tenth of a second at
 * this many (two rails of 700 points, every one a corner). Rails more jagged than that are walked
 * by fraction as a whole.
 */
const cornerSearchBudget = 1_000_000;

/**
 * Checkpoints at the corners of rail `from`: the corner and the other rail's point nearest it,
 * and the corner and the points of the other rail straight across from it, square to each of the
 * corner's two sides. Along each side the stitches then stay square up to the corner, and round
 * it they fan about the inner corner point (a mitre).
 */
function cornerCheckpoints(
  from: readonly Point[],
  fromCumulative: readonly number[],
  to: readonly Point[],
  toCumulative: readonly number[],
): { along: number; across: number }[] {
  const result: { along: number; across: number }[] = [];
  for (const index of cornersOf(from)) {
    const corner = from[index]!;
    const before = { x: corner.x - from[index - 1]!.x, y: corner.y - from[index - 1]!.y };
    const after = { x: from[index + 1]!.x - corner.x, y: from[index + 1]!.y - corner.y };
    const along = fromCumulative[index]!;
    const nearest = nearestAlong(to, toCumulative, corner);
    result.push({ along, across: nearest.along });
    for (const side of [before, after]) {
      const square = castAlong(to, toCumulative, corner, { x: -side.y, y: side.x }, 1.5 * nearest.gap);
      if (square !== undefined) result.push({ along, across: square });
    }
  }
  return result;
}

/** The piece of a rail between two distances along it. */
function pieceOf(rail: readonly Point[], cumulative: readonly number[], start: number, end: number): Point[] {
  const piece = [pointAlong(rail, cumulative, start)];
  cumulative.forEach((along, index) => {
    if (along > start && along < end) piece.push(rail[index]!);
  });
  piece.push(pointAlong(rail, cumulative, end));
  return piece;
}

/**
 * Rails with different numbers of points, cut into sections at checkpoints found at the corners
 * of either rail (walking each whole rail by fraction would let the sides drift apart after every
 * corner). Checkpoints that would make either rail go back are left out. Rails without corners
 * stay one section.
 */
function sectionsByCorners(railA: readonly Point[], railB: readonly Point[]): Section[] {
  const cumulativeA = cumulativeLengths(railA);
  const cumulativeB = cumulativeLengths(railB);
  const lengthA = cumulativeA[cumulativeA.length - 1]!;
  const lengthB = cumulativeB[cumulativeB.length - 1]!;
  if (cornersOf(railA).length * railB.length + cornersOf(railB).length * railA.length > cornerSearchBudget)
    return [sectionOf(railA, railB)];
  const found: Checkpoint[] = [
    ...cornerCheckpoints(railA, cumulativeA, railB, cumulativeB).map(({ along, across }) => ({
      alongA: along,
      alongB: across,
    })),
    ...cornerCheckpoints(railB, cumulativeB, railA, cumulativeA).map(({ along, across }) => ({
      alongA: across,
      alongB: along,
    })),
  ].sort((first, second) => first.alongA - second.alongA || first.alongB - second.alongB);
  const kept: Checkpoint[] = [{ alongA: 0, alongB: 0 }];
  for (const checkpoint of [...found, { alongA: lengthA, alongB: lengthB }]) {
    const last = kept[kept.length - 1]!;
    if (checkpoint.alongA < last.alongA || checkpoint.alongB < last.alongB) continue;
    if (checkpoint.alongA - last.alongA < 1e-9 && checkpoint.alongB - last.alongB < 1e-9) continue;
    kept.push(checkpoint);
  }
  if (kept[kept.length - 1]!.alongA !== lengthA || kept[kept.length - 1]!.alongB !== lengthB)
    kept.push({ alongA: lengthA, alongB: lengthB });
  const sections: Section[] = [];
  for (let index = 1; index < kept.length; index++) {
    const start = kept[index - 1]!;
    const end = kept[index]!;
    const section = sectionOf(
      pieceOf(railA, cumulativeA, start.alongA, end.alongA),
      pieceOf(railB, cumulativeB, start.alongB, end.alongB),
    );
    if (section.length > 0) sections.push(section);
  }
  return sections.length > 0 ? sections : [sectionOf(railA, railB)];
}

/**
 * The sections of a column: one per pair of consecutive points when both rails have as many
 * points (pieces where neither rail moves are left out), otherwise one between each two
 * checkpoints found at the rails' corners.
 */
function sectionsOf(railA: readonly Point[], railB: readonly Point[]): Section[] {
  if (railA.length !== railB.length) return sectionsByCorners(railA, railB);
  const sections: Section[] = [];
  for (let index = 1; index < railA.length; index++) {
    const section = sectionOf(railA.slice(index - 1, index + 1), railB.slice(index - 1, index + 1));
    if (section.length > 0) sections.push(section);
  }
  return sections.length > 0 ? sections : [sectionOf(railA, railB)];
}

function columnLength(sections: readonly Section[]): number {
  return sections.reduce((sum, section) => sum + section.length, 0);
}

/**
 * `count + 1` rungs evenly along the column: each section gets its share by its length, and
 * inside a section both rail pieces are walked by the same fraction of their own length.
 */
function rungs(sections: readonly Section[], count: number): Rung[] {
  const total = columnLength(sections);
  const result: Rung[] = [];
  let sectionIndex = 0;
  let sectionStart = 0;
  for (let index = 0; index <= count; index++) {
    const along = Math.min(total, (index / count) * total);
    while (sectionIndex < sections.length - 1 && sectionStart + sections[sectionIndex]!.length < along) {
      sectionStart += sections[sectionIndex]!.length;
      sectionIndex++;
    }
    const section = sections[sectionIndex]!;
    const t = section.length === 0 ? 1 : Math.min(1, Math.max(0, (along - sectionStart) / section.length));
    result.push({
      a: pointAlong(
        section.railA,
        section.cumulativeA,
        t * section.cumulativeA[section.cumulativeA.length - 1]!,
      ),
      b: pointAlong(
        section.railB,
        section.cumulativeB,
        t * section.cumulativeB[section.cumulativeB.length - 1]!,
      ),
    });
  }
  return result;
}

/**
 * The path without points closer than a stitch to the one kept before them (the last point is
 * kept, in place of a kept point too close to it), so that a walk through them has no stitch
 * shorter than the machine sews.
 */
function withoutCrowding(points: readonly Point[], closest: number): Point[] {
  const result: Point[] = [];
  points.forEach((point, index) => {
    const last = result[result.length - 1];
    if (!last || distance(last, point) >= closest) result.push(point);
    else if (index === points.length - 1 && result.length > 1) result[result.length - 1] = point;
  });
  return result;
}

/** Moves both ends of a rung towards each other by `inset` (negative: apart), never past the middle. */
function insetRung(rung: Rung, inset: number): Rung {
  const width = distance(rung.a, rung.b);
  if (width === 0) return rung;
  const t = Math.min(inset / width, 0.5);
  return { a: lerp(rung.a, rung.b, t), b: lerp(rung.b, rung.a, t) };
}

/** True when rail B runs the other way from rail A. */
function railsCrossed(railA: readonly Point[], railB: readonly Point[]): boolean {
  const startA = railA[0]!;
  const endA = railA[railA.length - 1]!;
  const startB = railB[0]!;
  const endB = railB[railB.length - 1]!;
  const same = distance(startA, startB) + distance(endA, endB);
  const crossed = distance(startA, endB) + distance(endA, startB);
  return crossed < same;
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
  const cleanA = cleanPath(railA, 'The first rail');
  const cleanB = cleanPath(railB, 'The second rail');
  // Rails of as many points are paired point by point as given (cleaning could drop a repeated
  // point from one rail only and so shift every pair after it); others are paired as cleaned.
  const [pairA, pairB] = railA.length === railB.length ? [railA, railB] : [cleanA, cleanB];
  const sections = sectionsOf(pairA, railsCrossed(cleanA, cleanB) ? [...pairB].reverse() : pairB);
  const longest = columnLength(sections);
  const count = Math.max(1, Math.ceil(longest / spacing - 1e-9));
  requireWithinBudget(2 * count + 3, 'This satin column');
  // Half-rungs, half a spacing apart: the top stitches go in on rail A at the odd ones and on
  // rail B at the even ones, so each stitch moves on half a spacing and all lean alike (about
  // 3.4 degrees at 0.4 mm across 3.4 mm), where sewing every rung square and moving on a whole
  // spacing on the way back made every other stitch lean twice that.
  const top = rungs(sections, 2 * count);
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
  const walkRungs = rungs(sections, Math.max(1, Math.ceil(longest / walkLength - 1e-9)));
  if (underlay.centreWalk) {
    // Round a turned corner every rung crosses the same middle point: walk through it once, and
    // leave out a point just before it that would make a stitch too short to sew.
    const middles = withoutCrowding(
      walkRungs.map((rung) => lerp(rung.a, rung.b, 0.5)),
      minimumStitchLength,
    );
    result.push(...walkThereAndBack(middles, walkLength));
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
    const half = rungs(sections, 2 * steps).map((rung) => insetRung(rung, inset));
    for (let index = 0; index <= 2 * steps; index++)
      result.push(index % 2 === 0 ? half[index]!.a : half[index]!.b);
    for (let index = 2 * steps; index >= 0; index--)
      result.push(index % 2 === 0 ? half[index]!.b : half[index]!.a);
  }
  // The column starts and ends square: across the first half-rung from A to B, and back across
  // the last from B to A. Between them rail A is pierced at the odd half-rungs, rail B at the
  // even ones, each rail a whole spacing apart (rail A half a spacing at the two ends).
  const wide = top.map((rung) => insetRung(rung, -pullCompensation));
  result.push(wide[0]!.a, wide[0]!.b);
  for (let index = 1; index <= 2 * count; index++)
    result.push(index % 2 === 1 ? wide[index]!.a : wide[index]!.b);
  result.push(wide[2 * count]!.a);
  return result;
}

export interface RailsAlongLineOptions {
  /**
   * The line is a closed outline: the column goes on along the closing segment, turns the corner
   * at the start and ends where it began. A line whose last point is its first is closed anyway.
   */
  closed?: boolean;
}

/** The largest turn (radians) one pair of rail points takes round a corner; finer turns look round. */
const cornerStep = Math.PI / 12;

/**
 * The two rails of a column of the given width along a centre line, with as many points each so
 * that `satinColumn` pairs them point by point. Along each segment both rails run parallel to it,
 * half the width to either side, so every stitch there crosses the line square and is the full
 * width. At a corner the column turns about the corner point: both rails swing round it at half
 * the width, in steps of at most 15 degrees, so the stitches fan round the corner, each as long
 * as the column is wide (a mitre would need stitches up to 1 / sin(half the corner's angle) times
 * the width, over three times it at a star's points).
 */
export function railsAlongLine(
  line: Polyline,
  width: number,
  options: RailsAlongLineOptions = {},
): [Point[], Point[]] {
  const half = requireNumber('width', width, minimumStitchLength, 100) / 2;
  const points = cleanPath(line, 'The centre line');
  const joined = points.length > 2 && distance(points[0]!, points[points.length - 1]!) <= samePointTolerance;
  if (joined) points.pop();
  const closed = (options.closed === true || joined) && points.length > 2;
  const segmentCount = closed ? points.length : points.length - 1;
  const normals: Point[] = [];
  for (let index = 0; index < segmentCount; index++) {
    const from = points[index]!;
    const to = points[(index + 1) % points.length]!;
    const length = distance(from, to);
    normals.push({ x: -(to.y - from.y) / length, y: (to.x - from.x) / length });
  }
  const left: Point[] = [];
  const right: Point[] = [];
  const add = (centre: Point, normal: Point) => {
    left.push({ x: centre.x + normal.x * half, y: centre.y + normal.y * half });
    right.push({ x: centre.x - normal.x * half, y: centre.y - normal.y * half });
  };
  add(points[0]!, normals[0]!);
  for (let index = 0; index < segmentCount; index++) {
    const corner = points[(index + 1) % points.length]!;
    const normal = normals[index]!;
    add(corner, normal);
    const next = normals[index + 1] ?? (closed ? normals[0] : undefined);
    if (!next) continue;
    const turn = Math.atan2(normal.x * next.y - normal.y * next.x, normal.x * next.x + normal.y * next.y);
    const steps = Math.ceil(Math.abs(turn) / cornerStep - 1e-9);
    for (let step = 1; step <= steps; step++) {
      const angle = (turn * step) / steps;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      add(corner, { x: normal.x * cos - normal.y * sin, y: normal.x * sin + normal.y * cos });
    }
  }
  return [left, right];
}

/**
 * Rail B of two closed rails (each ending where it starts, such as the two rings of an outline
 * drawn as two closed subpaths), turned to go round the same way as rail A and started at its
 * point nearest rail A's start. Closed rails have no ends to line up by: two rings drawn from
 * different starts or in opposite senses would otherwise be sewn with every stitch askew. Rails
 * that are not both closed come back as given.
 */
export function alignClosedRails(railA: Polyline, railB: Polyline): Point[] {
  const closed = (rail: Polyline) =>
    rail.length > 3 && distance(rail[0]!, rail[rail.length - 1]!) <= samePointTolerance;
  if (!closed(railA) || !closed(railB)) return [...railB];
  let ring = railB.slice(0, -1);
  if (Math.sign(ringArea(railA.slice(0, -1))) !== Math.sign(ringArea(ring))) ring = ring.reverse();
  let start = 0;
  ring.forEach((point, index) => {
    if (distance(point, railA[0]!) < distance(ring[start]!, railA[0]!)) start = index;
  });
  const turned = [...ring.slice(start), ...ring.slice(0, start)];
  return [...turned, turned[0]!];
}
