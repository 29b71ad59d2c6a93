import { ConfigurationError, parseEnvironment } from '@atelier/platform';
import { describe, expect, it } from 'vitest';
import { projectServiceEnvironment, projectServiceSettingsFrom } from './settings';

describe('the project service settings', () => {
  it('sweeps hourly for leftovers older than a day and folds saves up to a ten-minute pause when nothing is set', () => {
    expect(projectServiceSettingsFrom(parseEnvironment(projectServiceEnvironment, {}))).toEqual({
      leftoverSweep: { intervalMilliseconds: 3_600_000, gracePeriodMilliseconds: 86_400_000 },
      history: { pauseMilliseconds: 600_000 },
    });
  });

  it('takes the history pause in seconds', () => {
    const environment = parseEnvironment(projectServiceEnvironment, { HISTORY_PAUSE_SECONDS: '5' });
    expect(projectServiceSettingsFrom(environment).history).toEqual({ pauseMilliseconds: 5_000 });
  });

  it('takes the interval in minutes and the grace period in hours', () => {
    const environment = parseEnvironment(projectServiceEnvironment, {
      BLOB_SWEEP_INTERVAL_MINUTES: '15',
      BLOB_SWEEP_GRACE_HOURS: '2',
    });
    expect(projectServiceSettingsFrom(environment).leftoverSweep).toEqual({
      intervalMilliseconds: 900_000,
      gracePeriodMilliseconds: 7_200_000,
    });
  });

  it('refuses a grace period of none, or a word, naming the variable', () => {
    for (const value of ['0', 'soon']) {
      let thrown: unknown;
      try {
        parseEnvironment(projectServiceEnvironment, { BLOB_SWEEP_GRACE_HOURS: value });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ConfigurationError);
      expect((thrown as ConfigurationError).problems.map((problem) => problem.variable)).toEqual([
        'BLOB_SWEEP_GRACE_HOURS',
      ]);
    }
  });
});
