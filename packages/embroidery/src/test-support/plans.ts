// Plans and helpers shared by the format tests.
import { buildStitchPlan } from '../plan/build';
import { translatePlan, type StitchPlan, type Thread } from '../plan/plan';

export const poppy: Thread = {
  colour: { red: 200, green: 30, blue: 30 },
  name: 'Poppy',
  brand: 'Madeira',
  catalogueNumber: '1147',
};
export const lagoon: Thread = {
  colour: { red: 20, green: 90, blue: 180 },
  name: 'Lagoon',
  brand: 'Isacord',
  catalogueNumber: '3810',
};
export const meadow: Thread = {
  colour: { red: 40, green: 150, blue: 60 },
  name: 'Meadow',
  brand: 'Madeira',
  catalogueNumber: '1049',
};

/**
 * A small design that uses everything a format has to carry: stitches longer than one record of
 * most formats (20 mm), a long jump after a trim, a short jump without one, three threads and a
 * stop.
 */
export function samplePlan(): StitchPlan {
  const plan = buildStitchPlan(
    [
      {
        thread: poppy,
        runs: [
          [
            { x: 0, y: 0 },
            { x: 20, y: 0 },
            { x: 20, y: 2 },
            { x: 0, y: 2 },
          ],
          [
            { x: 1.5, y: 3 },
            { x: 5, y: 3 },
          ],
          [
            { x: 45, y: 30 },
            { x: 50, y: 31.3 },
          ],
        ],
      },
      {
        thread: lagoon,
        runs: [
          [
            { x: 50, y: 35 },
            { x: 40, y: 40 },
            { x: 30, y: 35 },
          ],
        ],
      },
      {
        thread: meadow,
        runs: [
          [
            { x: 10, y: 20 },
            { x: 12.3, y: 24.7 },
          ],
        ],
      },
    ],
    { trimJumpLength: 3 },
  );
  // A stop after the first trim, in the middle of the first block.
  const first = plan.blocks[0]!;
  const at = first.stitches.findIndex((stitch) => stitch.kind === 'trim') + 1;
  const { x, y } = first.stitches[at - 1]!;
  const stitches = [
    ...first.stitches.slice(0, at),
    { x, y, kind: 'stop' as const },
    ...first.stitches.slice(at),
  ];
  return { blocks: [{ thread: first.thread, stitches }, ...plan.blocks.slice(1)] };
}

/** The plan as the encoder places it: the middle of its extent at the machine's start. */
export function centredPlan(plan: StitchPlan): StitchPlan {
  const xs = plan.blocks.flatMap((block) => block.stitches.map((stitch) => stitch.x));
  const ys = plan.blocks.flatMap((block) => block.stitches.map((stitch) => stitch.y));
  return translatePlan(
    plan,
    -Math.round((Math.min(...xs) + Math.max(...xs)) / 2),
    -Math.round((Math.min(...ys) + Math.max(...ys)) / 2),
  );
}

/** A line of `count` stitches, 2 mm apart, in one thread: for big designs. */
export function longPlan(count: number, thread: Thread = poppy): StitchPlan {
  const stitches = [];
  for (let index = 0; index < count; index++) {
    const row = Math.floor(index / 50);
    const column = row % 2 === 0 ? index % 50 : 49 - (index % 50);
    stitches.push({ x: column * 20, y: row * 4, kind: 'stitch' as const });
  }
  return { blocks: [{ thread, stitches }] };
}

/** The needle positions of a plan, in order. */
export function penetrations(plan: StitchPlan): [number, number][] {
  return plan.blocks.flatMap((block) =>
    block.stitches
      .filter((stitch) => stitch.kind === 'stitch')
      .map((stitch): [number, number] => [stitch.x, stitch.y]),
  );
}

export function count(plan: StitchPlan, kind: 'stitch' | 'jump' | 'trim' | 'stop'): number {
  return plan.blocks.reduce(
    (sum, block) => sum + block.stitches.filter((stitch) => stitch.kind === kind).length,
    0,
  );
}

/** True when `part` appears in `whole` in the same order (other entries may lie between). */
export function isSubsequence(part: [number, number][], whole: [number, number][]): boolean {
  let at = 0;
  for (const [x, y] of whole) {
    const wanted = part[at];
    if (wanted && wanted[0] === x && wanted[1] === y) at++;
  }
  return at === part.length;
}
