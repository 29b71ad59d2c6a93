import { findModelTableMismatches, migrate, readPrismaModels, type Database } from '@atelier/platform';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './database';

/** Where a service keeps its database schema: what its `db.ts` exports. */
export interface ServiceSchema {
  schemaName: string;
  migrationsDirectory: string;
  prismaSchemaPath: string;
}

export interface ServiceSchemaDatabase {
  /** A handle on the file's database with the service's migrations applied. */
  migrated(): Promise<Database>;
}

/**
 * Called inside a `describe` block: gives the test file a fresh database of its own and adds the
 * test every service's schema must pass (a fresh database migrates through exactly
 * `expectedMigrations`, in order, to tables that match every Prisma model).
 */
export function useServiceSchema(
  service: ServiceSchema,
  expectedMigrations: readonly string[],
): ServiceSchemaDatabase {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  const options = () => ({ schema: service.schemaName, migrationsDirectory: service.migrationsDirectory });

  it('migrates a fresh database to tables that match every Prisma model', async () => {
    const database = await testDatabase.open();

    const { applied } = await migrate(database, options());

    expect(applied).toEqual(expectedMigrations);
    const models = await readPrismaModels(service.prismaSchemaPath);
    expect(await findModelTableMismatches(database, { schema: service.schemaName, models })).toEqual([]);
  });

  return {
    async migrated() {
      const database = await testDatabase.open();
      await migrate(database, options());
      return database;
    },
  };
}
