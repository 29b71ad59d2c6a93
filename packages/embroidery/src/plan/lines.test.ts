import { describe, expect, it } from 'vitest';
import { threadLines } from './lines';
import type { StitchPlan } from './plan';

const thread = { colour: { red: 1, green: 2, blue: 3 }, name: '', brand: '', catalogueNumber: '' };

describe('threadLines', () => {
  it('draws the thread between consecutive penetrations, broken at trims and jumps but not at stops', () => {
    const plan: StitchPlan = {
      blocks: [
        {
          thread,
          stitches: [
            { x: 0, y: 0, kind: 'stitch' },
            { x: 10, y: 0, kind: 'stitch' },
            { x: 10, y: 0, kind: 'stop' },
            { x: 10, y: 5, kind: 'stitch' },
            { x: 10, y: 5, kind: 'trim' },
            { x: 50, y: 5, kind: 'jump' },
            { x: 50, y: 5, kind: 'stitch' },
            { x: 60, y: 5, kind: 'stitch' },
            { x: 70, y: 5, kind: 'jump' },
            { x: 70, y: 5, kind: 'stitch' },
          ],
        },
      ],
    };
    expect(threadLines(plan)).toEqual([
      {
        thread,
        lines: [
          [
            { x: 0, y: 0 },
            { x: 1, y: 0 },
            { x: 1, y: 0.5 },
          ],
          [
            { x: 5, y: 0.5 },
            { x: 6, y: 0.5 },
          ],
        ],
      },
    ]);
  });
});
