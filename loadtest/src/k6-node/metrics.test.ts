import { describe, expect, it } from 'vitest';
import { durationMilliseconds } from './durations';
import { evaluateThresholds, parseSelector, parseThreshold, percentile, type Sample } from './metrics';

const trend = (metric: string, value: number, tags: Record<string, string> = {}): Sample => ({
  metric,
  type: 'trend',
  value,
  tags,
});
const rate = (metric: string, value: number, tags: Record<string, string> = {}): Sample => ({
  metric,
  type: 'rate',
  value,
  tags,
});

describe('k6 threshold expressions', () => {
  it('parses aggregations, percentiles and operators as k6 writes them', () => {
    expect(parseThreshold('p(95)<500')).toMatchObject({
      aggregation: 'p',
      percentile: 95,
      operator: '<',
      value: 500,
    });
    expect(parseThreshold('p(99.9) <= 1.5e3')).toMatchObject({
      percentile: 99.9,
      operator: '<=',
      value: 1500,
    });
    expect(parseThreshold('rate<0.01')).toMatchObject({ aggregation: 'rate', operator: '<', value: 0.01 });
    expect(parseThreshold('avg<200')).toMatchObject({ aggregation: 'avg', value: 200 });
    expect(parseThreshold('count===6')).toMatchObject({ aggregation: 'count', operator: '===' });
    expect(parseThreshold(' med != 3 ')).toMatchObject({ aggregation: 'med', operator: '!=' });
    for (const wrong of ['p95<500', 'p(95)', 'average<1', 'rate<<1', 'p(101)<1', 'rate < x'])
      expect(() => parseThreshold(wrong), wrong).toThrow();
  });

  it('selects sub-metrics by tags, group paths with their colons included', () => {
    expect(parseSelector('http_req_duration{group:::list projects}')).toEqual({
      metric: 'http_req_duration',
      tags: { group: '::list projects' },
    });
    expect(parseSelector('http_req_duration{name:GET /file/:id,method:GET}')).toEqual({
      metric: 'http_req_duration',
      tags: { name: 'GET /file/:id', method: 'GET' },
    });
    expect(parseSelector('checks')).toEqual({ metric: 'checks', tags: {} });
  });

  it('interpolates percentiles between the closest ranks, as k6 does', () => {
    const values = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(values, 50)).toBeCloseTo(5.5);
    expect(percentile(values, 95)).toBeCloseTo(9.55);
    expect(percentile(values, 100)).toBe(10);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });

  it('evaluates each threshold on its metric or sub-metric', () => {
    const samples = [
      ...[10, 20, 30, 40, 400].map((value) => trend('http_req_duration', value, { group: '::list' })),
      ...[5, 6].map((value) => trend('http_req_duration', value, { group: '::save' })),
      ...[0, 0, 0, 1].map((value) => rate('http_req_failed', value)),
      { metric: 'http_reqs', type: 'counter' as const, value: 1, tags: {} },
      { metric: 'http_reqs', type: 'counter' as const, value: 1, tags: {} },
    ];
    const results = evaluateThresholds(
      {
        'http_req_duration{group:::list}': ['p(95)<300', 'med<=30'],
        'http_req_duration{group:::save}': ['max<10'],
        http_req_failed: ['rate<0.01', { threshold: 'rate<0.5', abortOnFail: true }],
        http_reqs: ['count==2', 'rate>0.5'],
        checks: ['rate>0.9'],
      },
      samples,
      2,
    );
    expect(results.map((result) => [result.key, result.source, result.passed])).toEqual([
      ['http_req_duration{group:::list}', 'p(95)<300', false],
      ['http_req_duration{group:::list}', 'med<=30', true],
      ['http_req_duration{group:::save}', 'max<10', true],
      ['http_req_failed', 'rate<0.01', false],
      ['http_req_failed', 'rate<0.5', true],
      ['http_reqs', 'count==2', true],
      ['http_reqs', 'rate>0.5', true],
      // No check ran: an empty rate is 0, as in k6.
      ['checks', 'rate>0.9', false],
    ]);
    expect(results[0]!.value).toBeCloseTo(328);
    expect(results[3]!.value).toBe(0.25);
  });

  it('refuses an aggregation a metric type lacks and a metric nobody emits', () => {
    expect(() => evaluateThresholds({ http_req_failed: ['p(95)<1'] }, [], 1)).toThrow(/does not apply/);
    expect(() => evaluateThresholds({ no_such_metric: ['count<1'] }, [], 1)).toThrow(/no metric/);
  });

  it('reads k6 durations', () => {
    expect(durationMilliseconds('10s')).toBe(10_000);
    expect(durationMilliseconds('1m30s')).toBe(90_000);
    expect(durationMilliseconds('250ms')).toBe(250);
    expect(() => durationMilliseconds('10 seconds')).toThrow();
  });
});
