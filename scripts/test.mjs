// `npm test`: builds what the tests need (database clients, the web build the browser tests
// load), then runs every test of the repository in one Vitest run. Arguments pass through,
// e.g. `npm test -- packages/platform`. It ends with one plain line, "Tests: N passed, N failed,
// N skipped", read from Vitest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepare, repositoryRoot } from '../deploy/bin/prepare.mjs';

prepare();
const reportDirectory = mkdtempSync(path.join(tmpdir(), 'atelier-test-report-'));
const reportFile = path.join(reportDirectory, 'report.json');
const result = spawnSync(
  process.execPath,
  [
    path.join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: repositoryRoot, stdio: 'inherit', env: process.env },
);
if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  process.stdout.write(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped\n`,
  );
}
rmSync(reportDirectory, { recursive: true, force: true });
process.exit(result.status ?? 1);
