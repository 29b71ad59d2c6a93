import { createTestDatabase } from '@atelier/testing';

/**
 * The engines the database tests run on: embedded PGlite always, and PostgreSQL as well
 * when the test fixture finds a server (DATABASE_URL, or one on 127.0.0.1:5432). Only
 * tests import this file.
 */
export async function availableDatabaseKinds(): Promise<Array<'pglite' | 'postgres'>> {
  const probe = await createTestDatabase();
  await probe.drop();
  return probe.kind === 'postgres' ? ['pglite', 'postgres'] : ['pglite'];
}
