import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { acceptRequestId, runWithRequestContext } from './request-context';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, destination };
}

describe('createLogger', () => {
  it('adds the request id and user of the current request to every line', async () => {
    const { lines, destination } = capture();
    const logger = createLogger({ name: 'project', destination });
    logger.info('outside');
    await runWithRequestContext({ requestId: 'req-42', userId: 'u-7' }, async () => {
      await Promise.resolve();
      logger.info({ projectId: 'p1' }, 'inside');
    });
    expect(lines[0]).toMatchObject({ name: 'project', msg: 'outside' });
    expect(lines[0]).not.toHaveProperty('requestId');
    expect(lines[1]).toMatchObject({
      name: 'project',
      msg: 'inside',
      requestId: 'req-42',
      userId: 'u-7',
      projectId: 'p1',
    });
  });

  it('never writes a bearer token', () => {
    const { lines, destination } = capture();
    createLogger({ name: 'gateway', destination }).info(
      { headers: { authorization: 'Bearer secret' } },
      'call',
    );
    expect(JSON.stringify(lines[0])).not.toContain('secret');
  });
});

describe('acceptRequestId', () => {
  it('keeps a well-formed id and replaces anything that could forge log lines', () => {
    expect(acceptRequestId('abc-123')).toBe('abc-123');
    const replaced = acceptRequestId('evil\n{"level":60}');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect(acceptRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
