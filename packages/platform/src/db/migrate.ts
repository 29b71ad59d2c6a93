import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, SqlClient } from './database';

export interface MigrationFile {
  /** The migration's folder name, `<timestamp>_<name>`, which also fixes its order. */
  name: string;
  sql: string;
  /** SHA-256 of the file's bytes in hex, as Prisma records it. */
  checksum: string;
}

export interface MigrateLogger {
  info(fields: object, message?: string): void;
  warn?(fields: object, message?: string): void;
}

export interface MigrateOptions {
  /** The Postgres schema the service owns; its tables and its bookkeeping live there. */
  schema: string;
  /** The service's `prisma/migrations` folder. */
  migrationsDirectory: string;
  logger?: MigrateLogger;
}

/** Thrown when the database and the migration files disagree; nothing is applied then. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Reads `<directory>/<name>/migration.sql` for every migration folder, in name order.
 * Folders without a migration.sql (and loose files such as Prisma's migration_lock.toml)
 * are not migrations.
 */
export async function readMigrations(directory: string): Promise<MigrationFile[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const migrations: MigrationFile[] = [];
  for (const name of folders) {
    let bytes: Buffer;
    try {
      bytes = await readFile(join(directory, name, 'migration.sql'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    migrations.push({ name, sql: bytes.toString('utf8'), checksum: checksumOf(bytes) });
  }
  return migrations;
}

export function checksumOf(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Double-quotes an SQL identifier, doubling any quote inside it. */
export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

interface AppliedMigration {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
}

/**
 * Brings the service's schema up to date with its migration files, keeping Prisma's
 * `_prisma_migrations` bookkeeping inside that schema.
 *
 * Each pending migration runs in one transaction together with its bookkeeping row, so a
 * failing migration leaves neither its tables nor its row behind. Every step first takes a
 * transaction-scoped advisory lock named after the schema and re-reads the bookkeeping, so
 * migrators starting together (several replicas of a service) apply each migration once.
 */
export async function migrate(database: Database, options: MigrateOptions): Promise<{ applied: string[] }> {
  const { schema, logger } = options;
  const migrations = await readMigrations(options.migrationsDirectory);
  const bookkeeping = `${quoteIdentifier(schema)}."_prisma_migrations"`;

  await database.sql.transaction(async (transaction) => {
    await lockSchema(transaction, schema);
    await transaction.exec(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
    await transaction.exec(
      `CREATE TABLE IF NOT EXISTS ${bookkeeping} (
        "id" VARCHAR(36) PRIMARY KEY NOT NULL,
        "checksum" VARCHAR(64) NOT NULL,
        "finished_at" TIMESTAMPTZ,
        "migration_name" VARCHAR(255) NOT NULL,
        "logs" TEXT,
        "rolled_back_at" TIMESTAMPTZ,
        "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
        "applied_steps_count" INTEGER NOT NULL DEFAULT 0
      )`,
    );
    const applied = await readApplied(transaction, bookkeeping);
    checkAppliedAgainstFiles(schema, applied, migrations, logger);
  });

  const appliedNames: string[] = [];
  for (const migration of migrations) {
    const appliedNow = await database.sql.transaction(async (transaction) => {
      await lockSchema(transaction, schema);
      const applied = await readApplied(transaction, bookkeeping);
      // Another migrator may have finished while this one waited for the lock, possibly
      // with files of a different release: check again before deciding anything.
      checkAppliedAgainstFiles(schema, applied, migrations, logger);
      if (applied.some((row) => row.migration_name === migration.name)) return false;
      const startedAt = new Date();
      // Migrations written for Prisma qualify their tables with the schema; the search
      // path makes any unqualified name land in the service's schema too.
      await transaction.exec(`SET LOCAL search_path TO ${quoteIdentifier(schema)}`);
      try {
        await transaction.exec(migration.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MigrationError(`Migration ${migration.name} in schema "${schema}" failed: ${reason}`, {
          cause: error,
        });
      }
      await transaction.query(
        `INSERT INTO ${bookkeeping}
           ("id", "checksum", "finished_at", "migration_name", "logs", "started_at", "applied_steps_count")
         VALUES ($1, $2, now(), $3, NULL, $4, 1)`,
        [randomUUID(), migration.checksum, migration.name, startedAt],
      );
      return true;
    });
    if (appliedNow) {
      appliedNames.push(migration.name);
      logger?.info({ schema, migration: migration.name }, 'applied migration');
    }
  }
  return { applied: appliedNames };
}

async function lockSchema(transaction: SqlClient, schema: string): Promise<void> {
  // hashtext gives a stable 32-bit key per schema, so services migrating different schemas
  // of one database do not wait for each other.
  await transaction.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`_prisma_migrations:${schema}`]);
}

async function readApplied(transaction: SqlClient, bookkeeping: string): Promise<AppliedMigration[]> {
  const { rows } = await transaction.query<AppliedMigration>(
    `SELECT "migration_name", "checksum", "finished_at", "rolled_back_at"
       FROM ${bookkeeping}
      WHERE "rolled_back_at" IS NULL
      ORDER BY "started_at", "migration_name"`,
  );
  return rows;
}

/**
 * Refuses to go on when an applied migration's file has been edited since, or when a
 * migration was left unfinished (Prisma's CLI can leave such a row behind); both need a
 * person to decide what the database should look like.
 */
function checkAppliedAgainstFiles(
  schema: string,
  applied: AppliedMigration[],
  migrations: MigrationFile[],
  logger: MigrateLogger | undefined,
): void {
  const files = new Map(migrations.map((migration) => [migration.name, migration]));
  for (const row of applied) {
    if (row.finished_at === null) {
      throw new MigrationError(
        `Migration ${row.migration_name} in schema "${schema}" was started but never finished; ` +
          'repair the database and mark it rolled back before starting again',
      );
    }
    const file = files.get(row.migration_name);
    if (!file) {
      logger?.warn?.(
        { schema, migration: row.migration_name },
        'applied migration has no migration file (the database is newer than this release?)',
      );
      continue;
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationError(
        `Migration ${row.migration_name} in schema "${schema}" was changed after it was applied ` +
          `(checksum ${row.checksum} in the database, ${file.checksum} on disk); ` +
          'add a new migration instead of editing an applied one',
      );
    }
  }
}
