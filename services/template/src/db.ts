import { fileURLToPath } from 'node:url';
import type { Database } from '@atelier/platform';
import { PrismaClient } from './generated/prisma/client';

/** The Postgres schema holding every table of the template service. */
export const schemaName = 'template';

/** The hand-written migrations the platform migrator applies at start. */
export const migrationsDirectory = fileURLToPath(new URL('../prisma/migrations', import.meta.url));

/** The Prisma schema, read by the test that checks the models against the tables. */
export const prismaSchemaPath = fileURLToPath(new URL('../prisma/schema.prisma', import.meta.url));

/** A Prisma client working through the platform's connection (PostgreSQL or PGlite). */
export function createPrismaClient(database: Database): PrismaClient {
  return new PrismaClient({ adapter: database.prismaAdapter() });
}
