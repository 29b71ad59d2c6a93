import type { JobJson } from '@atelier/contracts';
import { locales } from '@atelier/i18n';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  elapsedMilliseconds,
  failureMessage,
  formatDuration,
  formatFileSize,
  jobText,
  progressPercent,
  successMessage,
} from './jobText';

async function translator(language: 'de' | 'en-GB' | 'en-US' | 'fr' | 'it'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [language]: { translation: locales[language] } },
    lng: language,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const base: JobJson = {
  id: 'a',
  target: 't',
  type: 'export',
  name: 'Rose patch',
  state: 'inprogress',
  parameters: {},
  progress: 0.456,
  progress_message: 'evaluating',
  error: null,
  error_reason: null,
  project_version_id: null,
  attempts: 1,
  result: null,
  files: [],
  created_at: null,
  started_at: '2026-11-25T10:00:00.000Z',
  finished_at: null,
  updated_at: null,
};

describe('the texts of a job', () => {
  it('translate the stage the worker reports', async () => {
    const german = await translator('de');
    expect(jobText(german, base)).toMatchObject({ kind: 'Export', state: 'Läuft', stage: 'Berechnet' });
    const french = await translator('fr');
    expect(jobText(french, { ...base, progress_message: 'writing' }).stage).toBe('Écriture');
    expect(jobText(french, { ...base, state: 'queued', progress_message: '' }).stage).toBe('En attente');
    const english = await translator('en-US');
    expect(jobText(english, { ...base, state: 'success' }).stage).toBe('Done');
    // A word the app does not know yet reads as waiting rather than showing a raw word.
    expect(jobText(english, { ...base, progress_message: 'meditating' }).stage).toBe('Waiting');
  });

  it('give the failure reason in the user language, and a general one for a reason it does not know', async () => {
    const failed = {
      ...base,
      state: 'failed' as const,
      error: 'no node writes a file',
      error_reason: 'nothing_to_export',
    };
    const italian = await translator('it');
    expect(jobText(italian, failed).reason).toBe(
      'Niente da esportare: il design non ha nessun nodo di esportazione.',
    );
    const english = await translator('en-US');
    expect(failureMessage(english, failed)).toBe(
      'Rose patch failed. Nothing to export: the design has no export node.',
    );
    expect(jobText(english, { ...failed, error_reason: 'solar_flare' }).reason).toBe('The job failed.');
    expect(jobText(english, base).reason).toBeUndefined();
  });

  it('name what is ready by the kind of job', async () => {
    const british = await translator('en-GB');
    expect(successMessage(british, { ...base, state: 'success' })).toBe('Export ready: Rose patch');
    expect(successMessage(british, { ...base, type: 'production', name: '' })).toBe(
      'Production files ready: Untitled job',
    );
    expect(jobText(british, { ...base, state: 'canceled' }).state).toBe('Cancelled');
  });
});

describe('progress and time of a job', () => {
  it('rounds the fraction to whole percent and counts a success as complete', () => {
    expect(progressPercent(base)).toBe(46);
    expect(progressPercent({ state: 'success', progress: 0.2 })).toBe(100);
    expect(progressPercent({ state: 'inprogress', progress: 1.7 })).toBe(100);
  });

  it('measures from the start to the end, or to now while running', () => {
    const now = Date.parse('2026-11-25T10:01:05.500Z');
    expect(elapsedMilliseconds(base, now)).toBe(65_500);
    expect(elapsedMilliseconds({ ...base, finished_at: '2026-11-25T10:00:07.000Z' }, now)).toBe(7_000);
    expect(elapsedMilliseconds({ ...base, started_at: null }, now)).toBeUndefined();
    expect(formatDuration(65_500)).toBe('1:05');
    expect(formatDuration(7_000)).toBe('0:07');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
  });
});

describe('file sizes', () => {
  it('spell whole bytes out in the user language and give larger files in kB or MB', () => {
    expect(formatFileSize(318, 'en-US')).toBe('318 bytes');
    expect(formatFileSize(1, 'en-GB')).toBe('1 byte');
    expect(formatFileSize(318, 'fr')).toBe('318\u00a0octets');
    expect(formatFileSize(110_600, 'en-US')).toBe('110.6 kB');
    expect(formatFileSize(2_500_000, 'de')).toBe('2,5 MB');
  });
});
