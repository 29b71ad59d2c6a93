import { describe, expect, it } from 'vitest';
import type { StitchPlan } from '@atelier/embroidery';
import { runningStitchNode } from './running-stitch';
import { lineDrawing, penetrationsOf, runOn, valuesOf } from './testing';

const line = lineDrawing([
  [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
  ],
]);

describe('the running stitch node', () => {
  it('sews a 10 mm line in four 2.5 mm stitches between its lock stitches', async () => {
    const plan = valuesOf(await runOn(runningStitchNode, 'vector', line, { stitchLength: 3 }))[
      'plan'
    ] as StitchPlan;
    const xs = penetrationsOf(plan).map(([x]) => x);
    // Tie-in 0.8 mm back and forth twice, the stitches, tie-off.
    expect(xs).toEqual([0, 8, 0, 8, 0, 25, 50, 75, 100, 92, 100, 92, 100]);
  });

  it('sews every stitch three times as a bean stitch', async () => {
    const plan = valuesOf(await runOn(runningStitchNode, 'vector', line, { stitchLength: 5, style: 'bean' }))[
      'plan'
    ] as StitchPlan;
    const xs = penetrationsOf(plan).map(([x]) => x);
    expect(xs.slice(5, 12)).toEqual([50, 0, 50, 100, 50, 100, 92]);
  });

  it('names the stitch length control when it is out of range', async () => {
    const result = await runOn(runningStitchNode, 'vector', line, { stitchLength: 0 });
    expect(result.status).toBe('failed');
    expect(result.messages[0]!.code).toBe('invalid-parameter');
  });
});
