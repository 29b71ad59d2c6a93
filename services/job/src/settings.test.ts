import { ConfigurationError, parseEnvironment } from '@atelier/platform';
import { describe, expect, it } from 'vitest';
import { jobServiceEnvironment, jobServiceSettingsFrom } from './settings';

describe('the job service settings', () => {
  it('default to two jobs per user, seven days of retention and the render queue of the contract', () => {
    expect(jobServiceSettingsFrom(parseEnvironment(jobServiceEnvironment, {}))).toEqual({
      userConcurrency: 2,
      retentionMilliseconds: 7 * 24 * 60 * 60 * 1000,
      retentionIntervalMilliseconds: 60 * 60 * 1000,
      renderQueue: { ackWaitMs: 60_000, maxDeliver: 3 },
    });
  });

  it('read the variables, and refuse a bad value naming it', () => {
    const settings = jobServiceSettingsFrom(
      parseEnvironment(jobServiceEnvironment, {
        JOB_USER_CONCURRENCY: '5',
        JOB_RETENTION_DAYS: '1',
        RENDER_ACK_WAIT_SECONDS: '10',
        RENDER_MAX_DELIVER: '4',
      }),
    );
    expect(settings).toMatchObject({
      userConcurrency: 5,
      retentionMilliseconds: 24 * 60 * 60 * 1000,
      renderQueue: { ackWaitMs: 10_000, maxDeliver: 4 },
    });
    expect(() => parseEnvironment(jobServiceEnvironment, { JOB_USER_CONCURRENCY: '0' })).toThrow(
      ConfigurationError,
    );
    expect(() => parseEnvironment(jobServiceEnvironment, { JOB_RETENTION_DAYS: 'week' })).toThrow(
      /JOB_RETENTION_DAYS/,
    );
  });
});
