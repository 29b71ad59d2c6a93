import { planStatistics, stitchQuality, threadOfColour, type StitchPlan } from '@atelier/embroidery';
import { describe, expect, it } from 'vitest';
import { infoRows, setMaximumStitchLength } from './nodeInfoRows';

// In 0.1 mm: stitches of 3, 0.1 and 4 mm, then a 10 mm jump with no trim before it.
const plan: StitchPlan = {
  blocks: [
    {
      thread: threadOfColour({ red: 0, green: 0, blue: 0 }),
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 30, y: 0, kind: 'stitch' },
        { x: 30, y: 1, kind: 'stitch' },
        { x: 70, y: 1, kind: 'stitch' },
        { x: 170, y: 1, kind: 'jump' },
        { x: 170, y: 1, kind: 'stitch' },
      ],
    },
  ],
};

describe('the node info panel’s stitch quality', () => {
  it('takes the set longest stitch from a fill, a running stitch or a satin column', () => {
    expect(setMaximumStitchLength({ maxStitchLength: 3.5, rowSpacing: 0.4 })).toBe(3.5);
    expect(setMaximumStitchLength({ stitchLength: 2.5 })).toBe(2.5);
    // A satin stitch spans the column and 0.2 mm of pull compensation on each side.
    expect(setMaximumStitchLength({ width: 3, pullCompensation: 0.2 })).toBeCloseTo(3.4, 9);
    expect(setMaximumStitchLength({ format: 'dst' })).toBeUndefined();
  });

  it('counts the stitches over the set length and under 0.3 mm, and long jumps without a trim', () => {
    const quality = stitchQuality(plan, { maxStitchLength: 3.5, trimJumpLength: 3 });
    const rows = Object.fromEntries(
      infoRows({ kind: 'stitches', statistics: planStatistics(plan), quality }).map((row) => [
        row.key,
        row.value,
      ]),
    );
    // 4 mm is over 3.5 mm; 0.1 mm is under 0.3 mm by more than the 0.15 mm the 0.1 mm grid may take off.
    expect(rows).toMatchObject({ stitchesTooLong: 1, stitchesTooShort: 1, trimsMissing: 1 });
  });

  it('leaves out the count over the set length when the node sets none', () => {
    const quality = stitchQuality(plan, {});
    const keys = infoRows({ kind: 'stitches', statistics: planStatistics(plan), quality }).map(
      (row) => row.key,
    );
    expect(keys).not.toContain('stitchesTooLong');
    expect(keys).toContain('stitchesTooShort');
  });
});
