import { describe, expect, it } from 'vitest';
import { measureSatin, type StitchPlan } from '@atelier/embroidery';
import {
  createDrawing,
  createPath,
  ellipse,
  flattenSubpath,
  polyline,
  star,
  type Subpath,
} from '@atelier/vector';
import { satinNode } from './satin';
import { lineDrawing, penetrationsOf, runOn, valuesOf } from './testing';

describe('the satin node', () => {
  const noUnderlay = { centreWalk: false, contour: false, zigzag: false, pullCompensation: 0, spacing: 1 };

  it('zigzags between the two rails of a path, penetrations worked out by hand', async () => {
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
    // Tie-in, the column, tie-off; the column in 0.1 mm: 4 mm at 1 mm gives half-rungs at
    // x = 0, 0.5, ..., 4 mm. Square across at x = 0, then the first rail at x = 0.5, 1.5, 2.5,
    // 3.5 and the second at x = 1, 2, 3, 4 in turn, and square back to the first rail at x = 4.
    const column = [
      [0, 0],
      [0, 20],
      ...[10, 20, 30, 40].flatMap((x) => [
        [x - 5, 0],
        [x, 20],
      ]),
      [40, 0],
    ];
    const points = penetrationsOf(plan);
    const start = points.findIndex(([x, y], index) => x === 0 && y === 20 && points[index - 1]?.[1] === 0);
    expect(points.slice(start - 1, start - 1 + column.length)).toEqual(column);
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

  // Closed outlines sewn as columns 3.4 mm wide: the column goes all the way round (a stitch's
  // middle at least every 2 x spacing along the outline, the closing segment included) and no
  // stitch is longer than the sewn width (3.4 + 2 x 0.2 mm) plus one spacing, which the 0.1 mm
  // rounding of the plan may lengthen by up to 0.15 mm.
  for (const [name, subpath] of [
    ['a star outline', star({ centreX: 30, centreY: 30, outerRadius: 20, innerRadius: 7.64, points: 5 })],
    ['a ring', ellipse({ centreX: 30, centreY: 30, radiusX: 15 })],
  ] as [string, Subpath][]) {
    it(`sews ${name} drawn as one closed line all the way round`, async () => {
      const drawing = createDrawing([
        createPath([subpath], {
          fill: null,
          stroke: { colour: { red: 0, green: 0, blue: 0, alpha: 255 }, width: 0.5 },
        }),
      ]);
      const plan = valuesOf(
        await runOn(satinNode, 'vector', drawing, {
          ...noUnderlay,
          spacing: 0.4,
          pullCompensation: 0.2,
          width: 3.4,
        }),
      )['plan'] as StitchPlan;
      const penetrations = penetrationsOf(plan).map(([x, y]) => ({ x: x / 10, y: y / 10 }));
      const centreLine = [...flattenSubpath(subpath, 0.05).points];
      const quality = measureSatin(penetrations, {
        centreLine,
        closed: true,
        width: 3.4,
        pullCompensation: 0.2,
      });
      expect(quality.largestGap).toBeLessThanOrEqual(0.8);
      expect(quality.longestStitch).toBeLessThanOrEqual(3.4 + 0.4 + 0.4 + 0.15);
      expect(quality.straightRuns!.medianLean).toBeLessThan(5);
    });
  }

  it('sews a ring drawn as two closed rails round the same way, even drawn in opposite senses', async () => {
    // Circles of 16.7 and 13.3 mm about one centre: a column 3.4 mm wide round a 15 mm circle.
    // The inner circle is drawn the other way round and from another start.
    const circle = (radius: number) =>
      Array.from({ length: 72 }, (_, index) => {
        const angle = (index * 2 * Math.PI) / 72;
        return { x: 30 + radius * Math.cos(angle), y: 30 + radius * Math.sin(angle) };
      });
    const inner = circle(13.3).reverse();
    const drawing = createDrawing([
      createPath(
        [polyline(circle(16.7), true), polyline([...inner.slice(20), ...inner.slice(0, 20)], true)],
        {
          fill: null,
          stroke: { colour: { red: 0, green: 0, blue: 0, alpha: 255 }, width: 0.5 },
        },
      ),
    ]);
    const plan = valuesOf(
      await runOn(satinNode, 'vector', drawing, { ...noUnderlay, spacing: 0.4, pullCompensation: 0 }),
    )['plan'] as StitchPlan;
    const penetrations = penetrationsOf(plan).map(([x, y]) => ({ x: x / 10, y: y / 10 }));
    const quality = measureSatin(penetrations, { centreLine: circle(15), closed: true, width: 3.4 });
    expect(quality.largestGap).toBeLessThanOrEqual(0.8);
    expect(quality.straightRuns!.medianLean).toBeLessThan(5);
    expect(quality.straightRuns!.worstLean).toBeLessThan(10);
    expect(quality.longestStitch).toBeLessThanOrEqual(3.4 + 0.4 + 0.15);
  });

  it('says so for an empty drawing', async () => {
    expect((await runOn(satinNode, 'vector', createDrawing([]))).messages[0]).toMatchObject({
      code: 'empty-geometry',
    });
  });
});
