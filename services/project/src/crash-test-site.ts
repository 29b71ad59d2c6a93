// For the crash tests: a database and blob directory that a child process and the test process
// open in turn, and the project service built on them without a gRPC server, so a process can be
// killed in the middle of a call and a fresh one started on what it left.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBus,
  createLogger,
  DirectoryBlobStore,
  migrate,
  openDatabase,
  type Bus,
  type CallContext,
  type Database,
} from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { migrationsDirectory, schemaName } from './db';
import { createProjectService, type ProjectServiceInstance } from './service';
import { defaultHistorySettings, type ProjectServiceSettings } from './settings';

/** Where a crash test's service keeps its data; plain JSON, handed to the child process. */
export interface CrashSite {
  /** The test's own PostgreSQL database, when the machine has a server. */
  databaseUrl?: string;
  /** Else an embedded PGlite directory on disk, which survives the process like a server's data. */
  pgliteDirectory?: string;
  blobDirectory: string;
}

export interface CreatedCrashSite {
  site: CrashSite;
  remove(): Promise<void>;
}

export async function createCrashSite(): Promise<CreatedCrashSite> {
  const blobDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-crash-blobs-'));
  const testDatabase: TestDatabase = await createTestDatabase();
  if (testDatabase.kind === 'postgres') {
    return {
      site: { databaseUrl: testDatabase.url!, blobDirectory },
      async remove() {
        await testDatabase.drop();
        await rm(blobDirectory, { recursive: true, force: true });
      },
    };
  }
  // The in-memory PGlite of the other tests dies with its process; this one must not.
  await testDatabase.drop();
  const pgliteDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-crash-pglite-'));
  return {
    site: { pgliteDirectory, blobDirectory },
    async remove() {
      await rm(pgliteDirectory, { recursive: true, force: true });
      await rm(blobDirectory, { recursive: true, force: true });
    },
  };
}

export function openSiteDatabase(site: CrashSite): Promise<Database> {
  return openDatabase(
    site.databaseUrl ? { databaseUrl: site.databaseUrl } : { dataDir: site.pgliteDirectory },
  );
}

/** A project service on the site's data, as a start of the service builds it. */
export interface SiteService {
  database: Database;
  blobs: DirectoryBlobStore;
  instance: ProjectServiceInstance;
  /** The log lines the service wrote, parsed. */
  logLines: Array<Record<string, unknown>>;
  /** The context of a call made by this user, as the gRPC server hands it to a handler. */
  as(userId: string): CallContext;
  close(): Promise<void>;
}

export const testSweepSettings: ProjectServiceSettings = {
  leftoverSweep: { intervalMilliseconds: 60 * 60 * 1000, gracePeriodMilliseconds: 24 * 60 * 60 * 1000 },
  history: defaultHistorySettings,
};

export async function openSiteService(site: CrashSite): Promise<SiteService> {
  return serviceOn(await openSiteDatabase(site), site.blobDirectory);
}

/** The project service on an open database (closed with the service) and a blob directory. */
export async function serviceOn(database: Database, blobDirectory: string): Promise<SiteService> {
  const logLines: Array<Record<string, unknown>> = [];
  const logger = createLogger({
    name: 'crash-test',
    level: 'info',
    destination: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await migrate(database, { schema: schemaName, migrationsDirectory, logger });
  const bus: Bus = await createBus({ logger, prefix: 'project_crash_test' });
  const blobs = new DirectoryBlobStore(blobDirectory);
  const instance = createProjectService(
    { database, bus, blobs, logger, clock: () => new Date() },
    testSweepSettings,
  );
  return {
    database,
    blobs,
    instance,
    logLines,
    as: (userId) => ({
      requestId: randomUUID(),
      userId,
      logger,
      signal: new AbortController().signal,
    }),
    async close() {
      await instance.stop?.();
      await bus.close();
      await database.close();
    },
  };
}
