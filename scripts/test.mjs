// `npm test`: builds what the tests need (database clients, the web build the browser tests
// load), then runs every test of the repository with Vitest: the unit and integration tests
// first, then the browser tests, so that the browser tests do not share the machine's cores with
// hundreds of unit tests. Arguments pass through to both runs, e.g. `npm test -- packages/platform`
// or `npm test -- web/e2e/editor.test.ts`; `--project <name>` runs that project alone. It ends
// with one plain line, "Tests: N passed, N failed, N skipped", summed from Vitest's JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepare, repositoryRoot } from '../deploy/bin/prepare.mjs';

prepare();
const passThrough = process.argv.slice(2);
const projects = passThrough.some((argument) => argument === '--project' || argument.startsWith('--project='))
  ? [undefined]
  : ['unit', 'e2e'];
const reportDirectory = mkdtempSync(path.join(tmpdir(), 'atelier-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let status = 0;
for (const project of projects) {
  const reportFile = path.join(reportDirectory, `${project ?? 'chosen'}.json`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...(project ? ['--project', project, '--passWithNoTests'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      ...passThrough,
    ],
    { cwd: repositoryRoot, stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) status = result.status ?? 1;
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (result.status !== 0) {
    process.stderr.write(`Vitest ended without a report for ${project ?? 'the chosen project'}\n`);
  }
}
process.stdout.write(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`,
);
rmSync(reportDirectory, { recursive: true, force: true });
process.exit(status);
