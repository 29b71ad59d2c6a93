import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StitchPlan } from '@atelier/embroidery';
import { runOn, valuesOf } from './testing';
import { worksheetNode, worksheetWriterResourceId, type WorksheetFile } from './worksheet';
import { createWorksheetWriter } from './worksheet-writer';

const directory = mkdtempSync(join(tmpdir(), 'worksheet-node-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

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
        { x: 0, y: 0, kind: 'stitch' },
        { x: 300, y: 0, kind: 'stitch' },
        { x: 300, y: 200, kind: 'stitch' },
      ],
    },
  ],
};

describe('the worksheet node', () => {
  it('writes the worksheet through the host’s writer, in the host’s language', async () => {
    const writer = createWorksheetWriter({ locale: 'fr-FR', labels: { designSize: 'Taille du motif' } });
    const values = valuesOf(
      await runOn(
        worksheetNode,
        'stitchPlan',
        plan,
        { heading: 'Coquelicot', date: '2026-11-22' },
        {
          [worksheetWriterResourceId]: writer,
        },
      ),
    );
    const file = values['file'] as WorksheetFile;
    expect(file.mimeType).toBe('application/pdf');
    const path = join(directory, 'sheet.pdf');
    writeFileSync(path, file.bytes);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
    expect(text).toContain('Coquelicot');
    expect(text).toContain('22 novembre 2026');
    expect(text).toMatch(/Taille du motif\s+30,0 × 20,0 mm/);
    expect(text).toMatch(/1\s+Poppy\s+Madeira\s+1147\s+3/);
  });

  it('says so when the engine has no worksheet writer, as in the browser', async () => {
    const result = await runOn(worksheetNode, 'stitchPlan', plan);
    expect(result.messages[0]).toMatchObject({ code: 'missing-worksheet-writer' });
  });

  it('names the date control when the date is not a date', async () => {
    const result = await runOn(
      worksheetNode,
      'stitchPlan',
      plan,
      { date: '22/11/2026' },
      {
        [worksheetWriterResourceId]: createWorksheetWriter(),
      },
    );
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'date' } });
  });
});
