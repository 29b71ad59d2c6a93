// Tatami fill: parallel rows of running stitches across a shape, with holes left out.
//
// Follows Ink/Stitch's auto-fill (lib/stitches/fill.py and auto_fill.py):
// - Rows lie on a grid fixed in space, so neighbouring shapes filled at the same angle line up:
//   row k runs at the offset (k + 1/2) x spacing from the origin across the fill direction.
// - Penetrations along every row lie on a grid too, shifted by a fraction of the stitch length
//   from row to row (the stagger), which spreads them into the brick pattern of tatami.
// - Rows are grouped into sections that can be sewn back and forth without a break (a
//   boustrophedon decomposition: a section ends where a row splits around a hole or two rows
//   merge below it). Consecutive rows of a section are joined along the boundary; sections are
//   joined by travel routed over the boundary and the rows (see travel.ts), never across a hole.
// - The underlay is a sparser fill at another angle, inset from the edge, sewn first.
import { EmbroideryError, requireNumber } from '../errors';
import {
  cleanPolygon,
  distance,
  insideRing,
  requireWithinBudget,
  ringArea,
  type Point,
  type Polygon,
} from '../geometry';
import { divideSegments, minimumStitchLength } from './running';
import { planUnitsPerMillimetre } from '../plan/plan';
import { TravelGraph } from './travel';

export interface FillUnderlayOptions {
  /** Degrees added to the fill angle; default 90. */
  angleOffset?: number;
  /** Default 2 mm. */
  rowSpacing?: number;
  /** Default 3 mm. */
  maxStitchLength?: number;
  /** How far row ends stay inside the edge, in mm; default 0.5. */
  inset?: number;
}

export interface FillOptions {
  /** Direction of the rows in degrees from the x axis (towards +y); default 0. */
  angle?: number;
  /** Distance between rows in mm (0.1 to 20); default 0.4. */
  rowSpacing?: number;
  /** Longest stitch along a row in mm (0.5 to 20); default 3.5. */
  maxStitchLength?: number;
  /** How far the penetrations shift from one row to the next, as a fraction of the stitch length (0 to 1); default 0.25. */
  staggerPerRow?: number;
  /**
   * Shortest stitch in mm (0.1 to 2, and at most a third of the longest); default 0.3, below which
   * machines do not form a reliable stitch. Shorter stitches are merged into their neighbours.
   */
  minStitchLength?: number;
  /** Longest stitch when travelling between sections, in mm (never more than `maxStitchLength`); default 2.5. */
  travelStitchLength?: number;
  /** A sparse fill sewn first; true for the defaults. */
  underlay?: boolean | FillUnderlayOptions;
  /** Where the fill should begin (the nearest row end is chosen). */
  start?: Point;
}

/** One row of fill inside the shape, from its lower to its higher end along the fill direction. */
export interface FillRowSegment {
  start: Point;
  end: Point;
}

interface Crossing {
  node: number;
  ring: number;
  edge: number;
  t: number;
  point: Point;
}

interface Segment {
  row: number;
  v: number;
  u0: number;
  u1: number;
  low: Crossing;
  high: Crossing;
}

interface Frame {
  /** Unit vector along the rows. */
  along: Point;
  /** Unit vector across the rows. */
  across: Point;
}

interface Pass {
  frame: Frame;
  rows: Segment[][];
  stitchLength: number;
  stagger: number;
  inset: number;
}

interface Ring {
  points: Point[];
  /** cumulative[i]: arc length from vertex 0 to vertex i; the last entry is the perimeter. */
  cumulative: number[];
  firstNode: number;
}

function frameOf(angleDegrees: number): Frame {
  const radians = (angleDegrees * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  return { along, across: { x: -along.y, y: along.x } };
}

function fromFrame(frame: Frame, u: number, v: number): Point {
  return { x: u * frame.along.x + v * frame.across.x, y: u * frame.along.y + v * frame.across.y };
}

/** Crossings of every row of the grid with the rings, as sorted segments per row. */
function scanRows(
  rings: readonly Ring[],
  frame: Frame,
  spacing: number,
  graph: TravelGraph | undefined,
): Segment[][] {
  const rotated = rings.map((ring) =>
    ring.points.map((point) => ({
      u: point.x * frame.along.x + point.y * frame.along.y,
      v: point.x * frame.across.x + point.y * frame.across.y,
    })),
  );
  let minV = Infinity;
  let maxV = -Infinity;
  for (const ring of rotated) {
    for (const point of ring) {
      if (point.v < minV) minV = point.v;
      if (point.v > maxV) maxV = point.v;
    }
  }
  const firstRow = Math.ceil(minV / spacing - 0.5);
  const lastRow = Math.floor(maxV / spacing - 0.5);
  if (lastRow < firstRow) return [];
  const buckets: { u: number; ring: number; edge: number; t: number }[][] = [];
  for (let row = firstRow; row <= lastRow; row++) buckets.push([]);
  rotated.forEach((ring, ringIndex) => {
    for (let edge = 0; edge < ring.length; edge++) {
      const a = ring[edge]!;
      const b = ring[(edge + 1) % ring.length]!;
      if (a.v === b.v) continue;
      const low = Math.min(a.v, b.v);
      const high = Math.max(a.v, b.v);
      // Half-open [low, high) so a row through a vertex counts it once.
      const from = Math.max(firstRow, Math.ceil(low / spacing - 0.5));
      for (let row = from; row <= lastRow; row++) {
        const v = (row + 0.5) * spacing;
        if (v >= high) break;
        if (v < low) continue;
        const t = (v - a.v) / (b.v - a.v);
        buckets[row - firstRow]!.push({ u: a.u + (b.u - a.u) * t, ring: ringIndex, edge, t });
      }
    }
  });
  const shortest = minimumStitchLength / 3;
  return buckets.map((bucket, index) => {
    const row = firstRow + index;
    const v = (row + 0.5) * spacing;
    bucket.sort((a, b) => a.u - b.u);
    const segments: Segment[] = [];
    for (let pair = 0; pair + 1 < bucket.length; pair += 2) {
      const low = bucket[pair]!;
      const high = bucket[pair + 1]!;
      if (high.u - low.u < shortest) continue;
      const crossing = (hit: typeof low): Crossing => {
        const point = fromFrame(frame, hit.u, v);
        return { node: graph ? graph.addNode(point) : -1, ring: hit.ring, edge: hit.edge, t: hit.t, point };
      };
      segments.push({ row, v, u0: low.u, u1: high.u, low: crossing(low), high: crossing(high) });
    }
    return segments;
  });
}

/**
 * The rows of a fill: for each row of the grid that meets the shape, its segments inside the
 * shape in order along the row. Rows come in order across the fill direction.
 */
export function fillRows(
  shape: Polygon,
  options: { angle?: number; rowSpacing?: number } = {},
): FillRowSegment[][] {
  const polygon = cleanPolygon(shape);
  const frame = frameOf(requireNumber('angle', options.angle ?? 0, -3600, 3600));
  const spacing = requireNumber('rowSpacing', options.rowSpacing ?? 0.4, 0.1, 20);
  const rings = [polygon.outer, ...polygon.holes].map((points) => ({
    points: [...points],
    cumulative: [],
    firstNode: -1,
  }));
  return scanRows(rings, frame, spacing, undefined)
    .filter((row) => row.length > 0)
    .map((row) => row.map((segment) => ({ start: segment.low.point, end: segment.high.point })));
}

/** Splits rows into sections: runs of rows, one segment each, that overlap only one another. */
function sections(rows: Segment[][]): Segment[][] {
  const result: Segment[][] = [];
  let previous: { segment: Segment; section: Segment[] }[] = [];
  let previousRow = Number.NaN;
  for (const row of rows) {
    if (row.length === 0) continue;
    const current: { segment: Segment; section: Segment[] }[] = [];
    const adjacent = row[0]!.row === previousRow + 1;
    const below = row.map(() => [] as number[]);
    const above = previous.map(() => [] as number[]);
    if (adjacent) {
      row.forEach((segment, index) => {
        previous.forEach((entry, previousIndex) => {
          if (segment.u0 <= entry.segment.u1 && entry.segment.u0 <= segment.u1) {
            below[index]!.push(previousIndex);
            above[previousIndex]!.push(index);
          }
        });
      });
    }
    row.forEach((segment, index) => {
      const over = below[index]!;
      const only = over.length === 1 && above[over[0]!]!.length === 1;
      if (only) {
        const section = previous[over[0]!]!.section;
        section.push(segment);
        current.push({ segment, section });
      } else {
        const section = [segment];
        result.push(section);
        current.push({ segment, section });
      }
    });
    previous = current;
    previousRow = row[0]!.row;
  }
  return result;
}

/** Arc length of a crossing along its ring. */
function ringPosition(ring: Ring, crossing: Crossing): number {
  const a = ring.points[crossing.edge]!;
  const b = ring.points[(crossing.edge + 1) % ring.points.length]!;
  return ring.cumulative[crossing.edge]! + distance(a, b) * crossing.t;
}

/** Ring vertices passed when walking the shorter way along the ring between two of its crossings. */
function walkRing(ring: Ring, from: Crossing, to: Crossing): Point[] {
  const perimeter = ring.cumulative[ring.cumulative.length - 1]!;
  const start = ringPosition(ring, from);
  const forward = (((ringPosition(ring, to) - start) % perimeter) + perimeter) % perimeter;
  const count = ring.points.length;
  const vertices: Point[] = [];
  if (forward <= perimeter - forward) {
    for (let step = 1; step <= count; step++) {
      const index = (from.edge + step) % count;
      const along = (((ring.cumulative[index]! - start) % perimeter) + perimeter) % perimeter;
      if (along >= forward) break;
      vertices.push(ring.points[index]!);
    }
  } else {
    const backward = perimeter - forward;
    for (let step = 0; step < count; step++) {
      const index = (((from.edge - step) % count) + count) % count;
      const along = (((start - ring.cumulative[index]!) % perimeter) + perimeter) % perimeter;
      if (along >= backward) break;
      vertices.push(ring.points[index]!);
    }
  }
  return vertices;
}

/** Twice the signed area of p, q, r: which side of the line p -> q the point r lies on. */
function side(p: Point, q: Point, r: Point): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

// A point within rounding of the other line (a stitch starting on the edge) touches it.
const touchingEpsilon = 1e-9;

/** True when the two signed areas lie strictly on opposite sides. */
function apart(first: number, second: number): boolean {
  return (
    (first > touchingEpsilon && second < -touchingEpsilon) ||
    (first < -touchingEpsilon && second > touchingEpsilon)
  );
}

/** Proper crossing of segments ab and cd (touching at an end does not count). */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  return apart(side(c, d, a), side(c, d, b)) && apart(side(a, b, c), side(a, b, d));
}

/** True when the straight line from a to b crosses no ring and its middle lies inside the shape. */
function chordStaysInside(a: Point, b: Point, rings: readonly Ring[]): boolean {
  const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  if (!insideRing(middle, rings[0]!.points)) return false;
  for (let ring = 1; ring < rings.length; ring++) if (insideRing(middle, rings[ring]!.points)) return false;
  // Only edges whose bounding box meets the chord's can cross it; the others are passed over
  // without the four cross products (most of them, for a stitch a few millimetres long).
  const minX = Math.min(a.x, b.x);
  const maxX = Math.max(a.x, b.x);
  const minY = Math.min(a.y, b.y);
  const maxY = Math.max(a.y, b.y);
  for (const ring of rings) {
    const points = ring.points;
    for (let index = 0; index < points.length; index++) {
      const c = points[index]!;
      const d = points[(index + 1) % points.length]!;
      if ((c.x < minX && d.x < minX) || (c.x > maxX && d.x > maxX)) continue;
      if ((c.y < minY && d.y < minY) || (c.y > maxY && d.y > maxY)) continue;
      if (segmentsCross(a, b, c, d)) return false;
    }
  }
  return true;
}

/** How far a point lies from the line through a and b. */
function offLine(point: Point, a: Point, b: Point): number {
  const length = distance(a, b);
  if (length < 1e-12) return distance(point, a);
  return Math.abs((b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)) / length;
}

/**
 * The point on the segment from `end` back towards `start` that lies `length` from `target`,
 * nearest to `end`; undefined when there is none.
 */
function pointAtDistance(start: Point, end: Point, target: Point, length: number): Point | undefined {
  const direction = { x: start.x - end.x, y: start.y - end.y };
  const offset = { x: end.x - target.x, y: end.y - target.y };
  const a = direction.x * direction.x + direction.y * direction.y;
  const b = 2 * (offset.x * direction.x + offset.y * direction.y);
  const c = offset.x * offset.x + offset.y * offset.y - length * length;
  const discriminant = b * b - 4 * a * c;
  if (a < 1e-18 || discriminant < 0) return undefined;
  const t = (-b + Math.sqrt(discriminant)) / (2 * a);
  if (t < 0 || t > 1) return undefined;
  return { x: end.x + direction.x * t, y: end.y + direction.y * t };
}

/**
 * Brings every stitch of a run between the shortest and the longest length. Long stitches are
 * split into equal parts along themselves; a short stitch is merged with a neighbour by leaving
 * out one of its ends, only where the merged stitch stays no longer than the longest and its
 * straight line keeps to the shape (it cuts a corner by at most 0.005 mm, or stays inside the
 * shape and out of its holes); failing that, the stitch before or after it gives up the length it
 * lacks. A short stitch that none of these can fix is kept.
 */
export function settleStitchLengths(
  run: readonly Point[],
  shortest: number,
  longest: number,
  keepsToShape: (from: Point, to: Point, leftOut: Point) => boolean,
): Point[] {
  const split = run.length > 0 ? divideSegments(run, longest) : [];
  // The plan keeps penetrations on its 0.1 mm grid: a stitch is short when it is short there too.
  const onGrid = (value: number) => Math.round(value * planUnitsPerMillimetre) / planUnitsPerMillimetre;
  const isShort = (a: Point, b: Point) =>
    distance(a, b) < shortest ||
    Math.hypot(onGrid(b.x) - onGrid(a.x), onGrid(b.y) - onGrid(a.y)) < shortest - 1e-9;
  // A moved penetration lies this far off, so that rounding to the grid keeps the stitch long enough.
  const roomy = shortest + Math.SQRT2 / planUnitsPerMillimetre;
  const result: Point[] = [];
  for (let index = 0; index < split.length; index++) {
    const point = split[index]!;
    let last = result[result.length - 1];
    if (!last) {
      result.push(point);
      continue;
    }
    if (distance(last, point) < 1e-9) continue;
    if (!isShort(last, point)) {
      result.push(point);
      continue;
    }
    // Leave out this point, going straight on to the next one.
    const next = split[index + 1];
    if (next && distance(last, next) <= longest && keepsToShape(last, next, point)) continue;
    // Leave out the points before it, as long as the stitch stays short.
    while (result.length >= 2 && isShort(last, point)) {
      const before = result[result.length - 2]!;
      if (distance(before, point) > longest || !keepsToShape(before, point, last)) break;
      result.pop();
      last = before;
    }
    if (distance(last, point) < 1e-9) continue;
    if (!isShort(last, point)) {
      result.push(point);
      continue;
    }
    if (result.length >= 2) {
      // Move the point before back along its own stitch until this one is long enough.
      const before = result[result.length - 2]!;
      const moved = pointAtDistance(before, last, point, roomy);
      if (moved && !isShort(before, moved) && !isShort(moved, point) && keepsToShape(moved, point, last)) {
        result[result.length - 1] = moved;
        result.push(point);
        continue;
      }
    }
    if (next) {
      // Or move this point on along the next stitch.
      const moved = pointAtDistance(next, point, last, roomy);
      if (moved && !isShort(moved, next) && !isShort(last, moved) && keepsToShape(last, moved, point)) {
        result.push(moved);
        continue;
      }
    }
    result.push(point);
  }
  return result;
}

/** Penetrations along one row from one end to the other. */
function rowStitches(pass: Pass, segment: Segment, fromLow: boolean): Point[] {
  let a = segment.u0 + pass.inset;
  let b = segment.u1 - pass.inset;
  if (b < a) a = b = (segment.u0 + segment.u1) / 2;
  const length = pass.stitchLength;
  const shift = ((((segment.row * pass.stagger) % 1) + 1) % 1) * length;
  const us = [a];
  const margin = Math.min(minimumStitchLength, length / 2);
  for (let index = Math.ceil((a - shift) / length); ; index++) {
    const u = index * length + shift;
    if (u > b - margin) break;
    if (u >= a + margin) us.push(u);
  }
  if (b > a) us.push(b);
  if (!fromLow) us.reverse();
  return us.map((u) => fromFrame(pass.frame, u, segment.v));
}

interface Entry {
  section: Segment[];
  fromTop: boolean;
  fromLow: boolean;
}

/** Where sewing a section from this entry starts: the first penetration of its first row. */
function entryPoint(pass: Pass, entry: Entry): Point {
  const segment = entry.fromTop ? entry.section[0]! : entry.section[entry.section.length - 1]!;
  const middle = (segment.u0 + segment.u1) / 2;
  const u = entry.fromLow
    ? Math.min(segment.u0 + pass.inset, middle)
    : Math.max(segment.u1 - pass.inset, middle);
  return fromFrame(pass.frame, u, segment.v);
}

class FillSewing {
  readonly runs: Point[][] = [[]];
  /** The crossing the needle is at or next to, when it is on a row end. */
  private at: Crossing | undefined;

  constructor(
    private readonly graph: TravelGraph,
    private readonly rings: readonly Ring[],
    private readonly travelLength: number,
  ) {}

  get position(): Point | undefined {
    const run = this.runs[this.runs.length - 1]!;
    return run[run.length - 1] ?? this.runs[this.runs.length - 2]?.at(-1);
  }

  /** Adds penetrations, leaving out repeats of the one before; stitch lengths are settled at the end. */
  private add(points: readonly Point[]): void {
    const run = this.runs[this.runs.length - 1]!;
    for (const point of points) {
      const last = run[run.length - 1];
      if (last && distance(last, point) < 1e-9) continue;
      run.push(point);
    }
  }

  /** True when the straight line from a to b leaves the shape or enters a hole. */
  private leavesShape(a: Point, b: Point): boolean {
    return !chordStaysInside(a, b, this.rings);
  }

  private travelThrough(points: readonly Point[]): void {
    this.add(divideSegments(points, this.travelLength));
  }

  /** Travels to a crossing over the travel graph; starts a new run when no route exists. */
  private travelTo(target: Crossing, targetPoint: Point): void {
    const here = this.position;
    if (!here) return;
    if (!this.at) {
      this.travelThrough([here, targetPoint]);
      return;
    }
    const route = this.graph.route(this.at.node, target.node);
    if (!route) {
      this.runs.push([]);
      return;
    }
    this.travelThrough([here, ...route.map((node) => this.graph.points[node]!), targetPoint]);
  }

  /** From one row end to the next row's start: along the ring they share, or over the graph. */
  private joinRows(pass: Pass, from: Crossing, to: Crossing, target: Point): void {
    const here = this.position!;
    if (pass.inset > 0 && !this.leavesShape(here, target)) {
      this.travelThrough([here, target]);
    } else if (from.ring === to.ring) {
      // Row ends inset from the edge are reached along their own row, so the walk stays inside.
      if (pass.inset > 0) {
        this.travelThrough([
          here,
          from.point,
          ...walkRing(this.rings[from.ring]!, from, to),
          to.point,
          target,
        ]);
        return;
      }
      this.travelThrough([here, ...walkRing(this.rings[from.ring]!, from, to), target]);
    } else {
      this.at = from;
      this.travelTo(to, target);
    }
  }

  sewSection(pass: Pass, entry: Entry): void {
    const rows = entry.fromTop ? entry.section : [...entry.section].reverse();
    let fromLow = entry.fromLow;
    rows.forEach((segment, index) => {
      const stitches = rowStitches(pass, segment, fromLow);
      const startCrossing = fromLow ? segment.low : segment.high;
      if (index === 0) {
        if (this.position) this.travelTo(startCrossing, stitches[0]!);
      } else {
        this.joinRows(pass, this.at!, startCrossing, stitches[0]!);
      }
      this.add(stitches);
      this.at = fromLow ? segment.high : segment.low;
      fromLow = !fromLow;
    });
  }
}

function sewPass(sewing: FillSewing, pass: Pass, start: Point | undefined): void {
  const remaining = new Set(sections(pass.rows));
  let first = true;
  while (remaining.size > 0) {
    const here = (first ? start : undefined) ?? sewing.position;
    let best: Entry | undefined;
    let bestDistance = Infinity;
    for (const section of remaining) {
      for (const fromTop of [true, false]) {
        for (const fromLow of [true, false]) {
          const entry = { section, fromTop, fromLow };
          if (!here) {
            best ??= entry;
            continue;
          }
          const gap = distance(here, entryPoint(pass, entry));
          if (gap < bestDistance) {
            bestDistance = gap;
            best = entry;
          }
        }
      }
    }
    sewing.sewSection(pass, best!);
    remaining.delete(best!.section);
    first = false;
  }
}

/**
 * Tatami fill of a shape with optional underlay. Returns runs of penetrations in millimetres:
 * normally one run, since travel between sections is routed inside the shape; a shape whose
 * parts cannot be reached from one another gives one run per part.
 */
export function tatamiFill(shape: Polygon, options: FillOptions = {}): Point[][] {
  const polygon = cleanPolygon(shape);
  const angle = requireNumber('angle', options.angle ?? 0, -3600, 3600);
  const spacing = requireNumber('rowSpacing', options.rowSpacing ?? 0.4, 0.1, 20);
  const stitchLength = requireNumber('maxStitchLength', options.maxStitchLength ?? 3.5, 0.5, 20);
  const stagger = requireNumber('staggerPerRow', options.staggerPerRow ?? 0.25, 0, 1);
  const shortest = Math.min(
    requireNumber('minStitchLength', options.minStitchLength ?? minimumStitchLength, 0.1, 2),
    stitchLength / 3,
  );
  // Travel never sews a stitch longer than the fill's own longest.
  const travelLength = Math.min(
    stitchLength,
    requireNumber('travelStitchLength', options.travelStitchLength ?? 2.5, minimumStitchLength, 20),
  );
  const underlayOptions: FillUnderlayOptions | undefined =
    options.underlay === true ? {} : options.underlay === false ? undefined : options.underlay;

  const area =
    Math.abs(ringArea(polygon.outer)) -
    polygon.holes.reduce((sum, hole) => sum + Math.abs(ringArea(hole)), 0);
  const estimate = area / (spacing * stitchLength);
  requireWithinBudget(estimate, 'Filling this shape');

  const graph = new TravelGraph();
  const rings: Ring[] = [polygon.outer, ...polygon.holes].map((points) => {
    const cumulative = [0];
    for (let index = 0; index < points.length; index++) {
      cumulative.push(cumulative[index]! + distance(points[index]!, points[(index + 1) % points.length]!));
    }
    const firstNode = graph.points.length;
    for (const point of points) graph.addNode(point);
    return { points: [...points], cumulative, firstNode };
  });

  const passes: Pass[] = [];
  if (underlayOptions) {
    passes.push({
      frame: frameOf(
        angle + requireNumber('underlay angleOffset', underlayOptions.angleOffset ?? 90, -360, 360),
      ),
      rows: [],
      stitchLength: requireNumber('underlay maxStitchLength', underlayOptions.maxStitchLength ?? 3, 0.5, 20),
      stagger: 0,
      inset: requireNumber('underlay inset', underlayOptions.inset ?? 0.5, 0, 10),
    });
    passes[0]!.rows = scanRows(
      rings,
      passes[0]!.frame,
      requireNumber('underlay rowSpacing', underlayOptions.rowSpacing ?? 2, 0.2, 20),
      graph,
    );
  }
  const top: Pass = { frame: frameOf(angle), rows: [], stitchLength, stagger, inset: 0 };
  top.rows = scanRows(rings, top.frame, spacing, graph);
  passes.push(top);

  if (!top.rows.some((row) => row.some((segment) => segment.u1 - segment.u0 >= minimumStitchLength))) {
    throw new EmbroideryError(
      'shape-too-small',
      `The shape is smaller than one stitch of a fill with ${spacing} mm between rows`,
      { rowSpacing: spacing },
    );
  }

  // The travel graph: each ring split at its crossings, and every row segment.
  const crossingsByEdge = new Map<string, Crossing[]>();
  for (const pass of passes) {
    for (const row of pass.rows) {
      for (const segment of row) {
        graph.addEdge(segment.low.node, segment.high.node);
        for (const crossing of [segment.low, segment.high]) {
          const key = `${crossing.ring}:${crossing.edge}`;
          const list = crossingsByEdge.get(key);
          if (list) list.push(crossing);
          else crossingsByEdge.set(key, [crossing]);
        }
      }
    }
  }
  rings.forEach((ring, ringIndex) => {
    const count = ring.points.length;
    for (let edge = 0; edge < count; edge++) {
      const crossings = (crossingsByEdge.get(`${ringIndex}:${edge}`) ?? []).sort((a, b) => a.t - b.t);
      let previous = ring.firstNode + edge;
      for (const crossing of crossings) {
        graph.addEdge(previous, crossing.node);
        previous = crossing.node;
      }
      graph.addEdge(previous, ring.firstNode + ((edge + 1) % count));
    }
  });

  const sewing = new FillSewing(graph, rings, travelLength);
  passes.forEach((pass, index) => sewPass(sewing, pass, index === 0 ? options.start : undefined));
  const keepsToShape = (from: Point, to: Point, leftOut: Point) =>
    offLine(leftOut, from, to) <= 0.005 || chordStaysInside(from, to, rings);
  return sewing.runs
    .filter((run) => run.length > 0)
    .map((run) => settleStitchLengths(run, shortest, stitchLength, keepsToShape));
}
