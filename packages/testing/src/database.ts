import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '@atelier/platform';
import pg from 'pg';
import { postgresContainerUrl, serverSourceFor } from './containers';

/**
 * A database of its own for one test file. Every `open()` gives a handle on the same data;
 * `drop()` closes the handles still open and throws the database away.
 */
export interface TestDatabase {
  /** The connection URL when the database lives on a PostgreSQL server. */
  url?: string;
  kind: 'postgres' | 'pglite';
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export interface CreateTestDatabaseOptions {
  /**
   * Which engine to use. Unset: PGlite when TEST_DATABASE_KIND=pglite, else PostgreSQL when
   * one is available (DATABASE_URL, or a server on 127.0.0.1:5432), else embedded PGlite. 'postgres' fails when no server is
   * available.
   */
  kind?: 'postgres' | 'pglite';
}

// Test machines run PostgreSQL here (user postgres, trust authentication).
const localServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

// Long enough for a loopback connection on a busy machine, short enough that a run without
// PostgreSQL falls back to PGlite promptly.
const probeTimeoutMs = 1000;

let serverUrlProbe: Promise<string | undefined> | undefined;

/**
 * The PostgreSQL server tests create their databases on: DATABASE_URL when set (trusted as
 * given, so a wrong value fails loudly rather than silently testing PGlite), otherwise a
 * Testcontainers container where a container runtime is present, otherwise the local server if
 * it answers, otherwise undefined.
 */
function postgresServerUrlForTests(): Promise<string | undefined> {
  serverUrlProbe ??= probeServer();
  return serverUrlProbe;
}

async function probeServer(): Promise<string | undefined> {
  const configured = process.env.DATABASE_URL;
  const source = serverSourceFor(configured);
  if (source === 'configured') return configured;
  // Where a container runtime is present: a PostgreSQL container (see containers.ts).
  const container = source === 'testcontainers' ? await postgresContainerUrl() : undefined;
  if (container) return container;
  const client = new pg.Client({ connectionString: localServerUrl, connectionTimeoutMillis: probeTimeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return localServerUrl;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Creates a fresh, uniquely named database, so test files (and whole test runs on a shared
 * server) never see each other's rows.
 */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  // TEST_DATABASE_KIND=pglite runs the suite on the embedded engine the one-machine product
  // uses, even where a server is available.
  const kind = options.kind ?? (process.env.TEST_DATABASE_KIND === 'pglite' ? 'pglite' : undefined);
  const serverUrl = kind === 'pglite' ? undefined : await postgresServerUrlForTests();
  if (kind === 'postgres' && serverUrl === undefined) {
    throw new Error('No PostgreSQL server for tests: set DATABASE_URL or run one on 127.0.0.1:5432');
  }
  return serverUrl === undefined ? createPGliteTestDatabase() : createPostgresTestDatabase(serverUrl);
}

function uniqueName(): string {
  return `test_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = uniqueName();
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  return {
    url: url.toString(),
    kind: 'postgres',
    async open() {
      // Tests open a handful of handles at most; small pools keep many parallel test files
      // within the server's connection limit.
      const database = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
      opened.push(database);
      return database;
    },
    async drop() {
      await Promise.all(opened.map((database) => database.close()));
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createPGliteTestDatabase(): Promise<TestDatabase> {
  // A named in-memory directory: every open() shares one PGlite instance, and the handle
  // held here keeps the data alive between a test's close() and the next open().
  const dataDir = `memory://${uniqueName()}`;
  const keeper = await openDatabase({ dataDir });
  const opened: Database[] = [];
  return {
    kind: 'pglite',
    async open() {
      const database = await openDatabase({ dataDir });
      opened.push(database);
      return database;
    },
    async drop() {
      await Promise.all(opened.map((database) => database.close()));
      await keeper.close();
    },
  };
}
