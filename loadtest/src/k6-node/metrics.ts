// k6's metrics as this runner keeps them: every sample with its tags, aggregated at the end the
// way k6's sinks aggregate, and thresholds parsed and evaluated with k6's expression syntax
// (`p(95)<500`, `rate<0.01`, `avg<200`, `count>10`) on a metric or on a sub-metric selected by
// tags (`http_req_duration{group:::list projects}`).

export type MetricType = 'trend' | 'rate' | 'counter' | 'gauge';

export interface Sample {
  metric: string;
  type: MetricType;
  value: number;
  tags: Record<string, string>;
  /** A trend of milliseconds (k6 shows it as a time). */
  isTime?: boolean;
}

export type Operator = '<' | '<=' | '>' | '>=' | '==' | '===' | '!=';

export interface ParsedThreshold {
  source: string;
  /** avg, min, max, med, count, rate, value, or p(N). */
  aggregation: string;
  /** N of p(N), in percent. */
  percentile?: number;
  operator: Operator;
  value: number;
}

const thresholdPattern =
  /^\s*(avg|min|max|med|count|rate|value|p\(\s*(\d+(?:\.\d+)?)\s*\))\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)\s*$/;

/** Parses one threshold expression; throws on anything k6 would refuse. */
export function parseThreshold(source: string): ParsedThreshold {
  const match = thresholdPattern.exec(source);
  if (!match) throw new Error(`not a threshold expression: ${JSON.stringify(source)}`);
  const percentile = match[2] === undefined ? undefined : Number(match[2]);
  if (percentile !== undefined && (percentile < 0 || percentile > 100))
    throw new Error(`percentile out of range in ${JSON.stringify(source)}`);
  return {
    source,
    aggregation: percentile === undefined ? match[1]! : 'p',
    ...(percentile === undefined ? {} : { percentile }),
    operator: match[3] as Operator,
    value: Number(match[4]),
  };
}

export interface MetricSelector {
  metric: string;
  tags: Record<string, string>;
}

/** `name` or `name{tag:value,other:value}`; a value may itself hold colons (`group:::a`). */
export function parseSelector(key: string): MetricSelector {
  const match = /^([A-Za-z0-9_.-]+)(?:\{(.*)\})?$/.exec(key.trim());
  if (!match) throw new Error(`not a metric name: ${JSON.stringify(key)}`);
  const tags: Record<string, string> = {};
  if (match[2] !== undefined) {
    for (const pair of match[2].split(',')) {
      const colon = pair.indexOf(':');
      if (colon <= 0) throw new Error(`not a tag in ${JSON.stringify(key)}: ${JSON.stringify(pair)}`);
      tags[pair.slice(0, colon).trim()] = pair
        .slice(colon + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
    }
  }
  return { metric: match[1]!, tags };
}

/** The pct-th percentile (0 to 100) of sorted values, interpolated between closest ranks as k6 does. */
export function percentile(sorted: readonly number[], pct: number): number {
  if (sorted.length === 0) return 0;
  if (sorted.length === 1) return sorted[0]!;
  const position = (pct / 100) * (sorted.length - 1);
  const lower = sorted[Math.floor(position)]!;
  const upper = sorted[Math.ceil(position)]!;
  return lower + (upper - lower) * (position - Math.floor(position));
}

const aggregationsOf: Record<MetricType, readonly string[]> = {
  trend: ['avg', 'min', 'max', 'med', 'p'],
  rate: ['rate'],
  counter: ['count', 'rate'],
  gauge: ['value'],
};

/**
 * One aggregation of a metric's values (an empty metric aggregates to 0, as k6's sinks do);
 * `seconds` is the test's duration, for a counter's rate per second.
 */
export function aggregate(
  type: MetricType,
  values: readonly number[],
  threshold: Pick<ParsedThreshold, 'aggregation' | 'percentile'>,
  seconds: number,
): number {
  const { aggregation } = threshold;
  if (!aggregationsOf[type].includes(aggregation))
    throw new Error(`${aggregation} does not apply to a ${type} metric`);
  if (values.length === 0) return 0;
  switch (type) {
    case 'rate':
      return values.filter((value) => value !== 0).length / values.length;
    case 'counter': {
      const sum = values.reduce((total, value) => total + value, 0);
      return aggregation === 'count' ? sum : sum / seconds;
    }
    case 'gauge':
      return values[values.length - 1]!;
    case 'trend': {
      if (aggregation === 'avg') return values.reduce((total, value) => total + value, 0) / values.length;
      if (aggregation === 'min') return Math.min(...values);
      if (aggregation === 'max') return Math.max(...values);
      const sorted = [...values].sort((first, second) => first - second);
      return percentile(sorted, aggregation === 'med' ? 50 : threshold.percentile!);
    }
  }
}

export function compare(left: number, operator: Operator, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '==':
    case '===':
      return left === right;
    case '!=':
      return left !== right;
  }
}

/** A threshold as k6's options give it: an expression, or an object with one. */
export type ThresholdOption = string | { threshold: string; abortOnFail?: boolean };

export interface ThresholdResult {
  /** The options key: a metric, perhaps with tags. */
  key: string;
  source: string;
  value: number;
  /** How many samples the (sub-)metric had. */
  samples: number;
  passed: boolean;
}

/** Whether a sample carries every tag of the selector with the same value. */
export function matches(sample: Sample, selector: MetricSelector): boolean {
  if (sample.metric !== selector.metric) return false;
  for (const [tag, value] of Object.entries(selector.tags)) if (sample.tags[tag] !== value) return false;
  return true;
}

/**
 * Every threshold of the options against the samples. A threshold on a metric the run never
 * emitted and that is not one of k6's own fails loudly, as k6 refuses to start with one.
 */
export function evaluateThresholds(
  thresholds: Record<string, readonly ThresholdOption[]>,
  samples: readonly Sample[],
  seconds: number,
): ThresholdResult[] {
  const results: ThresholdResult[] = [];
  for (const [key, list] of Object.entries(thresholds)) {
    const selector = parseSelector(key);
    const selected = samples.filter((sample) => matches(sample, selector));
    const type = selected[0]?.type ?? builtInTypes[selector.metric];
    if (!type) throw new Error(`threshold on ${key}: no metric ${selector.metric} in this run`);
    const values = selected.map((sample) => sample.value);
    for (const option of list) {
      const source = typeof option === 'string' ? option : option.threshold;
      const parsed = parseThreshold(source);
      const value = aggregate(type, values, parsed, seconds);
      results.push({
        key,
        source,
        value,
        samples: values.length,
        passed: compare(value, parsed.operator, parsed.value),
      });
    }
  }
  return results;
}

/** k6's built-in metrics, so thresholds on them are valid before their first sample. */
export const builtInTypes: Record<string, MetricType> = {
  http_reqs: 'counter',
  http_req_duration: 'trend',
  http_req_waiting: 'trend',
  http_req_receiving: 'trend',
  http_req_sending: 'trend',
  http_req_blocked: 'trend',
  http_req_connecting: 'trend',
  http_req_tls_handshaking: 'trend',
  http_req_failed: 'rate',
  iterations: 'counter',
  iteration_duration: 'trend',
  dropped_iterations: 'counter',
  group_duration: 'trend',
  checks: 'rate',
  data_received: 'counter',
  data_sent: 'counter',
  vus: 'gauge',
  vus_max: 'gauge',
};

export interface TrendSummary {
  count: number;
  avg: number;
  min: number;
  med: number;
  max: number;
  p90: number;
  p95: number;
}

export function summariseTrend(values: readonly number[]): TrendSummary {
  const sorted = [...values].sort((first, second) => first - second);
  return {
    count: sorted.length,
    avg: sorted.length ? sorted.reduce((total, value) => total + value, 0) / sorted.length : 0,
    min: sorted[0] ?? 0,
    med: percentile(sorted, 50),
    max: sorted[sorted.length - 1] ?? 0,
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
  };
}
