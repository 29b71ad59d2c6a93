import { planStatistics, stitchQuality, threadOfColour, type StitchPlan } from '@atelier/embroidery';
import { describe, expect, it } from 'vitest';
import { createChart, knitChartStatistics } from '@atelier/knit';
import { cutJobStatistics } from '@atelier/plotter';
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

describe('the node info panel’s knitting and cutting figures', () => {
  it('gives a chart’s needles, rows, knitted size in millimetres and one yarn row per colour', () => {
    // 40 needles and 30 rows at 20 stitches and 25 rows per 10 cm: 20 cm by 12 cm.
    const chart = createChart({
      needles: 40,
      rows: 30,
      gauge: { stitchesPer10cm: 20, rowsPer10cm: 25 },
      yarns: [
        { colour: { red: 200, green: 0, blue: 0 }, name: '', brand: '', code: '' },
        { colour: { red: 250, green: 250, blue: 240 }, name: '', brand: '', code: '' },
      ],
    });
    chart.cells.fill(1, 0, 40); // the first row in the second yarn
    const rows = infoRows({ kind: 'knit', statistics: knitChartStatistics(chart) });
    const figure = (key: string) => rows.find((row) => row.key === key);
    expect(figure('needles')?.value).toBe(40);
    expect(figure('knitRows')?.value).toBe(30);
    expect(figure('fabricWidth')).toEqual({ key: 'fabricWidth', value: 200, unit: 'mm' });
    expect(figure('fabricHeight')).toEqual({ key: 'fabricHeight', value: 120, unit: 'mm' });
    expect(figure('yarns')?.value).toBe(2);
    expect(rows.filter((row) => row.key === 'yarnOfColour').map((row) => row.values)).toEqual([
      { number: 1 },
      { number: 2 },
    ]);
  });

  it('gives a cut job’s paths and lengths in metres', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 0, y: 100 },
      { x: 0, y: 0 },
    ];
    const job = {
      kind: 'cutJob' as const,
      width: 100,
      height: 100,
      paths: [{ points: square, closed: true, tool: 'cut' as const }],
      machine: { name: 'Test', width: 300, height: 300 },
    };
    const rows = infoRows({ kind: 'cut', statistics: cutJobStatistics(job as never) });
    const figure = (key: string) => rows.find((row) => row.key === key);
    expect(figure('cutPaths')?.value).toBe(1);
    // Four sides of 100 mm.
    expect(figure('cutLength')).toEqual({ key: 'cutLength', value: 0.4, unit: 'm' });
  });
});
