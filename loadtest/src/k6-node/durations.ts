/** Milliseconds in a k6 duration ("1m30s", "10s", "500ms", "2h") or a number of milliseconds. */
export function durationMilliseconds(duration: string | number): number {
  if (typeof duration === 'number') return duration;
  const units: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const pattern = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
  let total = 0;
  let matched = '';
  for (let part = pattern.exec(duration); part; part = pattern.exec(duration)) {
    total += Number(part[1]) * units[part[2]!]!;
    matched += part[0];
  }
  if (matched === '' || matched !== duration.trim()) throw new Error(`not a k6 duration: ${duration}`);
  return total;
}
