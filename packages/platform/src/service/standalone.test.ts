import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { Database } from '../db';
import type { AnyServiceDefinition } from '../grpc/definitions';
import type { ServiceModule } from './host';
import { migrateStandaloneService, runStandaloneService } from './standalone';

// A release's migration job runs each service with --migrate-only: the schema is brought up
// to date, nothing is served, and the process is free to exit.
let testDatabase: TestDatabase;
let database: Database;
let migrationsDirectory: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ kind: 'postgres' });
  database = await testDatabase.open();
  migrationsDirectory = await mkdtemp(join(tmpdir(), 'migrate-only-'));
  await mkdir(join(migrationsDirectory, '20260101000000_init'));
  await writeFile(
    join(migrationsDirectory, '20260101000000_init', 'migration.sql'),
    'CREATE TABLE "shelves" ("id" INTEGER PRIMARY KEY);\n',
  );
});

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await testDatabase.drop();
  await rm(migrationsDirectory, { recursive: true, force: true });
});

function moduleWithSchema(schema: string): ServiceModule<AnyServiceDefinition> {
  return {
    name: 'shelf',
    schema,
    migrationsDirectory,
    definition: {},
    create() {
      throw new Error('a migration run must not start the service');
    },
  };
}

async function tablesOf(schema: string): Promise<string[]> {
  const { rows } = await database.sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
    [schema],
  );
  return rows.map((row) => row.table_name);
}

it('migrates the schema without a gateway key or a bus, and a second run finds nothing to do', async () => {
  const source = { DATABASE_URL: testDatabase.url, LOG_LEVEL: 'silent' };
  const module = moduleWithSchema('shelf_direct');

  expect(await migrateStandaloneService(module, source)).toEqual(['20260101000000_init']);
  expect(await tablesOf('shelf_direct')).toEqual(['_prisma_migrations', 'shelves']);
  expect(await migrateStandaloneService(module, source)).toEqual([]);
});

it('runs only the migration when the process is started with --migrate-only', async () => {
  vi.stubEnv('DATABASE_URL', testDatabase.url);
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SERVICE_IDENTITY_PUBLIC_KEY', undefined);

  await runStandaloneService(moduleWithSchema('shelf_flag'), {}, ['--migrate-only']);

  expect(await tablesOf('shelf_flag')).toEqual(['_prisma_migrations', 'shelves']);
});
