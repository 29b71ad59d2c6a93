// Builds what the product needs before it starts, and only what is missing or out of date:
// the Prisma clients of every service, the node code the gateway serves and the web build.
// Shared by `npm start`, `npm run dev` and `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');

function newestModification(directory) {
  if (!existsSync(directory)) return 0;
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function run(command, args, label) {
  const result = spawnSync(command, args, { cwd: repositoryRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed (exit ${result.status}).\n`);
    process.exit(result.status ?? 1);
  }
}

/** A service whose Prisma client is missing or older than its schema needs generating. */
export function generatedClientsStale() {
  const services = readdirSync(path.join(repositoryRoot, 'services'));
  return services.some((service) => {
    const schema = path.join(repositoryRoot, 'services', service, 'prisma', 'schema.prisma');
    const client = path.join(repositoryRoot, 'services', service, 'src', 'generated', 'prisma', 'client.ts');
    if (!existsSync(schema)) return false;
    return !existsSync(client) || statSync(schema).mtimeMs > statSync(client).mtimeMs;
  });
}

export function uiVersion() {
  const rootPackage = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8'));
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // A tarball without git history still builds; the version check then compares versions only.
  }
  return { version: `${rootPackage.version ?? '0.0.0'}+${commit}`, commit };
}

export function webBuildStale() {
  const built = path.join(repositoryRoot, 'web', 'dist', 'index.html');
  if (!existsSync(built) || !existsSync(path.join(repositoryRoot, 'web', 'dist', 'ui.meta.json')))
    return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = [
    'web/src',
    'web/index.html',
    'web/vite.config.ts',
    'packages/i18n/src',
    'packages/contracts/src',
  ];
  return sources.some((source) => {
    const full = path.join(repositoryRoot, source);
    if (!existsSync(full)) return false;
    return (statSync(full).isDirectory() ? newestModification(full) : statSync(full).mtimeMs) > builtAt;
  });
}

/** The node code the gateway serves (one module per node version) is missing or older than its sources. */
export function nodeCodeStale() {
  const manifest = path.join(repositoryRoot, 'packages', 'nodes', 'dist', 'node-code', 'manifest.json');
  if (!existsSync(manifest)) return true;
  const builtAt = statSync(manifest).mtimeMs;
  return ['packages/nodes', 'packages/graph/src', 'packages/raster/src'].some(
    (source) => newestModification(path.join(repositoryRoot, source)) > builtAt,
  );
}

export function prepare({ forceWebBuild = false } = {}) {
  if (generatedClientsStale()) {
    process.stdout.write('Generating the database clients…\n');
    run(
      process.execPath,
      [path.join(repositoryRoot, 'scripts', 'generate.mjs')],
      'Generating the database clients',
    );
  }
  if (forceWebBuild || nodeCodeStale()) {
    process.stdout.write('Building the node code…\n');
    run(
      process.execPath,
      ['--import', 'tsx', path.join(repositoryRoot, 'packages', 'nodes', 'scripts', 'build-node-code.ts')],
      'The node code build',
    );
  }
  if (forceWebBuild || webBuildStale()) {
    const meta = uiVersion();
    process.stdout.write('Building the web app…\n');
    // The build compiles these into the bundle and writes the same values to dist/ui.meta.json,
    // which the gateway serves for the frontend version check.
    process.env.ATELIER_BUILD_VERSION = meta.version;
    process.env.ATELIER_BUILD_COMMIT = meta.commit;
    run(
      process.execPath,
      [
        path.join(repositoryRoot, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        'web',
        '--logLevel',
        'warn',
      ],
      'The web build',
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  prepare({ forceWebBuild: process.argv.includes('--force') });
