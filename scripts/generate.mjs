// `npm run generate`: writes the Prisma client of every service that has a Prisma schema
// (services/<name>/prisma/schema.prisma -> services/<name>/src/generated/prisma), and
// nothing else. Service names given as arguments limit it to those services:
// `npm run generate -- user project`.
//
// Prisma's CLI insists on a schema-engine binary even for `generate`, which does not use
// it, and the binary cannot be downloaded on these machines. Any existing file satisfies
// the check, so unless PRISMA_SCHEMA_ENGINE_BINARY is set we point it at an empty file.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const servicesDirectory = path.join(repositoryRoot, 'services');
const prismaCli = path.join(repositoryRoot, 'node_modules', '.bin', 'prisma');

function schemaPathOf(service) {
  return path.join(servicesDirectory, service, 'prisma', 'schema.prisma');
}

function servicesWithSchema() {
  return readdirSync(servicesDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(schemaPathOf(entry.name)))
    .map((entry) => entry.name)
    .sort();
}

function schemaEngineBinary() {
  const configured = process.env.PRISMA_SCHEMA_ENGINE_BINARY;
  if (configured) return configured;
  const placeholder = path.join(os.tmpdir(), 'atelier-prisma-schema-engine-placeholder');
  // Opening for append creates the file when missing and leaves an existing one alone.
  closeSync(openSync(placeholder, 'a'));
  return placeholder;
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!existsSync(prismaCli)) {
  fail(`The Prisma CLI is missing at ${path.relative(repositoryRoot, prismaCli)}: run npm ci first.`);
}

const available = servicesWithSchema();
const requested = process.argv.slice(2);
for (const service of requested) {
  if (!available.includes(service)) {
    fail(`No Prisma schema for service "${service}" (services with one: ${available.join(', ')}).`);
  }
}
const services = requested.length > 0 ? requested : available;

const environment = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: schemaEngineBinary(),
  // No update check or telemetry: these machines reach no network beyond the registries.
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};

for (const service of services) {
  const schemaPath = path.relative(repositoryRoot, schemaPathOf(service));
  // Running the CLI's script with this Node avoids depending on the shebang and file mode
  // of the .bin link.
  const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schemaPath], {
    cwd: repositoryRoot,
    stdio: 'inherit',
    env: environment,
  });
  if (result.error) fail(`prisma generate could not run for service "${service}": ${result.error.message}`);
  if (result.status !== 0) {
    fail(
      `prisma generate failed for service "${service}" (${schemaPath}, exit ${result.status ?? result.signal}).`,
    );
  }
}
