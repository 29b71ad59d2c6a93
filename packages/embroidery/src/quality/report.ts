// The stitch quality report: what a stitch plan sews, measured as numbers a user (and a test) can
// hold against the settings — stitch lengths against the set longest and shortest, how much of a
// filled shape is sewn and whether any stitch lands in a hole, the width and lean of satin
// columns, jumps a machine format cannot make in one move, and trims where long jumps want them.
//
// The plan is on the 0.1 mm grid of the machine formats, so a stitch planned at exactly the set
// length may read up to 2 x (0.05 mm x sqrt 2) = 0.14 mm longer or shorter after its two ends are
// rounded, and a penetration may sit 0.07 mm from where it was planned. The report counts a
// stitch outside the limits only beyond that rounding (`tolerance`, default 0.15 mm; 0 for a plan
// measured before rounding).
import { distance, insideRing, ringArea, type Point, type Polygon, type Polyline } from '../geometry';
import { planUnitsPerMillimetre, type StitchPlan } from '../plan/plan';
import type { FormatLimits } from '../formats/limits';
import { commandJump, commandStitch, type EncodedDesign } from '../formats/encoder';
import { measureSatin, median } from './satin';

export interface FillQualityOptions {
  /** The filled shapes, outlines with their holes, in mm. */
  polygons: readonly Polygon[];
  /** The set distance between rows in mm; default 0.4. */
  rowSpacing?: number;
  /** The direction of the rows in degrees; default 0. */
  angle?: number;
}

export interface SatinColumnOptions {
  /** The column's centre line in mm. */
  centreLine: Polyline;
  closed?: boolean;
  /** The set width of the column in mm. */
  width: number;
  pullCompensation?: number;
}

export interface QualityOptions {
  /** The set longest stitch in mm; without it, no stitch counts as too long. */
  maxStitchLength?: number;
  /** The set shortest stitch in mm; default 0.3, below which machines do not form a reliable stitch. */
  minStitchLength?: number;
  /** How far past a limit a stitch may read before it counts, in mm; default 0.15 (see above). */
  tolerance?: number;
  /** A jump at least this long (mm) wants a trim before it; default 3, as `buildStitchPlan`. */
  trimJumpLength?: number;
  /** The machine format's limits: jumps longer than one record allows are counted. */
  format?: FormatLimits;
  fill?: FillQualityOptions;
  satin?: readonly SatinColumnOptions[];
}

export interface StitchLengthQuality {
  /** Stitches that move the needle (the anchoring stitch in place after a jump is not counted). */
  count: number;
  /** mm; 0 without stitches. */
  longest: number;
  /** mm; 0 without stitches. */
  shortest: number;
  maximum: number | undefined;
  minimum: number;
  tooLong: number;
  tooShort: number;
}

export interface JumpQuality {
  /** Moves without sewing, a run of jump entries counted as one move. */
  count: number;
  /** mm; 0 without jumps. */
  longest: number;
  /** Largest move of one jump record along either axis, in mm, when a format was given. */
  formatLimit: number | undefined;
  /**
   * Jump entries moving farther along an axis than one record of the format allows: the encoder
   * splits them into several records (see `formatRecordQuality` for the records it writes).
   */
  overFormatLimit: number;
}

export interface TrimQuality {
  /** Trim entries in the plan. */
  count: number;
  /** Moves after sewing at least `trimJumpLength` long: the thread should be cut before them. */
  wanted: number;
  /** Of those, the moves with no trim before them. */
  missing: number;
}

export interface FillQuality {
  /** Area of the shapes less their holes, in mm². */
  shapeArea: number;
  /** Area the stitches cover with thread as wide as the row spacing, inside the shapes, in mm². */
  sewnArea: number;
  /** sewnArea / shapeArea. */
  coverage: number;
  /** Area covered outside the shapes or inside holes, in mm² (thread over the edge). */
  sewnOutside: number;
  /** Penetrations inside a hole or outside every shape by more than the tolerance for rounding. */
  stitchesInHoles: number;
  rowSpacing: { set: number; measured: number | undefined };
}

export interface SatinColumnQuality {
  /** Column width measured across the line on straight runs, less the pull compensation (mm). */
  width: { set: number; median: number; narrowest: number; widest: number } | undefined;
  /** Degrees between the stitches and square across the line, on straight runs. */
  lean: { median: number; worst: number } | undefined;
  /** Longest stretch of the line no stitch crosses (mm). */
  largestGap: number;
}

export interface QualityReport {
  stitches: StitchLengthQuality;
  jumps: JumpQuality;
  trims: TrimQuality;
  fill?: FillQuality;
  satin?: SatinColumnQuality[];
}

interface Move {
  from: Point;
  to: Point;
  kind: 'stitch' | 'jump';
  /** For jumps: a trim came right before this run of jumps. */
  afterTrim: boolean;
  /** For jumps: something was sewn before, so the thread is in the fabric. */
  afterSewing: boolean;
  /** For jumps: the entries of the run, each as a move in 0.1 mm. */
  records: { dx: number; dy: number }[];
}

/** The plan as moves in mm: stitches one by one, each run of consecutive jumps as one move. */
function movesOf(plan: StitchPlan): { moves: Move[]; trims: number } {
  const moves: Move[] = [];
  let trims = 0;
  let position: { x: number; y: number } | undefined;
  let sewn = false;
  let trimmed = false;
  let jump: Move | undefined;
  const mm = (x: number, y: number) => ({ x: x / planUnitsPerMillimetre, y: y / planUnitsPerMillimetre });
  for (const block of plan.blocks) {
    // The thread is changed at a colour change, so nothing sewn before it is left to cut.
    sewn = false;
    for (const entry of block.stitches) {
      if (entry.kind === 'trim') {
        trims++;
        trimmed = true;
        sewn = false;
      } else if (entry.kind === 'jump') {
        if (position) {
          if (!jump) {
            jump = {
              from: mm(position.x, position.y),
              to: mm(entry.x, entry.y),
              kind: 'jump',
              afterTrim: trimmed,
              afterSewing: sewn,
              records: [],
            };
            moves.push(jump);
          }
          jump.to = mm(entry.x, entry.y);
          jump.records.push({ dx: entry.x - position.x, dy: entry.y - position.y });
        }
      } else if (entry.kind === 'stitch') {
        jump = undefined;
        trimmed = false;
        if (position) {
          moves.push({
            from: mm(position.x, position.y),
            to: mm(entry.x, entry.y),
            kind: 'stitch',
            afterTrim: false,
            afterSewing: sewn,
            records: [],
          });
        }
        sewn = true;
      }
      position = { x: entry.x, y: entry.y };
    }
  }
  return { moves, trims };
}

function stitchLengths(
  moves: readonly Move[],
  options: QualityOptions,
  tolerance: number,
): StitchLengthQuality {
  const maximum = options.maxStitchLength;
  const minimum = options.minStitchLength ?? 0.3;
  let count = 0;
  let longest = 0;
  let shortest = Infinity;
  let tooLong = 0;
  let tooShort = 0;
  for (const move of moves) {
    if (move.kind !== 'stitch') continue;
    const length = distance(move.from, move.to);
    if (length === 0) continue;
    count++;
    longest = Math.max(longest, length);
    shortest = Math.min(shortest, length);
    if (maximum !== undefined && length > maximum + tolerance + 1e-9) tooLong++;
    if (length < minimum - tolerance - 1e-9) tooShort++;
  }
  return { count, longest, shortest: count === 0 ? 0 : shortest, maximum, minimum, tooLong, tooShort };
}

function jumpQuality(moves: readonly Move[], format: FormatLimits | undefined): JumpQuality {
  const jumps = moves.filter((move) => move.kind === 'jump');
  const limit = format?.maxJumpDelta;
  return {
    count: jumps.length,
    longest: Math.max(0, ...jumps.map((move) => distance(move.from, move.to))),
    formatLimit: limit === undefined ? undefined : limit / planUnitsPerMillimetre,
    overFormatLimit:
      limit === undefined
        ? 0
        : jumps
            .flatMap((move) => move.records)
            .filter((record) => Math.abs(record.dx) > limit || Math.abs(record.dy) > limit).length,
  };
}

function trimQuality(moves: readonly Move[], trims: number, trimJumpLength: number): TrimQuality {
  const long = moves.filter(
    (move) => move.kind === 'jump' && distance(move.from, move.to) >= trimJumpLength - 1e-9,
  );
  // A long move wants the thread cut when thread was sewn before it; a trim since then did that.
  return {
    count: trims,
    wanted: long.filter((move) => move.afterSewing || move.afterTrim).length,
    missing: long.filter((move) => move.afterSewing).length,
  };
}

function insideShapes(point: Point, polygons: readonly Polygon[]): boolean {
  return polygons.some(
    (polygon) => insideRing(point, polygon.outer) && !polygon.holes.some((hole) => insideRing(point, hole)),
  );
}

/** Distance from a point to the nearest edge of any ring of the shapes. */
function distanceToEdges(point: Point, polygons: readonly Polygon[]): number {
  let nearest = Infinity;
  for (const polygon of polygons) {
    for (const ring of [polygon.outer, ...polygon.holes]) {
      for (let index = 0; index < ring.length; index++) {
        const a = ring[index]!;
        const b = ring[(index + 1) % ring.length]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const squared = dx * dx + dy * dy;
        const t =
          squared === 0
            ? 0
            : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / squared));
        nearest = Math.min(nearest, Math.hypot(a.x + dx * t - point.x, a.y + dy * t - point.y));
      }
    }
  }
  return nearest;
}

function fillQuality(moves: readonly Move[], fill: FillQualityOptions, tolerance: number): FillQuality {
  const spacing = fill.rowSpacing ?? 0.4;
  const polygons = fill.polygons;
  const shapeArea = polygons.reduce(
    (sum, polygon) =>
      sum +
      Math.abs(ringArea(polygon.outer)) -
      polygon.holes.reduce((holes, hole) => holes + Math.abs(ringArea(hole)), 0),
    0,
  );
  const stitches = moves.filter((move) => move.kind === 'stitch');

  // Penetrations in a hole or outside, beyond the rounding to the plan's grid.
  const positionTolerance = tolerance / 2;
  let stitchesInHoles = 0;
  for (const move of stitches) {
    if (!insideShapes(move.to, polygons) && distanceToEdges(move.to, polygons) > positionTolerance + 1e-9)
      stitchesInHoles++;
  }

  // Thread as wide as the row spacing along every stitch, sampled on a grid over the design.
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const polygon of polygons) {
    for (const point of polygon.outer) {
      minX = Math.min(minX, point.x);
      minY = Math.min(minY, point.y);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
    }
  }
  for (const move of stitches) {
    for (const point of [move.from, move.to]) {
      minX = Math.min(minX, point.x);
      minY = Math.min(minY, point.y);
      maxX = Math.max(maxX, point.x);
      maxY = Math.max(maxY, point.y);
    }
  }
  const half = spacing / 2;
  minX -= half;
  minY -= half;
  maxX += half;
  maxY += half;
  // A cell of a quarter of the spacing at most, and no more than about four million cells.
  const cell = Math.max(Math.min(spacing / 4, 0.1), Math.sqrt(((maxX - minX) * (maxY - minY)) / 4e6));
  const columns = Math.max(1, Math.ceil((maxX - minX) / cell));
  const rows = Math.max(1, Math.ceil((maxY - minY) / cell));
  const covered = new Uint8Array(columns * rows);
  for (const { from, to } of stitches) {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const squared = dx * dx + dy * dy;
    const firstColumn = Math.max(0, Math.floor((Math.min(from.x, to.x) - half - minX) / cell));
    const lastColumn = Math.min(columns - 1, Math.ceil((Math.max(from.x, to.x) + half - minX) / cell));
    const firstRow = Math.max(0, Math.floor((Math.min(from.y, to.y) - half - minY) / cell));
    const lastRow = Math.min(rows - 1, Math.ceil((Math.max(from.y, to.y) + half - minY) / cell));
    for (let row = firstRow; row <= lastRow; row++) {
      const y = minY + (row + 0.5) * cell;
      for (let column = firstColumn; column <= lastColumn; column++) {
        const x = minX + (column + 0.5) * cell;
        const t =
          squared === 0 ? 0 : Math.max(0, Math.min(1, ((x - from.x) * dx + (y - from.y) * dy) / squared));
        if (Math.hypot(from.x + dx * t - x, from.y + dy * t - y) <= half + 1e-9)
          covered[row * columns + column] = 1;
      }
    }
  }
  let inside = 0;
  let outside = 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      if (!covered[row * columns + column]) continue;
      const sample = { x: minX + (column + 0.5) * cell, y: minY + (row + 0.5) * cell };
      if (insideShapes(sample, polygons)) inside++;
      else outside++;
    }
  }
  const sewnArea = inside * cell * cell;

  // Row spacing: the rows are the stitches along the fill direction; their positions across it,
  // grouped where they lie closer than half the spacing, give one position per row.
  const radians = ((fill.angle ?? 0) * Math.PI) / 180;
  const along = { x: Math.cos(radians), y: Math.sin(radians) };
  const across = { x: -along.y, y: along.x };
  const offsets: number[] = [];
  for (const { from, to } of stitches) {
    const length = distance(from, to);
    if (length < 1) continue;
    const sine = Math.abs(((to.x - from.x) * across.x + (to.y - from.y) * across.y) / length);
    if (sine > 0.1) continue;
    offsets.push(((from.x + to.x) / 2) * across.x + ((from.y + to.y) / 2) * across.y);
  }
  offsets.sort((a, b) => a - b);
  const rowPositions: number[] = [];
  let group: number[] = [];
  for (const offset of offsets) {
    if (group.length > 0 && offset - group[group.length - 1]! > spacing / 2) {
      rowPositions.push(group.reduce((sum, value) => sum + value, 0) / group.length);
      group = [];
    }
    group.push(offset);
  }
  if (group.length > 0) rowPositions.push(group.reduce((sum, value) => sum + value, 0) / group.length);
  const gaps = rowPositions.slice(1).map((position, index) => position - rowPositions[index]!);

  return {
    shapeArea,
    sewnArea,
    coverage: shapeArea === 0 ? 0 : sewnArea / shapeArea,
    sewnOutside: outside * cell * cell,
    stitchesInHoles,
    rowSpacing: { set: spacing, measured: gaps.length === 0 ? undefined : median(gaps) },
  };
}

function satinQuality(moves: readonly Move[], column: SatinColumnOptions): SatinColumnQuality {
  const pullCompensation = column.pullCompensation ?? 0;
  // The column's own stitches: underlay and travel run along the line, the column crosses it.
  const penetrations: Point[] = [];
  const measured = [];
  for (const move of moves) {
    if (move.kind !== 'stitch') continue;
    const result = measureSatin([move.from, move.to], {
      centreLine: column.centreLine,
      closed: column.closed,
      width: column.width,
      pullCompensation,
    });
    const stitch = result.stitches[0];
    if (!stitch || stitch.width + 2 * pullCompensation < column.width / 2) continue;
    penetrations.push(move.from, move.to);
    measured.push(stitch);
  }
  const whole = measureSatin(penetrations, {
    centreLine: column.centreLine,
    closed: column.closed,
    width: column.width,
    pullCompensation,
  });
  const straight = measured.filter((stitch) => stitch.onStraightRun);
  const widths = straight.map((stitch) => stitch.width);
  const leans = straight.map((stitch) => stitch.lean);
  return {
    width:
      straight.length === 0
        ? undefined
        : {
            set: column.width,
            median: median(widths),
            narrowest: Math.min(...widths),
            widest: Math.max(...widths),
          },
    lean: straight.length === 0 ? undefined : { median: median(leans), worst: Math.max(...leans) },
    largestGap: whole.largestGap,
  };
}

/**
 * Measures a stitch plan: stitch lengths against the set limits, jumps against a format's
 * longest record, trims before long jumps, and, given the shapes, fill coverage, stitches in
 * holes and row spacing, or the width and lean of satin columns along their centre lines.
 */
export function stitchQuality(plan: StitchPlan, options: QualityOptions = {}): QualityReport {
  const tolerance = options.tolerance ?? 0.15;
  const { moves, trims } = movesOf(plan);
  const report: QualityReport = {
    stitches: stitchLengths(moves, options, tolerance),
    jumps: jumpQuality(moves, options.format),
    trims: trimQuality(moves, trims, options.trimJumpLength ?? 3),
  };
  if (options.fill) report.fill = fillQuality(moves, options.fill, tolerance);
  if (options.satin) report.satin = options.satin.map((column) => satinQuality(moves, column));
  return report;
}

export interface FormatRecordQuality {
  /** Jump records in the file. */
  jumps: number;
  /** Longest move of one jump record along either axis, in mm. */
  longestJump: number;
  /** Jump and stitch records moving farther along an axis than the format allows (goal 0). */
  jumpsOverLimit: number;
  stitchesOverLimit: number;
}

/**
 * Measures the records a format's writer is given (the encoder's output): every move from one
 * record's needle position to the next, against the format's longest jump and stitch record.
 */
export function formatRecordQuality(design: EncodedDesign, limits: FormatLimits): FormatRecordQuality {
  let jumps = 0;
  let longestJump = 0;
  let jumpsOverLimit = 0;
  let stitchesOverLimit = 0;
  let x = 0;
  let y = 0;
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    const dx = Math.abs(design.xs[index]! - x);
    const dy = Math.abs(design.ys[index]! - y);
    if (kind === commandJump) {
      jumps++;
      longestJump = Math.max(longestJump, dx, dy);
      if (dx > limits.maxJumpDelta || dy > limits.maxJumpDelta) jumpsOverLimit++;
    } else if (kind === commandStitch && (dx > limits.maxStitchDelta || dy > limits.maxStitchDelta)) {
      stitchesOverLimit++;
    }
    x = design.xs[index]!;
    y = design.ys[index]!;
  }
  return { jumps, longestJump: longestJump / planUnitsPerMillimetre, jumpsOverLimit, stitchesOverLimit };
}
