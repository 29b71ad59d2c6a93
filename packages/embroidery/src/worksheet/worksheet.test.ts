import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Stitch, StitchPlan } from '../plan/plan';
import { writeWorksheet } from './worksheet';

const directory = mkdtempSync(join(tmpdir(), 'worksheet-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array, name: string): string {
  const file = join(directory, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

// Poppy: 51 stitches along the top edge (2 mm apart), a trim, a jump and 51 back along y = 50 mm.
// Lagoon: 26 stitches down the right edge to y = 80 mm. The design is 100 x 80 mm.
function row(y: number, backwards = false): Stitch[] {
  const stitches = Array.from({ length: 51 }, (_, index) => ({ x: index * 20, y, kind: 'stitch' as const }));
  return backwards ? stitches.reverse() : stitches;
}
const plan: StitchPlan = {
  blocks: [
    {
      thread: {
        colour: { red: 200, green: 30, blue: 30 },
        name: 'Poppy',
        brand: 'Madeira',
        catalogueNumber: '1147',
      },
      stitches: [
        ...row(0),
        { x: 1000, y: 0, kind: 'trim' },
        { x: 1000, y: 500, kind: 'jump' },
        ...row(500, true),
      ],
    },
    {
      thread: {
        colour: { red: 20, green: 90, blue: 180 },
        name: 'Lagoon',
        brand: 'Isacord',
        catalogueNumber: '3810',
      },
      stitches: [
        { x: 0, y: 500, kind: 'trim' },
        { x: 1000, y: 550, kind: 'jump' },
        ...Array.from({ length: 26 }, (_, index) => ({
          x: 1000,
          y: 550 + index * 10,
          kind: 'stitch' as const,
        })),
      ],
    },
  ],
};

describe('writeWorksheet', () => {
  it('writes the figures, the scale and one row per colour block, read back with pdftotext', async () => {
    const bytes = await writeWorksheet(plan, {
      title: 'Poppy badge',
      date: new Date(Date.UTC(2026, 10, 22)),
      machineSpeed: 800,
    });
    expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%PDF-');
    const text = pdfText(bytes, 'a4.pdf');
    const line = (label: string) =>
      text
        .split('\n')
        .find((candidate) => candidate.includes(label))
        ?.trim();
    expect(text).toContain('Poppy badge');
    expect(text).toContain('Date: November 22, 2026');
    expect(line('Design size')).toMatch(/Design size\s+100\.0 × 80\.0 mm$/);
    expect(line('Stitches  ')).toMatch(/Stitches\s+128$/);
    expect(line('Colours')).toMatch(/Colours\s+2$/);
    expect(line('Colour changes')).toMatch(/Colour changes\s+1$/);
    expect(line('Trims')).toMatch(/Trims\s+2$/);
    expect(line('Stops')).toMatch(/Stops\s+0$/);
    expect(line('Jumps')).toMatch(/Jumps\s+2$/);
    // (128 stitches + 2 jumps) at 800 a minute = 9.75 s, + 2 trims x 4 s + 1 colour change x 15 s = 32.75 s.
    expect(line('Sewing time')).toMatch(/Sewing time at 800 stitches per minute\s+0:00:33$/);
    // Sewn: 2 x 100 mm + 25 mm = 225 mm, + 128 stitches x 1 mm = 353 mm; the bobbin a third of it.
    expect(line('Top thread')).toMatch(/Top thread\s+0\.4 m$/);
    expect(line('Bobbin thread')).toMatch(/Bobbin thread\s+0\.1 m$/);
    expect(text).toMatch(/Scale: 20 mm/);
    expect(line('Madeira')).toMatch(/^1\s+Poppy\s+Madeira\s+1147\s+102$/);
    expect(line('Isacord')).toMatch(/^2\s+Lagoon\s+Isacord\s+3810\s+26$/);
  });

  it('takes the caller’s labels, language and paper', async () => {
    const bytes = await writeWorksheet(plan, {
      title: 'Mohnblume',
      date: new Date(Date.UTC(2026, 10, 22)),
      locale: 'de-DE',
      paper: 'Letter',
      labels: { date: 'Datum', designSize: 'Motivgröße', stitches: 'Stiche', colourBlocks: 'Farbfolge' },
    });
    const text = pdfText(bytes, 'letter.pdf');
    expect(text).toContain('Datum: 22. November 2026');
    expect(text).toMatch(/Motivgröße\s+100,0 × 80,0 mm/);
    expect(text).toContain('Farbfolge');
    const info = execFileSync('pdfinfo', [join(directory, 'letter.pdf')], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
  });

  it('continues the colour rows on further pages', async () => {
    const many: StitchPlan = {
      blocks: Array.from({ length: 80 }, (_, index) => ({
        thread: {
          colour: { red: index * 3, green: 0, blue: 0 },
          name: `Shade ${index + 1}`,
          brand: '',
          catalogueNumber: '',
        },
        stitches: [
          { x: index * 10, y: 0, kind: 'stitch' as const },
          { x: index * 10 + 5, y: 0, kind: 'stitch' as const },
        ],
      })),
    };
    const bytes = await writeWorksheet(many, { title: 'Gradient', date: new Date(0) });
    const text = pdfText(bytes, 'many.pdf');
    expect(text).toContain('Shade 80');
    expect(text.split('\f').filter((page) => page.trim().length > 0).length).toBeGreaterThan(1);
  });
});
