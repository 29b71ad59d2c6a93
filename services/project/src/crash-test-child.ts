// A process of its own for crash-leftovers.test.ts: it opens the test's database and blob
// directory, begins a duplication or uploads, writes "paused" (with what it made) on standard
// output when it is in the middle of the work, and waits there until the test kills it with
// SIGKILL. Usage: node --import tsx crash-test-child.ts duplicate <sourceProjectId> <callerId>
//                 node --import tsx crash-test-child.ts upload
// with the site (crash-test-site.ts) as JSON in CRASH_SITE.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createLogger, DirectoryBlobStore, newBlobKey, type SqlClient } from '@atelier/platform';
import { openSiteDatabase, type CrashSite } from './crash-test-site';
import { createPrismaClient } from './db';
import { duplicateProject } from './duplication';
import { defaultHistorySettings } from './settings';

const site = JSON.parse(process.env.CRASH_SITE ?? '{}') as CrashSite;
const [mode, ...parameters] = process.argv.slice(2);
const logger = createLogger({ name: 'crash-test-child', level: 'silent' });
const blobs = new DirectoryBlobStore(site.blobDirectory);

// Nothing else keeps the process alive while it waits to be killed.
const keepAlive = setInterval(() => {}, 1 << 30);

function pause(made: Record<string, unknown>): Promise<never> {
  process.stdout.write(`${JSON.stringify({ paused: true, ...made })}\n`);
  return new Promise<never>(() => {});
}

/** The database, except that the statement matching `before` waits for ever instead of running. */
function pausingBefore(sql: SqlClient, before: RegExp): SqlClient {
  return {
    async query<Row>(text: string, values?: unknown[]) {
      if (before.test(text)) await pause({});
      return sql.query<Row>(text, values);
    },
    exec: (text) => sql.exec(text),
    transaction: (work) => sql.transaction((transaction) => work(pausingBefore(transaction, before))),
  };
}

if (mode === 'duplicate') {
  const [sourceId, callerId] = parameters as [string, string];
  const database = await openSiteDatabase(site);
  const prisma = createPrismaClient(database);
  const source = await prisma.project.findUniqueOrThrow({ where: { id: sourceId } });
  // Stops once the copy's row, versions and files are written, just before it becomes active.
  await duplicateProject(
    {
      prisma,
      sql: pausingBefore(database.sql, /SET current_project_version_id = v\.id/),
      blobs,
      logger,
      clock: () => new Date(),
      history: defaultHistorySettings,
    },
    { source, callerId, mode: 'all' },
  );
  process.stdout.write('{"finished":true}\n');
} else if (mode === 'upload') {
  // An upload stored whole whose hand-over to the service never happened.
  const orphanKey = newBlobKey('files', 'png');
  await blobs.put(orphanKey, Buffer.from('stored, never handed over'), { contentType: 'image/png' });
  // An upload still arriving: its bytes go to a temporary file until the last one is in.
  const body = new PassThrough();
  void blobs.put(newBlobKey('files', 'png'), body, { contentType: 'image/png' });
  body.write(Buffer.from('first bytes of a large image'));
  const filesDirectory = path.join(site.blobDirectory, 'files');
  while (!(await readdir(filesDirectory)).some((name) => name.endsWith('.partial')))
    await new Promise((resolve) => setImmediate(resolve));
  await pause({ orphanKey });
} else {
  process.stderr.write(`unknown mode ${mode}\n`);
  clearInterval(keepAlive);
  process.exitCode = 2;
}
