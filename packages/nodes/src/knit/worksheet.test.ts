import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locales } from '@atelier/i18n';
import { afterAll, describe, expect, it } from 'vitest';
import { runOn, valuesOf } from '../embroidery/testing';
import { chartOf, red, white } from './testing';
import { knitWorksheetNode, knitWorksheetWriterResourceId, type KnitWorksheetFile } from './worksheet';
import { createKnitWorksheetWriter } from './worksheet-writer';

const directory = mkdtempSync(join(tmpdir(), 'knit-worksheet-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const chart = chartOf(['0000000000', '0110110110', '0000000000'], [white, red]);

async function textOf(bytes: Uint8Array, name: string): Promise<string> {
  const path = join(directory, `${name}.pdf`);
  writeFileSync(path, bytes);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

describe('the knitting worksheet node', () => {
  it('writes the chart, gauge, yarns and machine in the user’s language', async () => {
    const { untitled, ...labels } = locales.de.knit.worksheet;
    const writer = createKnitWorksheetWriter({ labels, locale: 'de', untitled });
    const values = valuesOf(
      await runOn(
        knitWorksheetNode,
        'knitChart',
        chart,
        { heading: 'Mütze', date: '2026-11-22', machine: 'kniterate' },
        {
          [knitWorksheetWriterResourceId]: writer,
        },
      ),
    );
    const file = values['file'] as KnitWorksheetFile;
    expect(file.mimeType).toBe('application/pdf');
    const text = await textOf(file.bytes, 'de');
    expect(text).toContain('Mütze');
    expect(text).toContain('22. November 2026');
    // 10 needles at 28 a 10 cm: 3,6 cm; 3 rows at 36: 0,8 cm.
    expect(text).toMatch(/Größe\s+3,6 × 0,8 cm/);
    expect(text).toMatch(/Maschenprobe\s+28,0 Maschen und 36,0 Reihen pro 10 cm/);
    expect(text).toContain('Kniterate');
    expect(text).toMatch(/1\s+Ecru\s+Atelier\s+W01/);
    expect(text).toMatch(/2\s+Poppy\s+Atelier\s+R07/);
    expect(text).toContain('Strickschrift');
  });

  it('says so when the engine has no worksheet writer, as in the browser', async () => {
    const result = await runOn(knitWorksheetNode, 'knitChart', chart);
    expect(result.messages[0]).toMatchObject({ code: 'missing-worksheet-writer' });
  });
});
