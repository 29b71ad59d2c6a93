import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { availableDatabaseKinds } from './test-kinds';

const kinds = await availableDatabaseKinds();

const firstSql = 'CREATE TABLE "widgets" ("id" INTEGER PRIMARY KEY);\n';
// sha256sum of the line above, computed outside this code base.
const firstChecksum = '4d30eadf5f8a235c558503edbfba9f8ef4ac1758398160159560870f8b25c3bd';
const secondSql =
  'CREATE TABLE "gadgets" ("id" INTEGER PRIMARY KEY, "widget_id" INTEGER REFERENCES "widgets");\n';

describe.each(kinds)('migrate on %s', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;
  let migrationsDirectory: string;
  // Each test migrates a schema of its own, so one database serves the whole file.
  let schema: string;
  let testNumber = 0;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ kind });
    database = await testDatabase.open();
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  beforeEach(async () => {
    testNumber += 1;
    schema = `shop_${testNumber}`;
    migrationsDirectory = await mkdtemp(join(tmpdir(), 'migrations-'));
  });

  afterEach(async () => {
    await rm(migrationsDirectory, { recursive: true, force: true });
  });

  async function addMigration(name: string, sql: string): Promise<void> {
    await mkdir(join(migrationsDirectory, name), { recursive: true });
    await writeFile(join(migrationsDirectory, name, 'migration.sql'), sql);
  }

  async function tablesOf(schemaName: string): Promise<string[]> {
    const { rows } = await database.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [schemaName],
    );
    return rows.map((row) => row.table_name);
  }

  async function bookkeepingOf(schemaName: string) {
    const { rows } = await database.sql.query<{
      migration_name: string;
      checksum: string;
      finished: boolean;
      applied_steps_count: number;
    }>(
      `SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, applied_steps_count
         FROM "${schemaName}"."_prisma_migrations" ORDER BY migration_name`,
    );
    return rows;
  }

  it('creates the schema, applies every migration in name order and records each', async () => {
    // Written out of order on purpose: the folder names decide the order.
    await addMigration('20240102000000_gadgets', secondSql);
    await addMigration('20240101000000_widgets', firstSql);
    await writeFile(join(migrationsDirectory, 'migration_lock.toml'), 'provider = "postgresql"\n');

    const result = await migrate(database, { schema, migrationsDirectory });

    expect(result.applied).toEqual(['20240101000000_widgets', '20240102000000_gadgets']);
    expect(await tablesOf(schema)).toEqual(['_prisma_migrations', 'gadgets', 'widgets']);
    const rows = await bookkeepingOf(schema);
    expect(rows.map((row) => row.migration_name)).toEqual([
      '20240101000000_widgets',
      '20240102000000_gadgets',
    ]);
    expect(rows[0]!.checksum).toBe(firstChecksum);
    expect(rows.every((row) => row.finished && row.applied_steps_count === 1)).toBe(true);
    // Unqualified names in a migration land in the service's schema, not in public.
    expect(await tablesOf('public')).toEqual([]);
  });

  it('applies nothing when run again', async () => {
    await addMigration('20240101000000_widgets', firstSql);
    await migrate(database, { schema, migrationsDirectory });

    const again = await migrate(database, { schema, migrationsDirectory });

    expect(again.applied).toEqual([]);
    expect((await bookkeepingOf(schema)).length).toBe(1);
  });

  it('applies only the migrations added since the last run', async () => {
    await addMigration('20240101000000_widgets', firstSql);
    await migrate(database, { schema, migrationsDirectory });
    await addMigration('20240102000000_gadgets', secondSql);

    const later = await migrate(database, { schema, migrationsDirectory });

    expect(later.applied).toEqual(['20240102000000_gadgets']);
  });

  it('leaves nothing of a failing migration behind and names it in the error', async () => {
    await addMigration('20240101000000_widgets', firstSql);
    // The first statement succeeds, the second fails: both must be undone together.
    await addMigration(
      '20240102000000_broken',
      'CREATE TABLE "gadgets" ("id" INTEGER PRIMARY KEY);\nINSERT INTO "no_such_table" VALUES (1);\n',
    );

    const failure = migrate(database, { schema, migrationsDirectory });

    await expect(failure).rejects.toThrow(
      /^Migration 20240102000000_broken in schema "shop_\d+" failed: .*no_such_table/,
    );
    expect(await tablesOf(schema)).toEqual(['_prisma_migrations', 'widgets']);
    expect((await bookkeepingOf(schema)).map((row) => row.migration_name)).toEqual([
      '20240101000000_widgets',
    ]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    await addMigration('20240101000000_widgets', firstSql);
    await addMigration('20240102000000_gadgets', secondSql);
    await migrate(database, { schema, migrationsDirectory });
    await addMigration('20240101000000_widgets', firstSql.replace('INTEGER', 'BIGINT'));
    await addMigration('20240103000000_more', 'CREATE TABLE "more" ("id" INTEGER);\n');

    await expect(migrate(database, { schema, migrationsDirectory })).rejects.toThrow(
      /^Migration 20240101000000_widgets in schema "shop_\d+" was changed after it was applied \(checksum 4d30eadf5f8a235c558503edbfba9f8ef4ac1758398160159560870f8b25c3bd in the database/,
    );
    // The refusal comes before anything new is applied.
    expect(await tablesOf(schema)).toEqual(['_prisma_migrations', 'gadgets', 'widgets']);
  });

  it('applies each migration once when two migrators start together', async () => {
    await addMigration('20240101000000_widgets', firstSql);
    await addMigration('20240102000000_gadgets', secondSql);
    const first = database;
    const second = await testDatabase.open();

    const results = await Promise.all([
      migrate(first, { schema, migrationsDirectory }),
      migrate(second, { schema, migrationsDirectory }),
    ]);

    const applied = results.flatMap((result) => result.applied).sort();
    expect(applied).toEqual(['20240101000000_widgets', '20240102000000_gadgets']);
    expect((await bookkeepingOf(schema)).length).toBe(2);
  });

  it('keeps the bookkeeping of two services apart', async () => {
    await addMigration('20240101000000_widgets', firstSql);

    await migrate(database, { schema, migrationsDirectory });
    const other = await migrate(database, { schema: `${schema}_warehouse`, migrationsDirectory });

    expect(other.applied).toEqual(['20240101000000_widgets']);
    expect(await tablesOf(`${schema}_warehouse`)).toEqual(['_prisma_migrations', 'widgets']);
  });
});

describe('readMigrations', () => {
  it('skips folders without migration.sql', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await mkdir(join(directory, '20240101000000_empty'));
      await mkdir(join(directory, '20240102000000_widgets'));
      await writeFile(join(directory, '20240102000000_widgets', 'migration.sql'), firstSql);

      const migrations = await readMigrations(directory);

      expect(migrations).toEqual([
        { name: '20240102000000_widgets', sql: firstSql, checksum: firstChecksum },
      ]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
