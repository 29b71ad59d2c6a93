import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateGraphFile, type ExportOutcome } from './evaluate-graph';
import type { ExportQuality } from './quality';

// The example graphs shipped in examples/embroidery, evaluated as `npm run graph -- eval` does,
// with their stitch quality measured on the plan, on the file read back and on the records the
// format's writer was given.
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const examplesFolder = path.join(repositoryRoot, 'examples', 'embroidery');
let output: string;

beforeAll(async () => {
  output = await mkdtemp(path.join(tmpdir(), 'atelier-examples-'));
});
afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

async function evaluateExample(name: string): Promise<{ outcome: ExportOutcome; quality: ExportQuality }> {
  const evaluation = await evaluateGraphFile({
    graphPath: path.join(examplesFolder, `${name}.json`),
    outputDirectory: path.join(output, name),
    quality: true,
  });
  expect(evaluation.issues).toEqual([]);
  expect(evaluation.exports).toHaveLength(1);
  const outcome = evaluation.exports[0]!;
  expect(outcome.failure).toBeUndefined();
  expect(outcome.file!.bytes).toBeGreaterThan(0);
  return { outcome, quality: outcome.quality! };
}

/** What every example must keep: stitches within the set limits, jumps the format can make, trims before long jumps. */
function expectSound(quality: ExportQuality): void {
  for (const report of [quality.plan, quality.file]) {
    expect(report.stitches.count).toBeGreaterThan(0);
    expect(report.stitches.tooLong).toBe(0);
    expect(report.stitches.tooShort).toBe(0);
    // Not even the 0.1 mm grid leaves a stitch under the 0.3 mm machines need.
    expect(report.stitches.shortest).toBeGreaterThanOrEqual(0.3 - 1e-9);
    expect(report.trims.missing).toBe(0);
  }
  // The file sews what the plan sews: the same stitches, none longer (no line from the hoop's centre).
  expect(quality.file.stitches.count).toBe(quality.plan.stitches.count);
  expect(quality.file.stitches.longest).toBeCloseTo(quality.plan.stitches.longest, 6);
  expect(quality.records.jumpsOverLimit).toBe(0);
  expect(quality.records.stitchesOverLimit).toBe(0);
}

describe('examples/embroidery', () => {
  it('holds the seven example designs, each one graph file', async () => {
    expect((await readdir(examplesFolder)).filter((name) => name.endsWith('.json')).sort()).toEqual([
      'four-colours.json',
      'large-fill.json',
      'patch-production.json',
      'running-stitch-ellipse.json',
      'satin-star-outline.json',
      'tatami-square-two-holes.json',
      'text-atelier-8.json',
    ]);
  });

  it('sews the satin star outline as a column 3.4 mm wide, square to the line on straight runs', async () => {
    const { quality } = await evaluateExample('satin-star-outline');
    expectSound(quality);
    const column = quality.plan.satin![0]!;
    expect(Math.abs(column.width!.median - 3.4)).toBeLessThan(0.1);
    // Every stitch moves on half the 0.4 mm spacing across the column, 3.8 mm with the pull
    // compensation: atan(0.2 / 3.8) = 3.0 degrees, the worst as much as the median (a return
    // stitch moving on a whole spacing would lean 6 degrees); the plan's 0.1 mm grid tilts some
    // stitches a little more, still under 5 degrees.
    expect(column.lean!.median).toBeLessThan(5);
    expect(column.lean!.worst).toBeLessThan(5);
    // The closing segment is sewn: no stretch of the outline is left without stitches.
    expect(column.largestGap).toBeLessThan(1);
    expect(quality.file.jumps.count).toBe(0);
  });

  it('sews the running-stitch ellipse in stitches no longer than 2.5 mm without a jump', async () => {
    const { quality } = await evaluateExample('running-stitch-ellipse');
    expectSound(quality);
    expect(quality.plan.stitches.maximum).toBe(2.5);
    expect(quality.plan.jumps.count).toBe(0);
  });

  it('fills the 100 mm square around its two round holes, none sewn over', async () => {
    const { quality } = await evaluateExample('tatami-square-two-holes');
    expectSound(quality);
    const fill = quality.plan.fill!;
    // 100² - 2 x pi x 15² = 8586.3 mm².
    expect(Math.abs(fill.shapeArea - 8586.3) / 8586.3).toBeLessThan(0.005);
    expect(Math.abs(fill.coverage - 1)).toBeLessThan(0.03);
    expect(fill.stitchesInHoles).toBe(0);
    expect(Math.abs(fill.rowSpacing.measured! - 0.4)).toBeLessThan(0.01);
  });

  it('sews four colours with a trim before the 95 mm jump between the red squares', async () => {
    const { quality } = await evaluateExample('four-colours');
    expectSound(quality);
    // The red squares are 95 mm apart edge to edge (10 mm squares 105 mm apart).
    expect(quality.plan.jumps.longest).toBeGreaterThanOrEqual(95);
    expect(quality.plan.jumps.longest).toBeLessThan(100);
    expect(quality.plan.trims.wanted).toBeGreaterThanOrEqual(1);
    expect(quality.file.trims.missing).toBe(0);
  });

  it('sews the large design, some 50,000 stitches, within its limits', async () => {
    const { quality } = await evaluateExample('large-fill');
    expectSound(quality);
    expect(quality.plan.stitches.count).toBeGreaterThan(45_000);
    expect(quality.plan.stitches.count).toBeLessThan(60_000);
    const fill = quality.plan.fill!;
    expect(fill.stitchesInHoles).toBe(0);
    expect(Math.abs(fill.coverage - 1)).toBeLessThan(0.05);
    expect(Math.abs(fill.rowSpacing.measured! - 0.3)).toBeLessThan(0.02);
  });

  it('fills the text "Atelier 8" over its letters, counters left open', async () => {
    const { quality } = await evaluateExample('text-atelier-8');
    expectSound(quality);
    const fill = quality.plan.fill!;
    expect(fill.stitchesInHoles).toBe(0);
    expect(Math.abs(fill.coverage - 1)).toBeLessThan(0.05);
  });
});

describe('examples/embroidery/patch-production', () => {
  it('writes the four-colour patch as a DST and its worksheet PDF, the worksheet naming the design', async () => {
    const evaluation = await evaluateGraphFile({
      graphPath: path.join(examplesFolder, 'patch-production.json'),
      outputDirectory: path.join(output, 'patch-production'),
      quality: true,
    });
    expect(evaluation.issues).toEqual([]);
    const byNode = new Map(evaluation.exports.map((outcome) => [outcome.nodeId, outcome]));
    expect([...byNode.keys()].sort()).toEqual(['patch-dst', 'patch-worksheet']);
    const dst = byNode.get('patch-dst')!;
    expect(dst.file!.path.endsWith('.dst')).toBe(true);
    expectSound(dst.quality!);
    expect(dst.quality!.plan.trims.wanted).toBeGreaterThanOrEqual(1);
    const worksheet = byNode.get('patch-worksheet')!;
    expect(worksheet.file!.mimeType).toBe('application/pdf');
    const pdf = await readFile(worksheet.file!.path);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Read back as another tool reads it: poppler's pdftotext finds the heading and the date.
    const text = execFileSync('pdftotext', [worksheet.file!.path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Four-colour patch');
    expect(text).toContain('November 25, 2026');
  });
});

describe('examples/image', () => {
  const imageExamples = path.join(repositoryRoot, 'examples', 'image');

  it('holds the 2048 px gradient poster', async () => {
    expect((await readdir(imageExamples)).filter((name) => name.endsWith('.json')).sort()).toEqual([
      'gradient-poster-2048.json',
    ]);
  });

  it('writes the poster as a 2048 x 2048 PNG at 300 dpi, warm in the centre and dark in the corners', async () => {
    const evaluation = await evaluateGraphFile({
      graphPath: path.join(imageExamples, 'gradient-poster-2048.json'),
      outputDirectory: path.join(output, 'gradient-poster'),
    });
    expect(evaluation.issues).toEqual([]);
    const file = evaluation.exports[0]!.file!;
    expect(file).toMatchObject({ width: 2048, height: 2048, dotsPerInch: 300, mimeType: 'image/png' });
    const image = sharp(file.path);
    const metadata = await image.metadata();
    expect([metadata.width, metadata.height, metadata.density]).toEqual([2048, 2048, 300]);
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // The centre takes the first stop (255, 214, 120); the corners lie past 90 % of the way out,
    // so they take the last (46, 28, 84).
    for (const [channel, expected] of pixel(1024, 1024).map((value, index) => [
      value,
      [255, 214, 120][index]!,
    ]))
      expect(Math.abs(channel! - expected!)).toBeLessThanOrEqual(2);
    expect(pixel(0, 0)).toEqual([46, 28, 84]);
    expect(pixel(2047, 2047)).toEqual([46, 28, 84]);
  });
});
