import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '@atelier/embroidery';
import { createDrawing } from '@atelier/vector';
import { satinNode } from './satin';
import { lineDrawing, penetrationsOf, runOn, valuesOf } from './testing';

describe('the satin node', () => {
  const noUnderlay = { centreWalk: false, contour: false, zigzag: false, pullCompensation: 0, spacing: 1 };

  it('zigzags between the two rails of a path, stitch pairs worked out by hand', async () => {
    const rails = lineDrawing([
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
      ],
      [
        { x: 0, y: 2 },
        { x: 4, y: 2 },
      ],
    ]);
    const plan = valuesOf(await runOn(satinNode, 'vector', rails, { ...noUnderlay, trimJumpLength: 3 }))[
      'plan'
    ] as StitchPlan;
    // Tie-in, pairs at x = 0, 1, 2, 3, 4 mm, tie-off: the pairs themselves in 0.1 mm.
    const pairs = [0, 10, 20, 30, 40].flatMap((x) => [
      [x, 0],
      [x, 20],
    ]);
    const points = penetrationsOf(plan);
    const start = points.findIndex(([x, y], index) => x === 0 && y === 20 && points[index - 1]?.[1] === 0);
    expect(points.slice(start - 1, start - 1 + pairs.length)).toEqual(pairs);
    expect(plan.blocks[0]!.thread.colour).toEqual({ red: 200, green: 30, blue: 30 });
  });

  it('builds the rails of a single line from the width', async () => {
    const line = lineDrawing([
      [
        { x: 0, y: 5 },
        { x: 10, y: 5 },
      ],
    ]);
    const plan = valuesOf(await runOn(satinNode, 'vector', line, { ...noUnderlay, width: 4 }))[
      'plan'
    ] as StitchPlan;
    const ys = new Set(penetrationsOf(plan).map(([, y]) => y));
    expect(ys.has(30) && ys.has(70)).toBe(true);
  });

  it('says so for an empty drawing', async () => {
    expect((await runOn(satinNode, 'vector', createDrawing([]))).messages[0]).toMatchObject({
      code: 'empty-geometry',
    });
  });
});
