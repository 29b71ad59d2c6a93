import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlDriverAdapterFactory } from '@prisma/client/runtime/client';
import pg from 'pg';
import { createPGlitePrismaAdapter } from './pglite-prisma-adapter';

/** The small SQL surface the migrator, the schema check and tests need. */
export interface SqlClient {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs one or more statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` inside one transaction: committed when it resolves, rolled back when it
   * throws. Nested calls on the transaction's client use savepoints.
   */
  transaction<T>(work: (transaction: SqlClient) => Promise<T>): Promise<T>;
}

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  kind: DatabaseKind;
  sql: SqlClient;
  /** A fresh driver adapter for `new PrismaClient({ adapter })`, bound to this database. */
  prismaAdapter(): SqlDriverAdapterFactory;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL. When given, the database is a pooled connection to that server. */
  databaseUrl?: string;
  /**
   * Where embedded PGlite keeps its files when no URL is given. Omitted means a private
   * in-memory database; `memory://<name>` names an in-memory database that every opener in
   * this process shares, as a directory does.
   */
  dataDir?: string;
  /** Most connections the pool opens; only used with `databaseUrl`. */
  maxConnections?: number;
}

/**
 * Opens the database a service works on: PostgreSQL when a URL is configured (a cluster, or
 * tests against a real server), otherwise embedded PGlite (the one-machine product).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  }
  return openPGlite(options.dataDir);
}

async function openPostgres(databaseUrl: string, maxConnections: number): Promise<Database> {
  // A server that does not answer fails the caller within ten seconds instead of hanging a
  // start or a health check.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: maxConnections,
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection can be closed by the server (a restart, or a test database dropped
  // WITH (FORCE)); without a listener the pool's error event would end the process.
  pool.on('error', () => {});
  let closed = false;
  const database: Database = {
    kind: 'postgres',
    sql: {
      async query<Row>(sql: string, params?: unknown[]) {
        const result = await pool.query(sql, params);
        return { rows: result.rows as Row[] };
      },
      async exec(sql: string) {
        await pool.query(sql);
      },
      async transaction<T>(work: (transaction: SqlClient) => Promise<T>): Promise<T> {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          let result: T;
          try {
            result = await work(postgresConnectionClient(connection, 1));
          } catch (error) {
            await connection.query('ROLLBACK');
            throw error;
          }
          await connection.query('COMMIT');
          return result;
        } finally {
          connection.release();
        }
      },
    },
    prismaAdapter: () => new PrismaPg(pool),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  return database;
}

/** A client bound to one pooled connection that already has a transaction open. */
function postgresConnectionClient(connection: pg.PoolClient, depth: number): SqlClient {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await connection.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    async exec(sql: string) {
      await connection.query(sql);
    },
    transaction<T>(work: (transaction: SqlClient) => Promise<T>) {
      return withSavepoint(
        (sql) => connection.query(sql).then(() => undefined),
        depth,
        () => work(postgresConnectionClient(connection, depth + 1)),
      );
    },
  };
}

interface SharedPGlite {
  instance: Promise<PGlite>;
  references: number;
}

// One PGlite instance per data directory per process: PGlite is a single-connection
// database, so the services of the one-machine product share it rather than each opening
// the same files (which would corrupt them).
const sharedPGlites = new Map<string, SharedPGlite>();

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  let shared: SharedPGlite;
  let key: string | undefined;
  if (dataDir === undefined) {
    shared = { instance: PGlite.create(), references: 1 };
  } else {
    key = dataDir.startsWith('memory://') ? dataDir : resolve(dataDir);
    const existing = sharedPGlites.get(key);
    if (existing) {
      existing.references += 1;
      shared = existing;
    } else {
      const directory = key.startsWith('memory://') ? undefined : key;
      // PGlite creates its own directory but not the missing folders above it (.data/).
      const created = (directory ? mkdir(directory, { recursive: true }) : Promise.resolve()).then(() =>
        PGlite.create(directory),
      );
      shared = { instance: created, references: 1 };
      sharedPGlites.set(key, shared);
      // A failed start must not stay cached, or every later opener would get the failure.
      created.catch(() => {
        if (sharedPGlites.get(key!) === shared) sharedPGlites.delete(key!);
      });
    }
  }
  const instance = await shared.instance;
  let closed = false;
  return {
    kind: 'pglite',
    sql: pgliteClient(instance),
    prismaAdapter: () => createPGlitePrismaAdapter(instance),
    async ping() {
      await instance.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      shared.references -= 1;
      if (shared.references > 0) return;
      if (key !== undefined) sharedPGlites.delete(key);
      await instance.close();
    },
  };
}

function pgliteClient(instance: PGlite): SqlClient {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await instance.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await instance.exec(sql);
    },
    transaction<T>(work: (transaction: SqlClient) => Promise<T>) {
      // PGlite's own transaction holds its instance-wide lock, so other callers of the
      // shared instance wait instead of running their statements inside this transaction.
      return instance.transaction((transaction) => work(pgliteTransactionClient(transaction, 1)));
    },
  };
}

function pgliteTransactionClient(transaction: PGliteTransaction, depth: number): SqlClient {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await transaction.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await transaction.exec(sql);
    },
    transaction<T>(work: (inner: SqlClient) => Promise<T>) {
      return withSavepoint(
        (sql) => transaction.exec(sql).then(() => undefined),
        depth,
        () => work(pgliteTransactionClient(transaction, depth + 1)),
      );
    },
  };
}

async function withSavepoint<T>(
  run: (sql: string) => Promise<void>,
  depth: number,
  work: () => Promise<T>,
): Promise<T> {
  const savepoint = `nested_${depth}`;
  await run(`SAVEPOINT ${savepoint}`);
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await run(`ROLLBACK TO SAVEPOINT ${savepoint}`);
    throw error;
  }
  await run(`RELEASE SAVEPOINT ${savepoint}`);
  return result;
}
