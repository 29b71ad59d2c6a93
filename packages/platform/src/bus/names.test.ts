import { describe, expect, it } from 'vitest';

import {
  assertPublishSubject,
  assertSubscribeSubject,
  eventSubjectFromWire,
  eventWireSubject,
  queueNames,
  safeToken,
  subjectMatches,
} from './names';

describe('subjectMatches', () => {
  // Cases follow the NATS subject rules: `*` stands for exactly one token, `>` for one or more
  // trailing tokens, and a literal token must be equal.
  it.each([
    ['orders.created', 'orders.created', true],
    ['orders.created', 'orders.updated', false],
    ['orders.*', 'orders.created', true],
    ['orders.*', 'orders', false],
    ['orders.*', 'orders.item.added', false],
    ['*.created', 'orders.created', true],
    ['orders.>', 'orders.created', true],
    ['orders.>', 'orders.item.added', true],
    ['orders.>', 'orders', false],
    ['>', 'anything.at.all', true],
    ['orders.*.added', 'orders.item.added', true],
    ['orders.*.added', 'orders.item.removed', false],
    ['orders.created', 'orders.created.late', false],
  ])('%s against %s is %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});

describe('subject validation', () => {
  it('refuses wildcards, empty tokens and whitespace when publishing', () => {
    expect(() => assertPublishSubject('orders.*')).toThrow(/wildcards/);
    expect(() => assertPublishSubject('orders.>')).toThrow(/wildcards/);
    expect(() => assertPublishSubject('orders..created')).toThrow(/empty token/);
    expect(() => assertPublishSubject('orders created')).toThrow(/whitespace/);
    expect(() => assertPublishSubject('')).toThrow();
    expect(() => assertPublishSubject('orders.created')).not.toThrow();
  });

  it('allows `>` only as the last token when subscribing', () => {
    expect(() => assertSubscribeSubject('orders.>.created')).toThrow(/last token/);
    expect(() => assertSubscribeSubject('orders.>')).not.toThrow();
    expect(() => assertSubscribeSubject('*.created')).not.toThrow();
  });
});

describe('names derived for JetStream', () => {
  it('keeps safe names and makes unsafe ones safe without letting them collide', () => {
    expect(safeToken('render-jobs_2')).toBe('render-jobs_2');
    const dotted = safeToken('render.jobs');
    const slashed = safeToken('render/jobs');
    expect(dotted).toMatch(/^render_jobs-[0-9a-f]{8}$/);
    expect(slashed).toMatch(/^render_jobs-[0-9a-f]{8}$/);
    expect(dotted).not.toBe(slashed);
  });

  it('derives stream, consumer, item subject and dead-letter subject from prefix and queue name', () => {
    expect(queueNames('atelier', 'render-jobs')).toEqual({
      streamName: 'atelier_render-jobs',
      consumerName: 'atelier_render-jobs_workers',
      itemSubject: 'atelier.queue.render-jobs',
      deadLetterSubject: 'dead-letter.render-jobs',
    });
  });

  it('keeps events apart from queue items under the prefix', () => {
    expect(eventWireSubject('atelier', 'job.finished')).toBe('atelier.event.job.finished');
    expect(eventSubjectFromWire('atelier', 'atelier.event.job.finished')).toBe('job.finished');
  });
});
