// Runs a k6 script under Node through the shim in ./k6-node, for machines without k6: the same
// script file, the same thresholds, k6's exit code 99 when a threshold fails.
//
// Usage: node --import tsx loadtest/src/k6-run.ts loadtest/k6/list-projects.ts \
//          [-e BASE_URL=http://127.0.0.1:8080] [-e DURATION=10s] [--summary-json file]
// Started by a parent through fork(), it also sends the summary to the parent.
import { writeFile } from 'node:fs/promises';
import { formatSummary, runK6Script } from './k6-node/runner';

const args = process.argv.slice(2);
const env: Record<string, string> = {};
let script: string | undefined;
let summaryFile: string | undefined;
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '-e' || arg === '--env') {
    const [key, ...value] = (args[++index] ?? '').split('=');
    env[key!] = value.join('=');
  } else if (arg === '--summary-json') summaryFile = args[++index];
  else script = arg;
}
if (!script) {
  console.error('Usage: k6-run.ts SCRIPT [-e KEY=VALUE]... [--summary-json FILE]');
  process.exit(2);
}

const summary = await runK6Script({ script, env });
process.stdout.write(formatSummary(summary));
if (summaryFile) await writeFile(summaryFile, JSON.stringify(summary, null, 2));
if (process.send) await new Promise((resolve) => process.send!(summary, resolve));
process.exit(summary.passed ? 0 : 99);
