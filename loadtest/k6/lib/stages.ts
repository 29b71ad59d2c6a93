// Stages of a ramping-vus scenario over a whole duration: up to the target in the first fifth,
// held for three fifths, down to none in the last fifth.

/** Seconds in a k6 duration such as "1m30s", "10s" or "500ms". */
export function durationSeconds(duration: string): number {
  const pattern = /(\d+(?:\.\d+)?)(ms|h|m|s)/g;
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  let seconds = 0;
  let matched = '';
  for (let part = pattern.exec(duration); part; part = pattern.exec(duration)) {
    seconds += Number(part[1]) * units[part[2]!]!;
    matched += part[0];
  }
  if (matched !== duration || matched === '') throw new Error(`not a k6 duration: ${duration}`);
  return seconds;
}

export function stagesOver(duration: string, target: number) {
  const total = durationSeconds(duration);
  const edge = Math.max(1, Math.round(total / 5));
  return [
    { duration: `${edge}s`, target },
    { duration: `${Math.max(1, Math.round(total - 2 * edge))}s`, target },
    { duration: `${edge}s`, target: 0 },
  ];
}
