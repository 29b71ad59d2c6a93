import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simulateKnitout, parseKnitout } from '@atelier/knit/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateGraphFile } from '../cli/evaluate-graph';

// The example graphs shipped in examples/knitting, evaluated as `npm run graph -- eval` does,
// their files read back: knitout by a reader and machine simulator written from the
// specification, PNGs by sharp, the worksheet by pdftotext.
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const examplesFolder = path.join(repositoryRoot, 'examples', 'knitting');
let output: string;

beforeAll(async () => {
  output = await mkdtemp(path.join(tmpdir(), 'atelier-knit-examples-'));
});
afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

async function evaluateExample(name: string): Promise<Map<string, Uint8Array>> {
  const evaluation = await evaluateGraphFile({
    graphPath: path.join(examplesFolder, `${name}.json`),
    outputDirectory: path.join(output, name),
  });
  expect(evaluation.issues).toEqual([]);
  const files = new Map<string, Uint8Array>();
  for (const outcome of evaluation.exports) {
    expect(outcome.failure).toBeUndefined();
    files.set(path.basename(outcome.file!.path), new Uint8Array(await readFile(outcome.file!.path)));
  }
  return files;
}

function knitoutReport(bytes: Uint8Array) {
  const text = new TextDecoder().decode(bytes);
  const report = simulateKnitout(text);
  expect(report.errors).toEqual([]);
  expect(report.carriersLeftIn).toEqual([]);
  expect(report.loopsLeft).toBe(0);
  return { report, headers: parseKnitout(text).headers, lines: text.split('\n') };
}

describe('examples/knitting', () => {
  it('holds the three example graphs and the image one of them loads', async () => {
    expect((await readdir(examplesFolder)).sort()).toEqual([
      'birdseye-star-panel.json',
      'fair-isle-ayab.json',
      'fair-isle-band.png',
      'ribbed-hat-band.json',
    ]);
  });

  it('knits the star panel as a two-colour birdseye on the Kniterate, no float over one needle', async () => {
    const files = await evaluateExample('birdseye-star-panel');
    const { report, headers } = knitoutReport(files.get('knitout.k')!);
    expect(headers.get('Machine')).toBe('Kniterate');
    expect(headers.get('Carriers')).toBe('1 2 3 4 5 6');
    // Three stars of 40 mm radius, 85 mm apart: a point up, so each is 2 × 40 cos 18° = 76.1 mm
    // wide and the row 170 + 76.1 = 246.1 mm, 74 needles at 30 stitches per 10 cm, centred on 252.
    expect(report.needlesUsed).toEqual({ minimum: 90, maximum: 163 });
    expect([...report.loops.keys()].sort()).toEqual(['1', '2']);
    expect(report.longestFloat).toBeLessThanOrEqual(1);
    expect(report.counts.get('rack')).toBeGreaterThan(0);
  });

  it('writes the Fair Isle band as a 192 × 48 AYAB chart for a 200-needle Brother, the image repeated stitch for stitch', async () => {
    const files = await evaluateExample('fair-isle-ayab');
    const bytes = files.get('ayab.png')!;
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 192, height: 48, isPalette: true });
    expect(metadata.width).toBeLessThanOrEqual(200);
    const chart = await sharp(bytes).removeAlpha().raw().toBuffer();
    const band = await sharp(path.join(examplesFolder, 'fair-isle-band.png')).removeAlpha().raw().toBuffer({
      resolveWithObject: true,
    });
    expect([band.info.width, band.info.height]).toEqual([24, 12]);
    const colours = new Set<string>();
    for (let y = 0; y < 48; y++) {
      for (let x = 0; x < 192; x++) {
        const at = (y * 192 + x) * 3;
        const from = ((y % 12) * 24 + (x % 24)) * 3;
        expect([x, y, ...chart.subarray(at, at + 3)]).toEqual([x, y, ...band.data.subarray(from, from + 3)]);
        colours.add(chart.subarray(at, at + 3).join(','));
      }
    }
    expect(colours.size).toBe(2);
  });

  it('writes the ribbed hat band’s worksheet and knitout: 140 needles of 2x2 rib, purl stitches on the back bed', async () => {
    const files = await evaluateExample('ribbed-hat-band');
    const pdfPath = path.join(output, 'ribbed-hat-band', 'worksheet.pdf');
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
    expect(text).toContain('Ribbed hat band');
    expect(text).toMatch(/Needles × rows\s+140 × 29/);
    expect(text).toMatch(/Size\s+50\.0 × 8\.1 cm/);
    const { report, lines } = knitoutReport(files.get('knitout.k')!);
    expect(report.needlesUsed).toEqual({ minimum: 57, maximum: 196 });
    // Needles 3 and 4 of every four are purled: moved to the back before row 1 and back at the end.
    expect(lines).toContain('xfer f59 b59');
    expect(lines).toContain('xfer b59 f59');
    expect(lines.filter((line) => line.startsWith('xfer f'))).toHaveLength(70);
    expect(lines.filter((line) => /^knit [+-] b\d+ 1$/.test(line))).toHaveLength(70 * 29);
  });
});
