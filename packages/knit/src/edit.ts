// Chart edits: repeats, mirrors, borders, stitch patterns over a region, backings and the float
// limit. Each returns a new chart and leaves its input alone (the graph shares values).
import {
  backings,
  checkChartSize,
  maximumYarns,
  stitchCodes,
  usedYarns,
  yarnOfColour,
  type Backing,
  type KnitChart,
  type Yarn,
} from './chart';
import { KnitError, requireInteger } from './errors';
import { ladderSpacing } from './plan';

/** The most copies a repeat makes in either direction. */
export const maximumRepeats = 100;
/** The widest border, in needles or rows. */
export const maximumBorder = 200;
/** The longest float limit that can be asked for, in needles. */
export const maximumFloatLimit = 100;

function copyChart(chart: KnitChart, needles: number, rows: number): KnitChart {
  checkChartSize(needles, rows);
  return {
    ...chart,
    needles,
    rows,
    cells: new Uint8Array(needles * rows),
    stitches: new Uint8Array(needles * rows),
    yarns: chart.yarns.map((yarn) => ({ ...yarn, colour: { ...yarn.colour } })),
    gauge: { ...chart.gauge },
    ...(chart.catches ? { catches: new Uint16Array(needles * rows) } : {}),
  };
}

function copyCell(from: KnitChart, fromCell: number, to: KnitChart, toCell: number, mirrored = false): void {
  to.cells[toCell] = from.cells[fromCell]!;
  let stitch = from.stitches[fromCell]!;
  // A mirrored cable crosses the other way.
  if (mirrored && stitch === stitchCodes.cableLeft) stitch = stitchCodes.cableRight;
  else if (mirrored && stitch === stitchCodes.cableRight) stitch = stitchCodes.cableLeft;
  to.stitches[toCell] = stitch;
  if (to.catches && from.catches) to.catches[toCell] = from.catches[fromCell]!;
}

/** The chart repeated `across` times side by side and `up` times above itself. */
export function repeatChart(chart: KnitChart, across: number, up: number): KnitChart {
  requireInteger('across', across, 1, maximumRepeats);
  requireInteger('up', up, 1, maximumRepeats);
  const result = copyChart(chart, chart.needles * across, chart.rows * up);
  for (let row = 0; row < result.rows; row++) {
    for (let needle = 0; needle < result.needles; needle++) {
      copyCell(
        chart,
        (row % chart.rows) * chart.needles + (needle % chart.needles),
        result,
        row * result.needles + needle,
      );
    }
  }
  return result;
}

export type MirrorAxis = 'left-right' | 'top-bottom' | 'both';

/** The chart flipped left to right, top to bottom or both. */
export function mirrorChart(chart: KnitChart, axis: MirrorAxis): KnitChart {
  const result = copyChart(chart, chart.needles, chart.rows);
  const flipNeedles = axis !== 'top-bottom';
  const flipRows = axis !== 'left-right';
  for (let row = 0; row < chart.rows; row++) {
    for (let needle = 0; needle < chart.needles; needle++) {
      const fromRow = flipRows ? chart.rows - 1 - row : row;
      const fromNeedle = flipNeedles ? chart.needles - 1 - needle : needle;
      copyCell(
        chart,
        fromRow * chart.needles + fromNeedle,
        result,
        row * chart.needles + needle,
        flipNeedles,
      );
    }
  }
  return result;
}

/** The index of a colour among the chart's yarns, added as a new yarn when missing. */
function yarnIndexOf(chart: KnitChart, colour: { red: number; green: number; blue: number }): number {
  const found = chart.yarns.findIndex(
    (yarn) =>
      yarn.colour.red === colour.red &&
      yarn.colour.green === colour.green &&
      yarn.colour.blue === colour.blue,
  );
  if (found >= 0) return found;
  if (chart.yarns.length >= maximumYarns) {
    throw new KnitError('too-many-yarns', `A chart holds at most ${maximumYarns} yarns`, {
      yarns: chart.yarns.length + 1,
      limit: maximumYarns,
    });
  }
  chart.yarns.push(yarnOfColour(colour));
  return chart.yarns.length - 1;
}

/** The chart framed by plain knitting in a colour: `sides` needles left and right, `ends` rows below and above. */
export function addBorder(
  chart: KnitChart,
  sides: number,
  ends: number,
  colour: { red: number; green: number; blue: number },
): KnitChart {
  requireInteger('sides', sides, 0, maximumBorder);
  requireInteger('ends', ends, 0, maximumBorder);
  const result = copyChart(chart, chart.needles + 2 * sides, chart.rows + 2 * ends);
  const yarn = yarnIndexOf(result, colour);
  result.cells.fill(yarn);
  for (let row = 0; row < chart.rows; row++) {
    for (let needle = 0; needle < chart.needles; needle++) {
      copyCell(chart, row * chart.needles + needle, result, (row + ends) * result.needles + needle + sides);
    }
  }
  return result;
}

export type StitchPattern = 'stockinette' | 'rib-1x1' | 'rib-2x2' | 'garter' | 'tuck' | 'slip' | 'cable';

export const stitchPatterns: readonly StitchPattern[] = [
  'stockinette',
  'rib-1x1',
  'rib-2x2',
  'garter',
  'tuck',
  'slip',
  'cable',
];

/** A rectangle of the chart, 0-based, ends included; clipped to the chart. */
export interface ChartRegion {
  firstNeedle: number;
  lastNeedle: number;
  firstRow: number;
  lastRow: number;
}

/** Rows between cable crosses: a 2-stitch cable crosses every fourth row. */
export const cableCrossEvery = 4;

/**
 * A stitch structure laid over a region, counted from the region's corner: stockinette (all
 * knit), 1x1 and 2x2 rib (knit and purl columns), garter (knit and purl rows), tuck (every other
 * needle tucks on every other row, shifting by one each time), slip (the same with slipped
 * stitches) and cable (2-stitch left crosses on a purl ground, 2 knit + 2 purl, crossing every
 * fourth row).
 */
export function applyStitchPattern(
  chart: KnitChart,
  pattern: StitchPattern,
  region?: ChartRegion,
): KnitChart {
  const result = copyChart(chart, chart.needles, chart.rows);
  result.cells.set(chart.cells);
  result.stitches.set(chart.stitches);
  if (chart.catches) result.catches!.set(chart.catches);
  const firstNeedle = Math.max(0, region?.firstNeedle ?? 0);
  const lastNeedle = Math.min(chart.needles - 1, region?.lastNeedle ?? chart.needles - 1);
  const firstRow = Math.max(0, region?.firstRow ?? 0);
  const lastRow = Math.min(chart.rows - 1, region?.lastRow ?? chart.rows - 1);
  if (firstNeedle > lastNeedle || firstRow > lastRow) {
    throw new KnitError('invalid-option', 'The region holds no cell of the chart', { option: 'region' });
  }
  for (let row = firstRow; row <= lastRow; row++) {
    for (let needle = firstNeedle; needle <= lastNeedle; needle++) {
      const x = needle - firstNeedle;
      const y = row - firstRow;
      let code: number = stitchCodes.knit;
      switch (pattern) {
        case 'rib-1x1':
          code = x % 2 === 0 ? stitchCodes.knit : stitchCodes.purl;
          break;
        case 'rib-2x2':
          code = x % 4 < 2 ? stitchCodes.knit : stitchCodes.purl;
          break;
        case 'garter':
          code = y % 2 === 0 ? stitchCodes.knit : stitchCodes.purl;
          break;
        case 'tuck':
          code = y % 2 === 1 && (x + (y >> 1)) % 2 === 0 ? stitchCodes.tuck : stitchCodes.knit;
          break;
        case 'slip':
          code = y % 2 === 1 && (x + (y >> 1)) % 2 === 0 ? stitchCodes.miss : stitchCodes.knit;
          break;
        case 'cable': {
          const column = x % 4;
          // A pair needs both of its needles inside the region.
          const paired = needle - column + 1 <= lastNeedle;
          if (column >= 2) code = stitchCodes.purl;
          else if (paired && y % cableCrossEvery === cableCrossEvery - 1) code = stitchCodes.cableLeft;
          else code = stitchCodes.knit;
          break;
        }
        default:
          code = stitchCodes.knit;
      }
      result.stitches[row * chart.needles + needle] = code;
    }
  }
  return result;
}

/** The chart with another backing. */
export function withBacking(chart: KnitChart, backing: Backing): KnitChart {
  if (!backings.includes(backing)) {
    throw new KnitError('invalid-option', `Unknown backing ${String(backing)}`, { option: 'backing' });
  }
  return { ...chart, backing };
}

export type FloatLimitMode = 'tuck' | 'birdseye' | 'ladderback';

export interface FloatLimitResult {
  chart: KnitChart;
  /** Float catches added (tuck mode). */
  catches: number;
  /** Whether the backing was switched. */
  switchedBacking: boolean;
}

/**
 * Keeps floats of a single-bed chart within `limit` needles: in tuck mode the floating yarn tucks
 * on the middle needle of every stretch longer than the limit (repeatedly, until every piece is
 * short enough); in birdseye or ladderback mode a chart with a longer float switches to that
 * backing, which ties every yarn to the back bed at most `k - 1` (birdseye, k yarns) or
 * `ladderSpacing - 1` needles apart. Charts on a double-bed backing are returned unchanged.
 */
export function limitFloats(chart: KnitChart, limit: number, mode: FloatLimitMode): FloatLimitResult {
  requireInteger('limit', limit, 1, maximumFloatLimit);
  const used = usedYarns(chart);
  if (used.length < 2 || chart.backing === 'birdseye' || chart.backing === 'ladderback') {
    return { chart, catches: 0, switchedBacking: false };
  }
  const runs = floatRuns(chart, used).filter((run) => run.length > limit);
  if (runs.length === 0) return { chart, catches: 0, switchedBacking: false };
  if (mode !== 'tuck') return { chart: { ...chart, backing: mode }, catches: 0, switchedBacking: true };
  const catches = chart.catches ? Uint16Array.from(chart.catches) : new Uint16Array(chart.cells.length);
  let added = 0;
  const split = (row: number, yarn: number, start: number, length: number) => {
    if (length <= limit) return;
    const middle = start + Math.floor(length / 2);
    catches[row * chart.needles + middle]! |= 1 << yarn;
    added++;
    split(row, yarn, start, middle - start);
    split(row, yarn, middle + 1, start + length - middle - 1);
  };
  for (const run of runs) split(run.row, run.yarn, run.start, run.length);
  return { chart: { ...chart, catches }, catches: added, switchedBacking: false };
}

/** The floats of a single-bed chart: stretches of needles a row's yarn passes without a loop. */
export function floatRuns(
  chart: KnitChart,
  used: readonly number[] = usedYarns(chart),
): { row: number; yarn: number; start: number; length: number }[] {
  const runs: { row: number; yarn: number; start: number; length: number }[] = [];
  if (chart.backing === 'birdseye' || chart.backing === 'ladderback') {
    if (used.length > 1) return runs;
  }
  for (let row = 0; row < chart.rows; row++) {
    const start = row * chart.needles;
    const rowYarns = new Set<number>();
    for (let needle = 0; needle < chart.needles; needle++) {
      if (chart.stitches[start + needle] !== stitchCodes.miss) rowYarns.add(chart.cells[start + needle]!);
      const bits = chart.catches?.[start + needle] ?? 0;
      for (let yarn = 0; bits >> yarn; yarn++) if ((bits >> yarn) & 1) rowYarns.add(yarn);
    }
    if (rowYarns.size < 2) continue;
    for (const yarn of rowYarns) {
      let runStart = -1;
      for (let needle = 0; needle < chart.needles; needle++) {
        const cell = start + needle;
        const loop =
          (chart.cells[cell] === yarn && chart.stitches[cell] !== stitchCodes.miss) ||
          ((chart.catches?.[cell] ?? 0) >> yarn) & 1 ||
          needle === 0 ||
          needle === chart.needles - 1;
        if (loop) {
          if (runStart >= 0 && needle - runStart > 0)
            runs.push({ row, yarn, start: runStart, length: needle - runStart });
          runStart = -1;
        } else if (runStart < 0) runStart = needle;
      }
    }
  }
  return runs;
}

export { ladderSpacing };

/**
 * The chart knitted in other yarns: yarn `i` becomes `yarns[mapping[i]]`. Yarns mapped to the same
 * new yarn merge (their cells and float catches join); new yarns no cell uses are left out, the
 * rest keep their order.
 */
export function replaceYarns(
  chart: KnitChart,
  yarns: readonly Yarn[],
  mapping: readonly number[],
): KnitChart {
  if (mapping.length !== chart.yarns.length) {
    throw new KnitError('invalid-option', `Expected a new yarn for each of the ${chart.yarns.length} yarns`, {
      option: 'yarns',
    });
  }
  if (
    yarns.length < 1 ||
    mapping.some((target) => !Number.isInteger(target) || target < 0 || target >= yarns.length)
  ) {
    throw new KnitError('invalid-option', 'Every yarn must become one of the new yarns', { option: 'yarns' });
  }
  // Only the new yarns some cell ends up in, numbered in the new list's order.
  const used = new Set<number>();
  for (const cell of chart.cells) used.add(mapping[cell]!);
  const kept = yarns.map((_, index) => index).filter((index) => used.has(index));
  if (kept.length > maximumYarns) {
    throw new KnitError('too-many-yarns', `A chart holds 1 to ${maximumYarns} yarns, got ${kept.length}`, {
      yarns: kept.length,
      limit: maximumYarns,
    });
  }
  const renumber = new Map(kept.map((index, position) => [index, position]));
  const final = mapping.map((target) => renumber.get(target) ?? 0);
  const cells = chart.cells.map((cell) => final[cell]!);
  let catches: Uint16Array | undefined;
  if (chart.catches) {
    catches = new Uint16Array(chart.catches.length);
    chart.catches.forEach((bits, index) => {
      let joined = 0;
      for (let yarn = 0; bits >> yarn !== 0; yarn += 1) if ((bits >> yarn) & 1) joined |= 1 << final[yarn]!;
      catches![index] = joined;
    });
  }
  return {
    ...chart,
    cells,
    stitches: chart.stitches.slice(),
    yarns: kept.map((index) => ({ ...yarns[index]!, colour: { ...yarns[index]!.colour } })),
    gauge: { ...chart.gauge },
    ...(catches ? { catches } : {}),
  };
}
