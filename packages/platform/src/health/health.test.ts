import { describe, expect, it } from 'vitest';
import { createHealth } from './health';

describe('createHealth', () => {
  it('is ready when every check passes', async () => {
    const health = createHealth({ database: async () => {}, bus: async () => {} });
    expect(health.liveness()).toEqual({ status: 'alive' });
    expect(await health.readiness()).toEqual({
      status: 'ready',
      checks: { database: { status: 'ok' }, bus: { status: 'ok' } },
    });
  });

  it('names the failing dependency and a check that hangs', async () => {
    const health = createHealth(
      {
        database: async () => {
          throw new Error('connection refused');
        },
        bus: () => new Promise(() => {}),
        blobs: async () => {},
      },
      { timeoutMilliseconds: 50 },
    );
    expect(await health.readiness()).toEqual({
      status: 'unavailable',
      checks: {
        database: { status: 'failing', message: 'connection refused' },
        bus: { status: 'failing', message: 'no answer within 50 ms' },
        blobs: { status: 'ok' },
      },
    });
  });
});
