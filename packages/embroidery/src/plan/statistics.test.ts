import { describe, expect, it } from 'vitest';
import { planStatistics } from './statistics';
import type { StitchPlan, Thread } from './plan';

const red: Thread = { colour: { red: 255, green: 0, blue: 0 }, name: '', brand: '', catalogueNumber: '' };
const blue: Thread = { colour: { red: 0, green: 0, blue: 255 }, name: '', brand: '', catalogueNumber: '' };

// Red: a 3-4-5 triangle's two legs (3 mm, 4 mm), a trim, a jump and one 2 mm stitch.
// Blue: a stop and two stitches of 1 mm, one of them repeated in place (no length).
const plan: StitchPlan = {
  blocks: [
    {
      thread: red,
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 30, y: 0, kind: 'stitch' },
        { x: 30, y: 40, kind: 'stitch' },
        { x: 30, y: 40, kind: 'trim' },
        { x: 100, y: 40, kind: 'jump' },
        { x: 100, y: 40, kind: 'stitch' },
        { x: 100, y: 60, kind: 'stitch' },
      ],
    },
    {
      thread: blue,
      stitches: [
        { x: 100, y: 60, kind: 'stop' },
        { x: 100, y: 60, kind: 'stitch' },
        { x: 110, y: 60, kind: 'stitch' },
        { x: 110, y: 60, kind: 'stitch' },
      ],
    },
  ],
};

describe('planStatistics', () => {
  const statistics = planStatistics(plan, {
    machineSpeed: 600,
    trimSeconds: 4,
    colourChangeSeconds: 15,
    stopSeconds: 30,
    fabricThickness: 0.5,
  });

  it('counts stitches, jumps, trims, stops, colours and colour changes', () => {
    expect(statistics).toMatchObject({
      stitches: 8,
      jumps: 1,
      trims: 1,
      stops: 1,
      colours: 2,
      colourChanges: 1,
    });
  });

  it('measures the shortest and longest sewn stitch, leaving out anchors and jumps', () => {
    expect(statistics.minimumStitchLength).toBe(1);
    expect(statistics.maximumStitchLength).toBe(4);
  });

  it('measures the design in millimetres', () => {
    expect(statistics.bounds).toEqual({ minX: 0, minY: 0, maxX: 11, maxY: 6 });
    expect(statistics.width).toBe(11);
    expect(statistics.height).toBe(6);
  });

  it('estimates the sewing time from the machine speed and the time per trim, colour change and stop', () => {
    // (8 stitches + 1 jump) at 600 a minute = 0.9 s; + 4 s trim + 15 s colour change + 30 s stop.
    expect(statistics.sewingTime).toBeCloseTo(49.9, 10);
  });

  it('estimates thread as the sewn length plus twice the fabric thickness per stitch', () => {
    // Red: 3 + 4 + 2 = 9 mm sewn + 5 stitches x 1 mm = 14 mm; blue: 1 mm + 3 x 1 mm = 4 mm.
    expect(statistics.blocks[0]!.threadLength).toBeCloseTo(0.014, 10);
    expect(statistics.blocks[1]!.threadLength).toBeCloseTo(0.004, 10);
    expect(statistics.threadLength).toBeCloseTo(0.018, 10);
    expect(statistics.bobbinThreadLength).toBeCloseTo(0.006, 10);
    expect(statistics.blocks.map((block) => block.stitches)).toEqual([5, 3]);
  });

  it('describes an empty plan without failing', () => {
    const empty = planStatistics({ blocks: [] });
    expect(empty).toMatchObject({
      stitches: 0,
      colours: 0,
      colourChanges: 0,
      width: 0,
      height: 0,
      sewingTime: 0,
    });
    expect(empty.minimumStitchLength).toBeUndefined();
  });
});
