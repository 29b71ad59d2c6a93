// The one encoder: prepares a stitch plan for a format's writer from the limits the format
// declares. It centres the design on the machine's start point, rounds to whole 0.1 mm, splits
// stitches and jumps longer than a record can move, writes trims the format's way, turns stops
// into colour changes and refuses (or merges) colour blocks beyond the format's table. Writers
// then only turn commands into bytes. pyembroidery's EmbEncoder plays the same part.
import { EmbroideryError } from '../errors';
import { isEmptyPlan, type ColourBlock, type Stitch, type StitchPlan, type Thread } from '../plan/plan';
import { srgbToLab, deltaE2000 } from '../threads/colour';
import { ThreadMatcher } from '../threads/yarnbook';
import type { FormatLimits } from './limits';

export const commandStitch = 0;
export const commandJump = 1;
export const commandTrim = 2;
export const commandColourChange = 3;
export const commandEnd = 4;

export type CommandCode =
  | typeof commandStitch
  | typeof commandJump
  | typeof commandTrim
  | typeof commandColourChange
  | typeof commandEnd;

/** Machine commands at absolute positions in 0.1 mm; the machine starts at (0, 0). */
export interface EncodedDesign {
  name: string;
  length: number;
  kinds: Uint8Array;
  xs: Int32Array;
  ys: Int32Array;
  /** The thread of each colour block, in order (chart threads for chart formats). */
  threads: Thread[];
  /** For chart formats: each block's chart number as the file stores it (1-based). */
  chartNumbers: number[];
  /** Extent of every needle position, the start included; a trim's little moves are left out. */
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
  notes: EncoderNote[];
}

export type EncoderNoteCode =
  /** Stops were written as colour changes to the same thread. */
  | 'stops-as-colour-changes'
  /** Colour blocks were merged to fit the format's table. */
  | 'colours-merged'
  /** Thread colours were replaced by the nearest colours of the format's chart. */
  | 'threads-from-chart'
  /** The format cannot jump without cutting, so trims were added in front of jumps. */
  | 'jumps-trimmed'
  /** Some jumps are so long that machines will cut the thread there. */
  | 'long-jumps-cut'
  /** The format stores no thread colours. */
  | 'no-thread-colours';

export interface EncoderNote {
  code: EncoderNoteCode;
  values: Record<string, string | number>;
}

export interface EncodeOptions {
  /** The design's name, for formats that store one. */
  name?: string;
  /** `centre` (default) puts the middle of the design at the machine's start; `keep` leaves it. */
  origin?: 'centre' | 'keep';
  /** When the plan has more colour blocks than the format holds: `refuse` (default) or `merge` the closest neighbours. */
  tooManyColours?: 'refuse' | 'merge';
  /** The format's name for messages, such as "DST". */
  formatName?: string;
}

/** The commands being written, the needle position after them and the last command's kind. */
class CommandBuffer {
  length = 0;
  kinds: Uint8Array;
  xs: Int32Array;
  ys: Int32Array;
  x = 0;
  y = 0;
  lastKind = -1;
  /** Extent of the needle positions written, the start included (the trim's little moves left out). */
  minX = 0;
  minY = 0;
  maxX = 0;
  maxY = 0;

  constructor(capacity: number) {
    this.kinds = new Uint8Array(capacity);
    this.xs = new Int32Array(capacity);
    this.ys = new Int32Array(capacity);
  }

  /** Writes one command; `measured` false keeps it out of the extent (a trim's back-and-forth). */
  emit(kind: CommandCode, x: number, y: number, measured = true): void {
    if (this.length === this.kinds.length) {
      const kinds = new Uint8Array(this.length * 2);
      const xs = new Int32Array(this.length * 2);
      const ys = new Int32Array(this.length * 2);
      kinds.set(this.kinds);
      xs.set(this.xs);
      ys.set(this.ys);
      this.kinds = kinds;
      this.xs = xs;
      this.ys = ys;
    }
    this.kinds[this.length] = kind;
    this.xs[this.length] = x;
    this.ys[this.length] = y;
    this.length++;
    this.lastKind = kind;
    this.x = x;
    this.y = y;
    if (measured) {
      if (x < this.minX) this.minX = x;
      if (x > this.maxX) this.maxX = x;
      if (y < this.minY) this.minY = y;
      if (y > this.maxY) this.maxY = y;
    }
  }

  /** Moves to (x, y) in equal records no longer than `step` along either axis; returns how many. */
  move(kind: typeof commandStitch | typeof commandJump, x: number, y: number, step: number): number {
    const dx = x - this.x;
    const dy = y - this.y;
    const longest = Math.max(Math.abs(dx), Math.abs(dy));
    if (longest <= step) {
      this.emit(kind, x, y);
      return 1;
    }
    const parts = Math.ceil(longest / step);
    const fromX = this.x;
    const fromY = this.y;
    for (let part = 1; part < parts; part++) {
      // Truncating towards the start keeps every record within `step`.
      this.emit(
        kind,
        fromX + Math.sign(dx) * Math.floor((Math.abs(dx) * part) / parts),
        fromY + Math.sign(dy) * Math.floor((Math.abs(dy) * part) / parts),
      );
    }
    this.emit(kind, x, y);
    return parts;
  }
}

/** Splits each block at its stops: a stop becomes a colour change to the same thread. */
function stopsAsColourChanges(blocks: readonly ColourBlock[]): { blocks: ColourBlock[]; stops: number } {
  const result: ColourBlock[] = [];
  for (const block of blocks) {
    if (!block.stitches.some((stitch) => stitch.kind === 'stop')) {
      result.push(block);
      continue;
    }
    let current: Stitch[] = [];
    for (const stitch of block.stitches) {
      if (stitch.kind !== 'stop') current.push(stitch);
      else if (current.length > 0) {
        result.push({ thread: block.thread, stitches: current });
        current = [];
      }
    }
    // A stop at the end of a block needs nothing more: the colour change that follows, or the
    // end of the design, stops the machine anyway.
    if (current.length > 0 || result.length === 0) result.push({ thread: block.thread, stitches: current });
  }
  const stops = result.length - blocks.length;
  return { blocks: result, stops };
}

/** Merges the two neighbouring blocks whose threads differ least until the count fits. */
function mergeColours(blocks: ColourBlock[], limit: number): ColourBlock[] {
  const merged = blocks.map((block) => ({
    thread: block.thread,
    stitches: [...block.stitches],
    lab: srgbToLab(block.thread.colour),
    weight: block.stitches.filter((stitch) => stitch.kind === 'stitch').length,
  }));
  while (merged.length > limit) {
    let best = 0;
    let bestDifference = Infinity;
    for (let index = 0; index + 1 < merged.length; index++) {
      const difference = deltaE2000(merged[index]!.lab, merged[index + 1]!.lab);
      if (difference < bestDifference) {
        bestDifference = difference;
        best = index;
      }
    }
    const first = merged[best]!;
    const second = merged[best + 1]!;
    const keep = second.weight > first.weight ? second : first;
    merged.splice(best, 2, {
      thread: keep.thread,
      lab: keep.lab,
      stitches: [...first.stitches, ...second.stitches],
      weight: first.weight + second.weight,
    });
  }
  return merged.map(({ thread, stitches }) => ({ thread, stitches }));
}

/** Prepares a plan for a format with the given limits. */
export function encodeForFormat(
  plan: StitchPlan,
  limits: FormatLimits,
  options: EncodeOptions = {},
): EncodedDesign {
  const formatName = options.formatName ?? 'this format';
  if (isEmptyPlan(plan)) throw new EmbroideryError('empty-plan', 'The design has no stitches', {});
  const notes: EncoderNote[] = [];

  const split = stopsAsColourChanges(plan.blocks);
  let blocks = split.blocks;
  if (split.stops > 0) notes.push({ code: 'stops-as-colour-changes', values: { stops: split.stops } });

  const limit = limits.maxColourBlocks;
  if (limit !== undefined && blocks.length > limit) {
    if (options.tooManyColours !== 'merge') {
      throw new EmbroideryError(
        'too-many-colours',
        `The design has ${blocks.length} colour blocks; ${formatName} holds at most ${limit}`,
        { colours: blocks.length, limit, format: formatName },
      );
    }
    notes.push({ code: 'colours-merged', values: { from: blocks.length, to: limit, format: formatName } });
    blocks = mergeColours(blocks, limit);
  }

  let shiftX = 0;
  let shiftY = 0;
  if ((options.origin ?? 'centre') === 'centre') {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const block of blocks) {
      for (const stitch of block.stitches) {
        if (stitch.x < minX) minX = stitch.x;
        if (stitch.x > maxX) maxX = stitch.x;
        if (stitch.y < minY) minY = stitch.y;
        if (stitch.y > maxY) maxY = stitch.y;
      }
    }
    shiftX = -Math.round((minX + maxX) / 2);
    shiftY = -Math.round((minY + maxY) / 2);
  }

  // Room for every entry, a colour change per block and the end; splits grow the buffer.
  const commands = new CommandBuffer(blocks.reduce((sum, block) => sum + block.stitches.length + 1, 16));
  // Whether thread runs from the needle into the fabric: a stitch since the last trim or colour change.
  let threaded = false;
  // Whether the needle sews from where it is: the previous entry of this block was a stitch. A
  // stitch reached from anywhere else (the machine's start, a jump, a trim, a colour change) only
  // anchors the thread, as the plan's statistics count it; the frame jumps there first, so the
  // machine never sews a line the plan does not have, such as from the hoop's centre to the
  // design's first stitch.
  let sewing = false;
  let addedTrims = 0;
  let longJumps = 0;
  const trim = () => {
    if (commands.lastKind === commandTrim) return;
    if (limits.trims.kind === 'command') commands.emit(commandTrim, commands.x, commands.y);
    else {
      // The moves add up to nothing and only tell the machine to cut: the design's extent, which
      // machines check against the hoop, leaves them out.
      for (const [dx, dy] of limits.trims.moves)
        commands.emit(commandJump, commands.x + dx, commands.y + dy, false);
      commands.lastKind = commandTrim;
    }
    threaded = false;
    sewing = false;
  };
  /** Moves the frame to (toX, toY) without sewing, cutting first where the format must. */
  const jumpTo = (toX: number, toY: number) => {
    if (!limits.jumpsWithoutTrim && threaded) {
      trim();
      addedTrims++;
    }
    const records = commands.move(commandJump, toX, toY, limits.maxJumpDelta);
    if (limits.jumpsCutFrom !== undefined && records >= limits.jumpsCutFrom && threaded) longJumps++;
    sewing = false;
  };

  const threads: Thread[] = [];
  blocks.forEach((block, blockIndex) => {
    if (blockIndex > 0) {
      commands.emit(commandColourChange, commands.x, commands.y);
      threaded = false;
      sewing = false;
    }
    threads.push(block.thread);
    const entries = block.stitches;
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index]!;
      const toX = entry.x + shiftX;
      const toY = entry.y + shiftY;
      if (Math.abs(toX) > limits.maxCoordinate || Math.abs(toY) > limits.maxCoordinate) {
        const reach = (2 * limits.maxCoordinate) / 10;
        throw new EmbroideryError(
          'design-too-large',
          `${formatName} reaches ${reach.toFixed(1)} mm across at most; this design is larger`,
          { format: formatName, limit: reach },
        );
      }
      switch (entry.kind) {
        case 'stitch':
          if (!sewing && (toX !== commands.x || toY !== commands.y)) jumpTo(toX, toY);
          commands.move(commandStitch, toX, toY, limits.maxStitchDelta);
          threaded = true;
          sewing = true;
          break;
        case 'jump': {
          sewing = false;
          if (toX === commands.x && toY === commands.y) break;
          jumpTo(toX, toY);
          // A stitch next goes down at the end of its own jump (see above), so the format's
          // penetration after a jump is only needed where no stitch follows.
          const next = entries[index + 1];
          if (limits.stitchAfterJump && next?.kind !== 'stitch') {
            commands.emit(commandStitch, toX, toY);
            threaded = true;
          }
          break;
        }
        case 'trim':
          trim();
          break;
        case 'stop':
          break;
      }
    }
  });
  if (limits.trimAtEnd && threaded) trim();
  commands.emit(commandEnd, commands.x, commands.y);
  const { minX, minY, maxX, maxY } = commands;

  if (addedTrims > 0)
    notes.push({ code: 'jumps-trimmed', values: { trims: addedTrims, format: formatName } });
  if (longJumps > 0) notes.push({ code: 'long-jumps-cut', values: { jumps: longJumps, format: formatName } });
  if (limits.threadColours === 'none')
    notes.push({ code: 'no-thread-colours', values: { format: formatName } });

  let chartNumbers: number[] = [];
  let fileThreads = threads;
  if (limits.threadChart) {
    const matcher = new ThreadMatcher(limits.threadChart);
    const matches = threads.map((thread) => matcher.nearest(thread.colour));
    chartNumbers = matches.map((match) => match.index + 1);
    fileThreads = matches.map((match) => match.thread);
    if (matches.some((match) => match.difference > 0)) {
      notes.push({ code: 'threads-from-chart', values: { format: formatName } });
    }
  }

  return {
    name: options.name ?? '',
    length: commands.length,
    kinds: commands.kinds.subarray(0, commands.length),
    xs: commands.xs.subarray(0, commands.length),
    ys: commands.ys.subarray(0, commands.length),
    threads: fileThreads,
    chartNumbers,
    bounds: { minX, minY, maxX, maxY },
    notes,
  };
}
