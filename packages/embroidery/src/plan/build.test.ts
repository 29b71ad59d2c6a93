import { describe, expect, it } from 'vitest';
import { buildStitchPlan, combinePlans } from './build';
import type { Stitch, StitchPlan, Thread } from './plan';

const red: Thread = {
  colour: { red: 255, green: 0, blue: 0 },
  name: 'Red',
  brand: 'Test',
  catalogueNumber: '1',
};
const blue: Thread = {
  colour: { red: 0, green: 0, blue: 255 },
  name: 'Blue',
  brand: 'Test',
  catalogueNumber: '2',
};

const s = (x: number, y: number): Stitch => ({ x, y, kind: 'stitch' });
const jump = (x: number, y: number): Stitch => ({ x, y, kind: 'jump' });
const trim = (x: number, y: number): Stitch => ({ x, y, kind: 'trim' });

describe('buildStitchPlan', () => {
  const line = (fromX: number, toX: number) => [
    { x: fromX, y: 0 },
    { x: toX, y: 0 },
  ];

  it('converts millimetres to 0.1 mm and jumps between runs shorter apart than the trim length', () => {
    const plan = buildStitchPlan([{ thread: red, runs: [line(0, 1), line(2, 3)] }], {
      locks: false,
      trimJumpLength: 3,
    });
    expect(plan.blocks).toEqual([
      { thread: red, stitches: [s(0, 0), s(10, 0), jump(20, 0), s(20, 0), s(30, 0)] },
    ]);
  });

  it('cuts the thread before a jump of at least the trim length', () => {
    const plan = buildStitchPlan([{ thread: red, runs: [line(0, 1), line(5, 6)] }], {
      locks: false,
      trimJumpLength: 3,
    });
    expect(plan.blocks[0]!.stitches).toEqual([
      s(0, 0),
      s(10, 0),
      trim(10, 0),
      jump(50, 0),
      s(50, 0),
      s(60, 0),
    ]);
  });

  it('continues a run that starts where the previous one ended', () => {
    const plan = buildStitchPlan([{ thread: red, runs: [line(0, 1), line(1, 2)] }], { locks: false });
    expect(plan.blocks[0]!.stitches).toEqual([s(0, 0), s(10, 0), s(20, 0)]);
  });

  it('ties in at the start and after a trim, and ties off before a trim and at the end', () => {
    const plan = buildStitchPlan([{ thread: red, runs: [line(0, 2), line(10, 12)] }], {
      locks: { length: 0.5, repeats: 1 },
    });
    expect(plan.blocks[0]!.stitches).toEqual([
      s(0, 0),
      s(5, 0),
      s(0, 0),
      s(20, 0),
      s(15, 0),
      s(20, 0),
      trim(20, 0),
      jump(100, 0),
      s(100, 0),
      s(105, 0),
      s(100, 0),
      s(120, 0),
      s(115, 0),
      s(120, 0),
    ]);
  });

  it('trims before a colour change, jumps to the next block and stops after a block when asked', () => {
    const plan = buildStitchPlan(
      [
        { thread: red, runs: [line(0, 1)], stopAfter: true },
        { thread: blue, runs: [line(1, 2)] },
      ],
      { locks: false },
    );
    expect(plan.blocks).toEqual([
      { thread: red, stitches: [s(0, 0), s(10, 0), trim(10, 0), { x: 10, y: 0, kind: 'stop' }] },
      { thread: blue, stitches: [s(10, 0), s(20, 0)] },
    ]);
    const moved = buildStitchPlan(
      [
        { thread: red, runs: [line(0, 1)] },
        { thread: blue, runs: [line(4, 5)] },
      ],
      { locks: false, trimAtColourChange: false },
    );
    expect(moved.blocks[1]!.stitches).toEqual([jump(40, 0), s(40, 0), s(50, 0)]);
    expect(moved.blocks[0]!.stitches.some((stitch) => stitch.kind === 'trim')).toBe(false);
  });

  it('gives an empty plan for no runs', () => {
    expect(buildStitchPlan([{ thread: red, runs: [] }]).blocks).toEqual([]);
  });
});

describe('combinePlans', () => {
  const first: StitchPlan = { blocks: [{ thread: red, stitches: [s(0, 0), s(10, 0)] }] };

  it('joins plans of the same thread into one block, cutting before a long jump', () => {
    const second: StitchPlan = { blocks: [{ thread: red, stitches: [s(100, 0), s(110, 0)] }] };
    expect(combinePlans([first, second]).blocks).toEqual([
      { thread: red, stitches: [s(0, 0), s(10, 0), trim(10, 0), jump(100, 0), s(100, 0), s(110, 0)] },
    ]);
    const near: StitchPlan = { blocks: [{ thread: red, stitches: [s(20, 0), s(30, 0)] }] };
    expect(combinePlans([first, near]).blocks[0]!.stitches).toEqual([
      s(0, 0),
      s(10, 0),
      jump(20, 0),
      s(20, 0),
      s(30, 0),
    ]);
  });

  it('changes colour between plans of different threads, trimming first', () => {
    const second: StitchPlan = { blocks: [{ thread: blue, stitches: [s(20, 0), s(30, 0)] }] };
    expect(combinePlans([first, second]).blocks).toEqual([
      { thread: red, stitches: [s(0, 0), s(10, 0), trim(10, 0)] },
      { thread: blue, stitches: [jump(20, 0), s(20, 0), s(30, 0)] },
    ]);
  });
});
