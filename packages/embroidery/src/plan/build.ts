// Turns runs of penetrations in millimetres into a stitch plan: the jumps between runs, the rule
// for when a jump ends with a trim, lock stitches where the thread starts and is cut, colour
// changes between threads and stops.
import { requireNumber } from '../errors';
import type { Point } from '../geometry';
import { withTieIn, withTieOff, type LockOptions } from '../stitches/lock';
import {
  planUnitsPerMillimetre,
  sameThread,
  type ColourBlock,
  type Stitch,
  type StitchPlan,
  type Thread,
} from './plan';

export interface PlanBlockInput {
  thread: Thread;
  /** Runs of penetrations in mm, sewn in order; the needle jumps from the end of one to the next. */
  runs: readonly (readonly Point[])[];
  /** The machine stops after this block (to place appliqué fabric, say). */
  stopAfter?: boolean;
}

export interface PlanBuildOptions {
  /** A jump this long or longer (mm) cuts the thread first; default 3. */
  trimJumpLength?: number;
  /** Lock stitches where the thread starts and where it ends; false leaves them out. */
  locks?: false | LockOptions;
  /** Cut the thread before each colour change; default true. */
  trimAtColourChange?: boolean;
}

interface ConnectionRules {
  trimJumpLength: number;
  trimAtColourChange: boolean;
}

function rules(options: PlanBuildOptions): ConnectionRules {
  return {
    trimJumpLength:
      requireNumber('trimJumpLength', options.trimJumpLength ?? 3, 0, Number.MAX_VALUE) *
      planUnitsPerMillimetre,
    trimAtColourChange: options.trimAtColourChange ?? true,
  };
}

function toPlanUnits(run: readonly Point[]): Stitch[] {
  const stitches: Stitch[] = [];
  for (const point of run) {
    const x = Math.round(point.x * planUnitsPerMillimetre);
    const y = Math.round(point.y * planUnitsPerMillimetre);
    const last = stitches[stitches.length - 1];
    if (!last || last.x !== x || last.y !== y) stitches.push({ x, y, kind: 'stitch' });
  }
  return stitches;
}

/** True when moving from `from` to `to` cuts the thread under the rules. */
function needsTrim(from: Stitch, to: Stitch, connection: ConnectionRules): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= connection.trimJumpLength;
}

/**
 * Builds a plan from blocks of runs. A run that starts where the previous one ended continues
 * it; otherwise the needle jumps, and a jump of at least `trimJumpLength` cuts the thread first.
 * With locks, the thread is tied in at the start of the design and after every trim or colour
 * change, and tied off before every trim, colour change and the end.
 */
export function buildStitchPlan(
  blocks: readonly PlanBlockInput[],
  options: PlanBuildOptions = {},
): StitchPlan {
  const connection = rules(options);
  const locks = options.locks === false ? undefined : (options.locks ?? {});
  const lockIn = (run: readonly Point[]) => (locks ? withTieIn(run, locks) : run);
  const lockOff = (run: readonly Point[]) => (locks ? withTieOff(run, locks) : run);

  // Decide first where the thread is cut, since that decides where locks go.
  interface Piece {
    block: number;
    run: readonly Point[];
    /** How the needle reaches this run from the previous one. */
    arrival: 'start' | 'continue' | 'jump' | 'trim' | 'colour';
  }
  const pieces: Piece[] = [];
  blocks.forEach((block, blockIndex) => {
    for (const run of block.runs) {
      if (run.length === 0) continue;
      const previous = pieces[pieces.length - 1];
      let arrival: Piece['arrival'] = 'start';
      if (previous) {
        if (previous.block !== blockIndex) arrival = 'colour';
        else {
          const end = toPlanUnits([previous.run[previous.run.length - 1]!])[0]!;
          const start = toPlanUnits([run[0]!])[0]!;
          if (end.x === start.x && end.y === start.y) arrival = 'continue';
          else arrival = needsTrim(end, start, connection) ? 'trim' : 'jump';
        }
      }
      pieces.push({ block: blockIndex, run, arrival });
    }
  });

  const cutsAfter = (index: number) => {
    const next = pieces[index + 1];
    return !next || next.arrival === 'trim' || next.arrival === 'colour';
  };
  const planBlocks: { thread: Thread; stitches: Stitch[]; stopAfter: boolean }[] = [];
  pieces.forEach((piece, index) => {
    let run = piece.run;
    if (piece.arrival === 'start' || piece.arrival === 'trim' || piece.arrival === 'colour')
      run = lockIn(run);
    if (cutsAfter(index)) run = lockOff(run);
    const stitches = toPlanUnits(run);
    const block = blocks[piece.block]!;
    if (piece.arrival === 'start' || piece.arrival === 'colour') {
      const previousBlock = planBlocks[planBlocks.length - 1];
      if (previousBlock && connection.trimAtColourChange) {
        const last = previousBlock.stitches[previousBlock.stitches.length - 1]!;
        previousBlock.stitches.push({ x: last.x, y: last.y, kind: 'trim' });
      }
      const entries: Stitch[] = [];
      if (previousBlock) {
        const last = previousBlock.stitches[previousBlock.stitches.length - 1]!;
        const first = stitches[0]!;
        if (last.x !== first.x || last.y !== first.y) entries.push({ x: first.x, y: first.y, kind: 'jump' });
      }
      planBlocks.push({ thread: block.thread, stitches: [...entries, ...stitches], stopAfter: false });
    } else {
      const current = planBlocks[planBlocks.length - 1]!.stitches;
      const last = current[current.length - 1]!;
      const first = stitches[0]!;
      if (piece.arrival === 'continue') {
        current.push(...stitches.slice(1));
      } else {
        if (piece.arrival === 'trim') current.push({ x: last.x, y: last.y, kind: 'trim' });
        current.push({ x: first.x, y: first.y, kind: 'jump' }, ...stitches);
      }
    }
    const lastOfBlock = pieces[index + 1]?.block !== piece.block;
    planBlocks[planBlocks.length - 1]!.stopAfter ||= Boolean(block.stopAfter) && lastOfBlock;
  });
  return {
    blocks: planBlocks.map((block) => {
      if (!block.stopAfter) return { thread: block.thread, stitches: block.stitches };
      const last = block.stitches[block.stitches.length - 1]!;
      return {
        thread: block.thread,
        stitches: [...block.stitches, { x: last.x, y: last.y, kind: 'stop' as const }],
      };
    }),
  };
}

/** The last needle position of a block list, if any. */
function lastPosition(blocks: readonly ColourBlock[]): Stitch | undefined {
  for (let index = blocks.length - 1; index >= 0; index--) {
    const stitches = blocks[index]!.stitches;
    if (stitches.length > 0) return stitches[stitches.length - 1];
  }
  return undefined;
}

/**
 * Sews several plans one after another. Where one plan ends and the next begins with the same
 * thread, their blocks become one, joined by a jump (cut first when it is long); otherwise a
 * colour change separates them, with a trim before it when the rules ask for one.
 */
export function combinePlans(plans: readonly StitchPlan[], options: PlanBuildOptions = {}): StitchPlan {
  const connection = rules(options);
  const blocks: { thread: Thread; stitches: Stitch[] }[] = [];
  for (const plan of plans) {
    for (const block of plan.blocks) {
      if (block.stitches.length === 0) continue;
      const last = lastPosition(blocks);
      const previous = blocks[blocks.length - 1];
      const first = block.stitches[0]!;
      const moves = !!last && (last.x !== first.x || last.y !== first.y);
      const arrival: Stitch[] = [];
      if (previous && last && sameThread(previous.thread, block.thread)) {
        if (first.kind !== 'jump' && moves) {
          if (needsTrim(last, first, connection) && last.kind !== 'trim')
            arrival.push({ x: last.x, y: last.y, kind: 'trim' });
          arrival.push({ x: first.x, y: first.y, kind: 'jump' });
        }
        previous.stitches.push(...arrival, ...block.stitches);
        continue;
      }
      if (previous && last && connection.trimAtColourChange && last.kind !== 'trim') {
        previous.stitches.push({ x: last.x, y: last.y, kind: 'trim' });
      }
      if (first.kind !== 'jump' && moves) arrival.push({ x: first.x, y: first.y, kind: 'jump' });
      blocks.push({ thread: block.thread, stitches: [...arrival, ...block.stitches] });
    }
  }
  return { blocks };
}
