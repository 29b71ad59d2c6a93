// A dobby draft of a lifting plan: ends that rise and fall alike share a shaft (the threading),
// and each pick lifts the shafts of its raised ends (the lift plan). Picks that lift alike share
// a treadle, so the same draft also reads as threading x tie-up x treadling for treadle looms.
import { WeaveError, requireWholeNumber } from './errors';
import type { LiftingPlan } from './compose';

/** The most shafts a dobby draft may ask for: the largest dobbies have 32 or 40. */
export const MAXIMUM_DOBBY_SHAFTS = 40;

export interface DobbyDraft {
  shafts: number;
  treadles: number;
  /** The shaft (1-based) of each end, from the left. */
  threading: number[];
  /** The shafts (1-based, ascending) each pick lifts, in weaving order. */
  liftPlan: number[][];
  /** The treadle (1-based) of each pick, in weaving order. */
  treadling: number[];
  /** The shafts (1-based, ascending) each treadle lifts. */
  tieUp: number[][];
}

/** Groups equal lines of `length` cells into classes, numbered 1, 2, ... in order of first appearance. */
function groupLines(
  lines: number,
  length: number,
  cellAt: (line: number, step: number) => number,
  stopAfter: number,
): number[] {
  const classes: number[] = [];
  const classOf = new Map<number, number>();
  const byHash = new Map<number, number[]>();
  for (let line = 0; line < lines; line += 1) {
    let hash = 0;
    for (let step = 0; step < length; step += 1) hash = (Math.imul(hash, 31) + cellAt(line, step) + 1) | 0;
    const candidates = byHash.get(hash) ?? [];
    let found = candidates.find((representative) => {
      for (let step = 0; step < length; step += 1)
        if (cellAt(representative, step) !== cellAt(line, step)) return false;
      return true;
    });
    if (found === undefined) {
      found = line;
      candidates.push(line);
      byHash.set(hash, candidates);
      classOf.set(line, classOf.size + 1);
      if (classOf.size > stopAfter) return [];
    }
    classes.push(classOf.get(found)!);
  }
  return classes;
}

/**
 * The shafts a dobby needs to weave a plan: its number of distinct ends; `Infinity` when more
 * than `countUpTo` (counting stops there, as no dobby has that many).
 */
export function shaftsNeeded(plan: LiftingPlan, countUpTo = 1_000): number {
  const threading = groupLines(
    plan.ends,
    plan.picks,
    (end, pick) => plan.cells[pick * plan.ends + end]!,
    countUpTo,
  );
  return threading.length === 0 ? Infinity : Math.max(...threading);
}

/** The dobby draft of a plan; refuses a plan that needs more than `maximumShafts` shafts. */
export function dobbyDraft(plan: LiftingPlan, maximumShafts: number): DobbyDraft {
  requireWholeNumber('maximumShafts', maximumShafts, 1, MAXIMUM_DOBBY_SHAFTS);
  const { ends, picks, cells } = plan;
  const threading = groupLines(ends, picks, (end, pick) => cells[pick * ends + end]!, maximumShafts);
  if (threading.length === 0) {
    const needed = shaftsNeeded(plan);
    throw new WeaveError(
      'too-many-shafts',
      `the design needs ${Number.isFinite(needed) ? needed : 'more than 1000'} shafts, the dobby has ${maximumShafts}`,
      {
        shafts: Number.isFinite(needed) ? needed : '>1000',
        limit: maximumShafts,
      },
    );
  }
  const shafts = Math.max(...threading);
  // The first end on each shaft stands for the shaft.
  const shaftEnds = Array.from({ length: shafts }, (_, shaft) => threading.indexOf(shaft + 1));
  const liftPlan = Array.from({ length: picks }, (_, pick) =>
    shaftEnds.flatMap((end, shaft) => (cells[pick * ends + end] === 1 ? [shaft + 1] : [])),
  );
  const treadling = groupLines(
    picks,
    shafts,
    (pick, shaft) => cells[pick * ends + shaftEnds[shaft]!]!,
    picks,
  );
  const treadles = Math.max(...treadling);
  const tieUp = Array.from({ length: treadles }, (_, treadle) => liftPlan[treadling.indexOf(treadle + 1)]!);
  return { shafts, treadles, threading, liftPlan, treadling, tieUp };
}
