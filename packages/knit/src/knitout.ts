// The knitout writer: a chart as the operations of a V-bed machine, in the textual format of
// the knitout specification (McCann et al., "A compiler for 3D machine knitting", SIGGRAPH 2016;
// textiles-lab.github.io/knitout/knitout.html). Lines are `;!knitout-2`, the `;;Name: value`
// headers, then one operation a line: in/inhook/releasehook/out/outhook, knit, tuck, split,
// miss, drop, xfer and rack, with needles named by bed and number (f12, b3).
//
// The file can be knitted as it is: a tuck cast-on and waste rows in the first yarn before the
// chart (each other yarn brought in with two waste rows of its own), the chart, then waste rows
// that the finished piece is cut from, every carrier taken out and the loops dropped.
import { usedYarns, stitchCodes, type KnitChart } from './chart';
import { KnitError, requireInteger } from './errors';
import type { KnitFormatId, KnitMachine } from './machines';
import {
  backingNeedles,
  cablePairs,
  checkStructures,
  rowPasses,
  usesBackBed,
  type Bed,
  type PlannedStitch,
} from './plan';

/** Waste rows knitted before and after the chart unless asked otherwise. */
export const defaultWasteRows = 6;
/** The most waste rows a file may have on either side. */
export const maximumWasteRows = 100;
/**
 * The racking at which both beds knit in one pass ("all-needle" or quarter pitch): front needle n
 * and back needle n stand a quarter pitch apart, so a carriage passes them one after the other.
 */
export const allNeedleRacking = 0.25;

export interface KnitoutOptions {
  machine: KnitMachine;
  /** Waste rows before and after the chart; default `defaultWasteRows`. */
  wasteRows?: number;
}

/** Refuses a chart the machine cannot knit in the format: too wide, too many yarns, wrong format. */
export function assertFitsMachine(chart: KnitChart, machine: KnitMachine, format: KnitFormatId): void {
  if (!machine.formats.includes(format)) {
    throw new KnitError('machine-cannot-read-format', `${machine.name} does not read ${format} files`, {
      machine: machine.name,
      format,
    });
  }
  if (chart.needles > machine.needles) {
    throw new KnitError(
      'chart-wider-than-machine',
      `The chart is ${chart.needles} needles wide; ${machine.name} has ${machine.needles}`,
      { needles: chart.needles, limit: machine.needles, machine: machine.name },
    );
  }
  const yarns = usedYarns(chart).length;
  if (yarns > machine.carriers.length) {
    throw new KnitError(
      'too-many-yarns',
      `The chart uses ${yarns} yarns; ${machine.name} has ${machine.carriers.length} carriers`,
      {
        yarns,
        limit: machine.carriers.length,
        machine: machine.name,
      },
    );
  }
}

/** The knitout file of a chart, as text. */
export function writeKnitout(chart: KnitChart, options: KnitoutOptions): string {
  const { machine } = options;
  const wasteRows = requireInteger('wasteRows', options.wasteRows ?? defaultWasteRows, 1, maximumWasteRows);
  assertFitsMachine(chart, machine, 'knitout');
  checkStructures(chart);
  const used = usedYarns(chart);
  const carrierOf = new Map(used.map((yarn, index) => [yarn, machine.carriers[index]!]));
  const width = chart.needles;
  const offset = Math.floor((machine.needles - width) / 2) + 1;
  const doubleBed = usesBackBed(chart, used);

  const lines = [
    ';!knitout-2',
    `;;Machine: ${machine.knitoutMachine}`,
    `;;Gauge: ${machine.gauge}`,
    `;;Width: ${machine.needles}`,
    `;;Carriers: ${machine.carriers.join(' ')}`,
    ';;Position: Keep',
  ];
  for (const yarn of used) {
    const { colour, name } = chart.yarns[yarn]!;
    const hex = [colour.red, colour.green, colour.blue]
      .map((level) => level.toString(16).padStart(2, '0'))
      .join('');
    lines.push(`; carrier ${carrierOf.get(yarn)}: #${hex}${name ? ` ${name}` : ''}`);
  }

  let racking = 0;
  const rack = (value: number) => {
    if (value === racking) return;
    racking = value;
    lines.push(`rack ${value}`);
  };
  const needle = (bed: Bed, index: number) => `${bed}${offset + index}`;
  const nextDirection = new Map<number, '+' | '-'>();
  const pass = (yarn: number, stitches: readonly PlannedStitch[]) => {
    if (stitches.length === 0) return;
    const direction = nextDirection.get(yarn) ?? '-';
    const ordered = [...stitches].sort(
      (a, b) =>
        a.needle +
        (a.bed === 'b' ? allNeedleRacking : 0) -
        (b.needle + (b.bed === 'b' ? allNeedleRacking : 0)),
    );
    if (direction === '-') ordered.reverse();
    const carrier = carrierOf.get(yarn)!;
    for (const stitch of ordered)
      lines.push(`${stitch.kind} ${direction} ${needle(stitch.bed, stitch.needle)} ${carrier}`);
    nextDirection.set(yarn, direction === '-' ? '+' : '-');
  };
  const plain = (bed: Bed, needles: readonly number[], kind: PlannedStitch['kind']) =>
    needles.map((index) => ({ needle: index, bed, kind }));
  const everyNeedle = Array.from({ length: width }, (_, index) => index);
  const bringIn = (yarn: number) =>
    lines.push(`${machine.yarnInsertingHook ? 'inhook' : 'in'} ${carrierOf.get(yarn)}`);
  const release = (yarn: number) => {
    if (machine.yarnInsertingHook) lines.push(`releasehook ${carrierOf.get(yarn)}`);
  };

  // Cast-on: the first yarn tucks every other needle from the right, then the others from the left.
  const first = used[0]!;
  lines.push('; cast-on and waste rows');
  bringIn(first);
  pass(
    first,
    plain(
      'f',
      everyNeedle.filter((index) => (width - 1 - index) % 2 === 0),
      'tuck',
    ),
  );
  pass(
    first,
    plain(
      'f',
      everyNeedle.filter((index) => (width - 1 - index) % 2 === 1),
      'tuck',
    ),
  );
  release(first);
  for (let row = 0; row < wasteRows; row++) pass(first, plain('f', everyNeedle, 'knit'));
  for (const yarn of used.slice(1)) {
    bringIn(yarn);
    pass(yarn, plain('f', everyNeedle, 'knit'));
    release(yarn);
    pass(yarn, plain('f', everyNeedle, 'knit'));
  }
  const back = backingNeedles(chart);
  if (doubleBed) {
    lines.push('; cast-on of the backing needles');
    // A ladderback's needles stand apart already; a birdseye's every needle is tucked in two passes.
    const spread = chart.backing === 'ladderback' ? 1 : 2;
    pass(
      first,
      plain(
        'b',
        back.filter((_, index) => index % spread === 0),
        'tuck',
      ),
    );
    pass(
      first,
      plain(
        'b',
        back.filter((_, index) => index % spread === 1),
        'tuck',
      ),
    );
    rack(allNeedleRacking);
  }

  // The chart, row by row: transfers for purl stitches and cables first, then one pass a yarn.
  const loopBed: Bed[] = Array.from({ length: width }, () => 'f');
  for (let row = 0; row < chart.rows; row++) {
    lines.push(`; row ${row + 1}`);
    if (!doubleBed) {
      for (let index = 0; index < width; index++) {
        const wanted: Bed = chart.stitches[row * width + index] === stitchCodes.purl ? 'b' : 'f';
        if (loopBed[index] === wanted) continue;
        rack(0);
        lines.push(`xfer ${needle(loopBed[index]!, index)} ${needle(wanted, index)}`);
        loopBed[index] = wanted;
      }
      for (const pair of cablePairs(chart, row)) {
        const left = pair.needle;
        rack(0);
        lines.push(
          `xfer ${needle('f', left)} ${needle('b', left)}`,
          `xfer ${needle('f', left + 1)} ${needle('b', left + 1)}`,
        );
        // At racking r front needle n faces back needle n - r. The stitch moved last lies on top.
        const moveRight = () => {
          rack(1);
          lines.push(`xfer ${needle('b', left)} ${needle('f', left + 1)}`);
        };
        const moveLeft = () => {
          rack(-1);
          lines.push(`xfer ${needle('b', left + 1)} ${needle('f', left)}`);
        };
        if (pair.code === stitchCodes.cableLeft) {
          moveRight();
          moveLeft();
        } else {
          moveLeft();
          moveRight();
        }
      }
      rack(0);
    }
    for (const planned of rowPasses(chart, row, used)) pass(planned.yarn, planned.stitches);
  }

  // Waste rows on the front bed, the backing's and purl loops moved there first.
  lines.push('; waste rows');
  rack(0);
  for (const index of back) lines.push(`xfer ${needle('b', index)} ${needle('f', index)}`);
  for (let index = 0; index < width; index++) {
    if (loopBed[index] === 'b') lines.push(`xfer ${needle('b', index)} ${needle('f', index)}`);
  }
  for (let row = 0; row < wasteRows; row++) pass(first, plain('f', everyNeedle, 'knit'));
  for (const yarn of used)
    lines.push(`${machine.yarnInsertingHook ? 'outhook' : 'out'} ${carrierOf.get(yarn)}`);
  for (const index of everyNeedle) lines.push(`drop ${needle('f', index)}`);
  return `${lines.join('\n')}\n`;
}
