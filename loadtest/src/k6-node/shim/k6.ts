// The `k6` module under Node: check, group, sleep, fail, as k6 defines them.
import { blockFor, emit, vuState } from '../vu';

type Checkers<T> = Record<string, (value: T) => boolean>;

export function check<T>(value: T, checkers: Checkers<T>, tags: Record<string, string> = {}): boolean {
  let all = true;
  for (const [name, checker] of Object.entries(checkers)) {
    let passed: boolean;
    try {
      passed = Boolean(checker(value));
    } catch {
      passed = false;
    }
    emit('checks', 'rate', passed ? 1 : 0, { check: name, ...tags });
    all &&= passed;
  }
  return all;
}

export function group<T>(name: string, body: () => T): T {
  if (name.includes('::')) throw new Error(`a group name may not contain "::": ${name}`);
  const outer = vuState.groupPath;
  vuState.groupPath = `${outer}::${name}`;
  const startedAt = performance.now();
  try {
    return body();
  } finally {
    emit('group_duration', 'trend', performance.now() - startedAt, {}, true);
    vuState.groupPath = outer;
  }
}

export function sleep(seconds: number) {
  blockFor(seconds * 1000);
}

export function fail(message = ''): never {
  throw new Error(message);
}

export default { check, group, sleep, fail };
