// `npm test`: builds what the tests need (database clients, the web build the browser tests
// load), then runs every test of the repository in one Vitest run. Arguments pass through,
// e.g. `npm test -- packages/platform`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { prepare, repositoryRoot } from '../deploy/bin/prepare.mjs';

prepare();
const result = spawnSync(
  process.execPath,
  [path.join(repositoryRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)],
  { cwd: repositoryRoot, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
