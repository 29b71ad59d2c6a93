import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';
import { availableDatabaseKinds } from './test-kinds';

const kinds = await availableDatabaseKinds();

describe.each(kinds)('a %s database', (kind) => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase({ kind });
    database = await testDatabase.open();
    await database.sql.exec(`
      CREATE TABLE "notes" ("id" INTEGER PRIMARY KEY, "text" TEXT NOT NULL);
      CREATE TABLE "tags" ("name" TEXT PRIMARY KEY);
    `);
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  async function noteIds(): Promise<number[]> {
    const { rows } = await database.sql.query<{ id: number }>('SELECT "id" FROM "notes" ORDER BY "id"');
    return rows.map((row) => row.id);
  }

  it('reports its kind and answers a ping', async () => {
    expect(database.kind).toBe(kind);
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('passes query parameters', async () => {
    const { rows } = await database.sql.query<{ sum: number }>('SELECT $1::int + $2::int AS "sum"', [40, 2]);
    expect(rows).toEqual([{ sum: 42 }]);
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await database.sql.transaction(async (transaction) => {
      await transaction.query('INSERT INTO "notes" VALUES (1, $1)', ['kept']);
    });
    await expect(
      database.sql.transaction(async (transaction) => {
        await transaction.query('INSERT INTO "notes" VALUES (2, $1)', ['undone']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    expect(await noteIds()).toEqual([1]);
  });

  it('undoes only the inner part when a nested transaction throws', async () => {
    await database.sql.transaction(async (transaction) => {
      await transaction.query(`INSERT INTO "notes" VALUES (10, 'outer')`);
      await transaction
        .transaction(async (inner) => {
          await inner.query(`INSERT INTO "notes" VALUES (11, 'inner')`);
          throw new Error('inner failure');
        })
        .catch(() => {});
      await transaction.query(`INSERT INTO "notes" VALUES (12, 'after')`);
    });

    expect(await noteIds()).toEqual([1, 10, 12]);
  });

  it('gives Prisma a unique violation in the form Prisma turns into P2002', async () => {
    const adapter = await database.prismaAdapter().connect();
    try {
      const query = { sql: `INSERT INTO "tags" ("name") VALUES ('red')`, args: [], argTypes: [] };
      await adapter.executeRaw(query);

      const failure = await adapter.executeRaw(query).catch((error: unknown) => error);

      expect(failure).toMatchObject({
        name: 'DriverAdapterError',
        cause: { kind: 'UniqueConstraintViolation', originalCode: '23505' },
      });
    } finally {
      await adapter.dispose();
    }
  });
});

describe('embedded PGlite', () => {
  it('shares one instance per data directory until the last opener closes it', async () => {
    const dataDir = `memory://shared-${process.pid}-${Date.now()}`;
    const userService = await openDatabase({ dataDir });
    const projectService = await openDatabase({ dataDir });
    await userService.sql.exec('CREATE TABLE "seen" ("id" INTEGER)');
    await userService.sql.exec('INSERT INTO "seen" VALUES (7)');

    expect((await projectService.sql.query('SELECT "id" FROM "seen"')).rows).toEqual([{ id: 7 }]);
    await userService.close();
    // Still open for the other service.
    expect((await projectService.sql.query('SELECT "id" FROM "seen"')).rows).toEqual([{ id: 7 }]);
    await projectService.close();

    // Once everyone closed, the same name starts an empty database.
    const later = await openDatabase({ dataDir });
    const { rows } = await later.sql.query(
      `SELECT count(*)::int AS "tables" FROM information_schema.tables WHERE table_name = 'seen'`,
    );
    expect(rows).toEqual([{ tables: 0 }]);
    await later.close();
  });

  it('gives each opener without a data directory a private database', async () => {
    const first = await openDatabase({});
    const second = await openDatabase({});
    try {
      await first.sql.exec('CREATE TABLE "private" ("id" INTEGER)');
      const { rows } = await second.sql.query(
        `SELECT count(*)::int AS "tables" FROM information_schema.tables WHERE table_name = 'private'`,
      );
      expect(rows).toEqual([{ tables: 0 }]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps its data in a directory across a restart, creating the directory first', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'pglite-'));
    try {
      // A data directory below folders that do not exist yet, as `.data/` on a fresh clone.
      const dataDir = join(directory, 'data', 'pglite');
      const before = await openDatabase({ dataDir });
      await before.sql.exec(`CREATE TABLE "kept" ("id" INTEGER); INSERT INTO "kept" VALUES (3);`);
      await before.close();

      const after = await openDatabase({ dataDir });
      expect((await after.sql.query('SELECT "id" FROM "kept"')).rows).toEqual([{ id: 3 }]);
      await after.close();
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
