// The `k6/metrics` module under Node: custom Trend, Rate, Counter and Gauge metrics.
import type { MetricType } from '../metrics';
import { emit } from '../vu';

class Metric {
  constructor(
    readonly name: string,
    private readonly type: MetricType,
    private readonly isTime = false,
  ) {}

  add(value: number | boolean, tags: Record<string, string> = {}) {
    emit(this.name, this.type, Number(value), tags, this.isTime);
  }
}

export class Trend extends Metric {
  constructor(name: string, isTime = false) {
    super(name, 'trend', isTime);
  }
}

export class Rate extends Metric {
  constructor(name: string) {
    super(name, 'rate');
  }
}

export class Counter extends Metric {
  constructor(name: string) {
    super(name, 'counter');
  }
}

export class Gauge extends Metric {
  constructor(name: string) {
    super(name, 'gauge');
  }
}

export default { Trend, Rate, Counter, Gauge };
