// The knit chart: needles by rows of yarn indices and stitch structures with the gauge that gives
// them a size. It is the value of the graph's `knitChart` socket, drawn by the editor, so its
// fields keep their names.
import { KnitError, requireNumber } from './errors';

/** A yarn of the chart: its colour and, when matched to a yarn list, its name, brand and code. */
export interface Yarn {
  colour: { red: number; green: number; blue: number };
  name: string;
  brand: string;
  code: string;
}

/** Stitches and rows per 10 cm of the knitted, relaxed fabric. */
export interface Gauge {
  stitchesPer10cm: number;
  rowsPer10cm: number;
}

export type Backing = 'none' | 'float' | 'birdseye' | 'ladderback';

export const backings: readonly Backing[] = ['none', 'float', 'birdseye', 'ladderback'];

export interface KnitChart {
  kind: 'knitChart';
  /** Chart width in needles (stitches). */
  needles: number;
  /** Chart height in rows. */
  rows: number;
  /**
   * Yarn index per cell, row-major, row 0 = the first row knitted (the bottom of the fabric),
   * needle 0 = leftmost seen from the front.
   */
  cells: Uint8Array;
  /** Stitch structure per cell, same layout: one of the `stitchCodes`. */
  stitches: Uint8Array;
  yarns: Yarn[];
  gauge: Gauge;
  /** How colourwork is backed on a V-bed; 'none' for single colour or hand knitting. */
  backing: Backing;
  /**
   * Float catches, same layout: bit y set means yarn y tucks on this needle in this row to tie
   * down its float behind the fabric. Absent when the chart has none.
   */
  catches?: Uint16Array;
}

/**
 * Stitch structures a cell may hold. Cables cross two neighbouring stitches: both cells of the
 * pair carry the same cable code. A cable-left pair brings the right stitch over to the left, on
 * top (a left-leaning cross); a cable-right pair brings the left stitch over to the right.
 */
export const stitchCodes = {
  knit: 0,
  purl: 1,
  tuck: 2,
  /** The needle keeps its loop and the yarn passes behind it (slip stitch). */
  miss: 3,
  cableLeft: 4,
  cableRight: 5,
} as const;

export type StitchCode = (typeof stitchCodes)[keyof typeof stitchCodes];

/** The most needles a chart may have: wider than any machine bed, narrow enough to stay quick. */
export const maximumNeedles = 1000;
/** The most rows a chart may have. */
export const maximumRows = 4000;
/** The most yarns a chart holds: a palette's 16 colours. */
export const maximumYarns = 16;
/** Gauges outside this range (stitches or rows per 10 cm) are not knitted on any machine or needle. */
export const gaugeRange = { minimum: 2, maximum: 100 } as const;

/** True when the value has the knit chart's shape, with arrays that match its size. */
export function isKnitChart(value: unknown): value is KnitChart {
  if (typeof value !== 'object' || value === null) return false;
  const chart = value as Partial<KnitChart>;
  if (chart.kind !== 'knitChart') return false;
  if (!Number.isInteger(chart.needles) || !Number.isInteger(chart.rows)) return false;
  const size = chart.needles! * chart.rows!;
  if (chart.needles! < 1 || chart.rows! < 1) return false;
  if (!(chart.cells instanceof Uint8Array) || chart.cells.length !== size) return false;
  if (!(chart.stitches instanceof Uint8Array) || chart.stitches.length !== size) return false;
  if (chart.catches !== undefined && !(chart.catches instanceof Uint16Array && chart.catches.length === size))
    return false;
  if (!Array.isArray(chart.yarns) || chart.yarns.length < 1 || chart.yarns.length > maximumYarns)
    return false;
  if (typeof chart.gauge !== 'object' || chart.gauge === null) return false;
  if (!(chart.gauge.stitchesPer10cm > 0) || !(chart.gauge.rowsPer10cm > 0)) return false;
  if (!backings.includes(chart.backing as Backing)) return false;
  for (const cell of chart.cells) if (cell >= chart.yarns.length) return false;
  for (const stitch of chart.stitches) if (stitch > stitchCodes.cableRight) return false;
  return true;
}

/** The chart on an input, or a `invalid-chart` error naming what is wrong. */
export function requireChart(value: unknown): KnitChart {
  if (!isKnitChart(value)) throw new KnitError('invalid-chart', 'The value is not a usable knit chart');
  return value;
}

/** Checks a chart's size against the kernel's limits. */
export function checkChartSize(needles: number, rows: number): void {
  if (!Number.isInteger(needles) || !Number.isInteger(rows) || needles < 1 || rows < 1) {
    throw new KnitError(
      'empty-chart',
      `A chart needs at least one needle and one row, got ${needles} × ${rows}`,
      {
        needles,
        rows,
      },
    );
  }
  if (needles > maximumNeedles || rows > maximumRows) {
    throw new KnitError(
      'chart-too-large',
      `A chart of ${needles} needles × ${rows} rows is larger than ${maximumNeedles} × ${maximumRows}`,
      { needles, rows, maximumNeedles, maximumRows },
    );
  }
}

/** Checks a gauge's figures and returns it. */
export function checkGauge(gauge: Gauge): Gauge {
  requireNumber('stitchesPer10cm', gauge.stitchesPer10cm, gaugeRange.minimum, gaugeRange.maximum);
  requireNumber('rowsPer10cm', gauge.rowsPer10cm, gaugeRange.minimum, gaugeRange.maximum);
  return gauge;
}

/** A chart of one yarn knitted plain, to be filled in by the caller. */
export function createChart(options: {
  needles: number;
  rows: number;
  yarns: Yarn[];
  gauge: Gauge;
  backing?: Backing;
}): KnitChart {
  checkChartSize(options.needles, options.rows);
  checkGauge(options.gauge);
  if (options.yarns.length < 1 || options.yarns.length > maximumYarns) {
    throw new KnitError(
      'too-many-yarns',
      `A chart holds 1 to ${maximumYarns} yarns, got ${options.yarns.length}`,
      {
        yarns: options.yarns.length,
        limit: maximumYarns,
      },
    );
  }
  const size = options.needles * options.rows;
  return {
    kind: 'knitChart',
    needles: options.needles,
    rows: options.rows,
    cells: new Uint8Array(size),
    stitches: new Uint8Array(size),
    yarns: options.yarns.map((yarn) => ({ ...yarn, colour: { ...yarn.colour } })),
    gauge: { ...options.gauge },
    backing: options.backing ?? (options.yarns.length > 1 ? 'float' : 'none'),
  };
}

/** Needles (or rows) for a length in centimetres at a count per 10 cm, at least one. */
export function countForLength(centimetres: number, perTenCentimetres: number): number {
  return Math.max(1, Math.round((centimetres * perTenCentimetres) / 10));
}

/** The knitted size of a chart in centimetres. */
export function chartSize(chart: KnitChart): { width: number; height: number } {
  return {
    width: (chart.needles * 10) / chart.gauge.stitchesPer10cm,
    height: (chart.rows * 10) / chart.gauge.rowsPer10cm,
  };
}

/** A yarn of a colour without a name. */
export function yarnOfColour(colour: { red: number; green: number; blue: number }): Yarn {
  return {
    colour: { red: colour.red, green: colour.green, blue: colour.blue },
    name: '',
    brand: '',
    code: '',
  };
}

/** The yarn indices a chart's cells use, in increasing order. */
export function usedYarns(chart: KnitChart): number[] {
  // Cells are bytes: a flag per possible value is cheaper than a set over every cell.
  const seen = new Uint8Array(256);
  for (const cell of chart.cells) seen[cell] = 1;
  const used: number[] = [];
  for (let yarn = 0; yarn < seen.length; yarn++) if (seen[yarn]) used.push(yarn);
  return used;
}
