import { describe, expect, it } from 'vitest';
import { composeLiftingPlan, MAXIMUM_CELLS, type DesignImage } from './index';

const red = [200, 30, 40, 255];
const blue = [20, 40, 180, 255];

function design(width: number, height: number, colourAt: (x: number, y: number) => number[]): DesignImage {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) pixels.set(colourAt(x, y), (y * width + x) * 4);
  return { width, height, pixels };
}

/** The plan's cells pick by pick, pick 0 (woven first, the bottom of the design) first. */
function picksOf(plan: { ends: number; picks: number; cells: Uint8Array }): number[][] {
  return Array.from({ length: plan.picks }, (_, pick) => [
    ...plan.cells.subarray(pick * plan.ends, (pick + 1) * plan.ends),
  ]);
}

// A 4 x 4 design: red on the left half and along the top row, blue below it on the right.
const fourByFour = design(4, 4, (x, y) => (x < 2 || y === 0 ? red : blue));
const fourByFourOptions = {
  widthCentimetres: 1,
  heightCentimetres: 1,
  endsPerCentimetre: 4,
  picksPerCentimetre: 4,
  structures: ['plain', 'twill-2-2-z'],
  hooks: 100,
  overflow: 'refuse' as const,
};

describe('composing a design into a lifting plan', () => {
  it('gives the 4 x 4 design the lifting plan worked by hand', () => {
    const { plan } = composeLiftingPlan(fourByFour, fourByFourOptions);
    expect([plan.ends, plan.picks]).toEqual([4, 4]);
    // Red (10 pixels) is the first area and weaves plain; blue (6) the second, a 2/2 Z twill.
    expect(plan.areas).toEqual([
      { colour: { red: 200, green: 30, blue: 40 }, structure: 'plain' },
      { colour: { red: 20, green: 40, blue: 180 }, structure: 'twill-2-2-z' },
    ]);
    // Pick 0 is the design's bottom row: plain on ends 0-1, twill on ends 2-3, both tiled from
    // the fabric's origin; pick 3 is the all-red top row, plain across.
    expect(picksOf(plan)).toEqual([
      [1, 0, 0, 0],
      [0, 1, 1, 0],
      [1, 0, 1, 1],
      [0, 1, 0, 1],
    ]);
    expect([...plan.areaIndices]).toEqual([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0]);
  });

  it('measures the floats in the composed plan, across area borders, and checks the limit', () => {
    const composition = composeLiftingPlan(fourByFour, { ...fourByFourOptions, floatLimitMillimetres: 6 });
    // End 3 is raised over picks 2 (twill) and 3 (plain): a warp float of 2 crossing both areas.
    // Pick 0 passes over ends 1 (plain) to 3 (twill): a weft float of 3 ends, 7.5 mm at 4 ends/cm.
    expect([composition.longestWarpFloat, composition.longestWeftFloat]).toEqual([2, 3]);
    expect(
      composition.areas.map((area) => [area.cells, area.longestWarpFloat, area.longestWeftFloat]),
    ).toEqual([
      [10, 2, 3],
      [6, 2, 3],
    ]);
    expect(composition.floatsOverLimit).toEqual([
      { area: 0, structure: 'plain', direction: 'weft', threads: 3, millimetres: 7.5, limitMillimetres: 6 },
      {
        area: 1,
        structure: 'twill-2-2-z',
        direction: 'weft',
        threads: 3,
        millimetres: 7.5,
        limitMillimetres: 6,
      },
    ]);
    expect(
      composeLiftingPlan(fourByFour, { ...fourByFourOptions, floatLimitMillimetres: 8 }).floatsOverLimit,
    ).toEqual([]);
  });

  it('reduces colours to the nearest area colour of a palette, one structure each', () => {
    const pinkish = [230, 60, 70, 255];
    const { plan } = composeLiftingPlan(
      design(2, 1, (x) => (x === 0 ? pinkish : blue)),
      {
        ...fourByFourOptions,
        widthCentimetres: 0.5,
        heightCentimetres: 0.25,
        palette: [
          { red: 0, green: 0, blue: 255 },
          { red: 255, green: 0, blue: 0 },
        ],
        structures: ['satin-5-weft', 'satin-5-warp'],
      },
    );
    expect([...plan.areaIndices]).toEqual([1, 0]);
    expect(plan.areas.map((area) => area.structure)).toEqual(['satin-5-weft', 'satin-5-warp']);
  });

  it('resamples the design to ends and picks at each cell centre, keeping area borders sharp', () => {
    // 10 cm at 12 ends/cm = 120 ends; 5 cm at 10 picks/cm = 50 picks; left third red.
    const wide = design(3, 1, (x) => (x === 0 ? red : blue));
    const { plan } = composeLiftingPlan(wide, {
      ...fourByFourOptions,
      widthCentimetres: 10,
      heightCentimetres: 5,
      endsPerCentimetre: 12,
      picksPerCentimetre: 10,
      hooks: 2400,
    });
    expect([plan.ends, plan.picks]).toEqual([120, 50]);
    for (let pick = 0; pick < plan.picks; pick += 1) {
      const row = [...plan.areaIndices.subarray(pick * 120, pick * 120 + 120)];
      // Blue covers two thirds and comes first; red, the left 40 ends, is the second area.
      expect(row.slice(0, 40).every((area) => area === 1)).toBe(true);
      expect(row.slice(40).every((area) => area === 0)).toBe(true);
    }
  });

  it('lays transparent pixels over white', () => {
    const clear = design(2, 1, (x) => (x === 0 ? [0, 0, 0, 0] : [0, 0, 0, 255]));
    const { plan } = composeLiftingPlan(clear, {
      ...fourByFourOptions,
      widthCentimetres: 0.5,
      heightCentimetres: 0.25,
    });
    expect(plan.areas.map((area) => area.colour).sort((a, b) => a.red - b.red)).toEqual([
      { red: 0, green: 0, blue: 0 },
      { red: 255, green: 255, blue: 255 },
    ]);
  });

  it('refuses more ends than hooks, or repeats the design across the width', () => {
    const options = { ...fourByFourOptions, widthCentimetres: 30, endsPerCentimetre: 40, hooks: 400 };
    expect(() => composeLiftingPlan(fourByFour, options)).toThrow(
      expect.objectContaining({ code: 'too-many-ends', values: { ends: 1200, hooks: 400 } }),
    );
    const { plan } = composeLiftingPlan(fourByFour, { ...options, overflow: 'repeat' });
    expect([plan.ends, plan.repeatsAcrossWidth]).toEqual([400, 3]);
  });

  it('measures weft floats across the repeat’s edge when the design repeats across the width', () => {
    // 6 ends on a 3-hook loom: the 3-end plan woven twice. A 1/3 Z twill tiled on 3 ends gives
    // picks [1,0,0], [0,1,0], [0,0,1], [0,0,0]: across the repeats the second pick floats over
    // 2 ends (its last end and the next repeat's first), the fourth over all 6.
    const plain = design(1, 1, () => red);
    const composition = composeLiftingPlan(plain, {
      ...fourByFourOptions,
      widthCentimetres: 1,
      endsPerCentimetre: 6,
      structures: ['twill-1-3-z'],
      hooks: 3,
      overflow: 'repeat',
    });
    expect(picksOf(composition.plan)).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [0, 0, 0],
    ]);
    expect(composition.longestWeftFloat).toBe(6);
    const withoutFourthPick = composeLiftingPlan(
      design(1, 1, () => red),
      {
        ...fourByFourOptions,
        widthCentimetres: 1,
        heightCentimetres: 0.75,
        endsPerCentimetre: 6,
        structures: ['twill-1-3-z'],
        hooks: 3,
        overflow: 'repeat',
      },
    );
    expect(withoutFourthPick.longestWeftFloat).toBe(2);
  });

  it('refuses absurd sizes, empty designs and too many areas with a reason', () => {
    expect(() =>
      composeLiftingPlan({ width: 0, height: 0, pixels: new Uint8ClampedArray() }, fourByFourOptions),
    ).toThrow(expect.objectContaining({ code: 'empty-design' }));
    expect(() =>
      composeLiftingPlan(fourByFour, {
        ...fourByFourOptions,
        widthCentimetres: 1000,
        endsPerCentimetre: 100,
        hooks: 20_000,
      }),
    ).toThrow(expect.objectContaining({ code: 'fabric-too-large' }));
    expect(() =>
      composeLiftingPlan(fourByFour, {
        ...fourByFourOptions,
        widthCentimetres: 500,
        heightCentimetres: 1000,
        endsPerCentimetre: 40,
        picksPerCentimetre: 40,
        hooks: 20_000,
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'fabric-too-large',
        values: { cells: 20_000 * 40_000, limit: MAXIMUM_CELLS },
      }),
    );
    expect(() =>
      composeLiftingPlan(fourByFour, { ...fourByFourOptions, structures: Array(9).fill('plain') }),
    ).toThrow(expect.objectContaining({ code: 'too-many-areas' }));
    expect(() =>
      composeLiftingPlan(fourByFour, { ...fourByFourOptions, endsPerCentimetre: Number.NaN }),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid-option',
        values: expect.objectContaining({ option: 'endsPerCentimetre' }),
      }),
    );
  });
});
