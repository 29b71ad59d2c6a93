// Lints the .proto sources and regenerates src/gen from them with the ts-proto plugin
// installed in node_modules. The generated code is committed, so services build without
// running this; run it after every change under proto/.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDirectory = dirname(fileURLToPath(import.meta.url));
const repositoryRoot = join(packageDirectory, '..', '..');
const protoDirectory = join(repositoryRoot, 'proto');

// npm workspaces hoist binaries to the root; a nested install keeps them beside the package.
const binaryDirectories = [
  join(packageDirectory, 'node_modules', '.bin'),
  join(repositoryRoot, 'node_modules', '.bin'),
];
const environment = {
  ...process.env,
  PATH: [...binaryDirectories, process.env.PATH ?? ''].join(delimiter),
};

function runBuf(argumentsList) {
  const result = spawnSync('buf', argumentsList, {
    cwd: packageDirectory,
    env: environment,
    stdio: 'inherit',
  });
  if (result.error) {
    console.error(`buf ${argumentsList[0]} could not start: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`buf ${argumentsList[0]} failed with exit code ${result.status}`);
    process.exit(result.status ?? 1);
  }
}

runBuf(['lint', protoDirectory]);
runBuf(['generate', '--template', 'buf.gen.yaml']);
console.log('Generated packages/proto/src/gen from proto/.');
