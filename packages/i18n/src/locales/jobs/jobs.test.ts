import { describe, expect, it } from 'vitest';
import { locales, supportedLanguages } from '../../index';

// The words of the job contract (packages/contracts/src/jobs.ts), spelled out here because this
// package does not depend on the contracts.
const jobStates = ['created', 'queued', 'inprogress', 'success', 'failed', 'canceled'];
const jobStages = ['waiting', 'loading', 'evaluating', 'writing', 'done'] as const;
const jobKinds = ['export', 'production', 'preview'];
const jobFailureReasons = [
  'node_failed',
  'timed_out',
  'out_of_memory',
  'delivery_limit',
  'target_not_found',
  'nothing_to_export',
  'worker_error',
] as const;

describe('messages of the jobs panel', () => {
  it('name every job state, stage, kind and failure reason of the contract in every language', () => {
    for (const language of supportedLanguages) {
      const jobs = locales[language].jobs;
      expect(Object.keys(jobs.states).sort()).toEqual([...jobStates].sort());
      expect(Object.keys(jobs.stages).sort()).toEqual([...jobStages].sort());
      expect(Object.keys(jobs.kinds).sort()).toEqual([...jobKinds, 'other'].sort());
      expect(Object.keys(jobs.reasons).sort()).toEqual([...jobFailureReasons, 'unknown'].sort());
    }
  });

  it('are translated, not copied from English, in German, French and Italian', () => {
    const english = locales['en-US'].jobs;
    for (const language of ['de', 'fr', 'it'] as const) {
      const jobs = locales[language].jobs;
      for (const reason of jobFailureReasons) expect(jobs.reasons[reason]).not.toBe(english.reasons[reason]);
      for (const stage of jobStages) expect(jobs.stages[stage]).not.toBe(english.stages[stage]);
      expect(jobs.toast.exportReady).not.toBe(english.toast.exportReady);
    }
    expect(locales.de.jobs.reasons.nothing_to_export).toBe(
      'Nichts zu exportieren: Das Design hat keinen Export-Knoten.',
    );
    expect(locales.fr.jobs.stages.evaluating).toBe('Calcul');
    expect(locales.it.jobs.states.queued).toBe('In coda');
  });

  it('spell cancelled the British way in British English only', () => {
    expect(locales['en-GB'].jobs.states.canceled).toBe('Cancelled');
    expect(locales['en-US'].jobs.states.canceled).toBe('Canceled');
  });
});
