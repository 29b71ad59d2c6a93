// The sweep's rules, on hand-made blob files with set modification times: what a row names
// stays however old, nothing younger than the grace period goes, and of the rest every orphaned
// blob and every leftover of an unfinished write goes and is logged.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceOn, type SiteService } from './crash-test-site';
import { createPrismaClient } from './db';
import { sweepOrphanedBlobs } from './leftover-sweep';
import { defaultHistorySettings } from './settings';

const hourMilliseconds = 60 * 60 * 1000;
const gracePeriodMilliseconds = 24 * hourMilliseconds;
const now = new Date('2026-11-25T12:00:00Z');
const olderThanGrace = new Date(now.getTime() - 25 * hourMilliseconds);
const youngerThanGrace = new Date(now.getTime() - 23 * hourMilliseconds);
const partialSuffix = '.6f1d3c2b-8a9e-4f70-b1c2-d3e4f5a6b7c8.partial';

let testDatabase: TestDatabase | undefined;
let blobDirectory: string | undefined;
let service: SiteService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
  await testDatabase?.drop();
  testDatabase = undefined;
  if (blobDirectory) await rm(blobDirectory, { recursive: true, force: true });
  blobDirectory = undefined;
});

describe('the sweep of orphaned blobs and unfinished uploads', () => {
  it('removes only what no row names and the grace period has passed for, and logs it', async () => {
    testDatabase = await createTestDatabase();
    const root = (blobDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-sweep-')));
    service = await serviceOn(await testDatabase.open(), root);
    const { sql } = service.database;

    /** A file below the blob directory, written by hand and last modified at `modifiedAt`. */
    const place = async (relativePath: string, modifiedAt: Date) => {
      const absolutePath = path.join(root, ...relativePath.split('/'));
      await mkdir(path.dirname(absolutePath), { recursive: true });
      await writeFile(
        absolutePath,
        relativePath.endsWith('.meta.json') ? '{"contentType":"image/png"}' : 'bytes',
      );
      await utimes(absolutePath, modifiedAt, modifiedAt);
    };
    const blob = async (key: string, modifiedAt: Date) => {
      await place(key, modifiedAt);
      await place(`${key}.meta.json`, modifiedAt);
    };

    // Rows naming blobs, as a project with a file, a version preview and a node preview has.
    const ownerId = randomUUID();
    const projectRow = await sql.query<{ id: string }>(
      `INSERT INTO "project"."projects" (owner_id, name, state, environment, created_at, modified_at)
       VALUES ($1, 'Quilt', 'active', 'pro', $2, $2) RETURNING id`,
      [ownerId, now],
    );
    const projectId = projectRow.rows[0]!.id;
    const versionRow = await sql.query<{ id: string }>(
      `INSERT INTO "project"."project_versions" (project_id, number, nodegraph, created_by, created_at, preview_blob_key)
       VALUES ($1, 1, $2, $3, $4, 'previews/named.png') RETURNING id`,
      [projectId, Buffer.from('{}'), ownerId, now],
    );
    await sql.query(
      `INSERT INTO "project"."node_previews" (project_version_id, node_id, blob_key)
       VALUES ($1, 'blur', 'node-previews/named.png')`,
      [versionRow.rows[0]!.id],
    );
    await sql.query(
      `INSERT INTO "project"."files" (owner_id, project_id, blob_key, name, content_type, size, created_at)
       VALUES ($1, $2, 'files/named.png', 'named.png', 'image/png', 5, $3)`,
      [ownerId, projectId, now],
    );

    await blob('files/named.png', olderThanGrace);
    await blob('previews/named.png', olderThanGrace);
    await blob('node-previews/named.png', olderThanGrace);
    await blob('files/orphan.png', olderThanGrace);
    await blob('previews/orphan.png', olderThanGrace);
    await blob('node-previews/orphan.png', olderThanGrace);
    await blob('uploads/orphan.json', olderThanGrace);
    await blob('files/just-uploaded.png', youngerThanGrace);
    await blob('jobs/output.dst', olderThanGrace);
    await place(`files/crashed.png${partialSuffix}`, olderThanGrace);
    await place(`uploads/arriving.json${partialSuffix}`, youngerThanGrace);
    await place('files/deleted-half.png.meta.json', olderThanGrace);
    await place('previews/being-written.png.meta.json', youngerThanGrace);
    await place('jobs/crashed.dst' + partialSuffix, olderThanGrace);

    const prisma = createPrismaClient(service.database);
    const logLines: Array<Record<string, unknown>> = [];
    const report = await sweepOrphanedBlobs(
      {
        prisma,
        sql,
        blobs: service.blobs,
        logger: createLogger({
          name: 'sweep-test',
          destination: {
            write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>),
          },
        }),
        clock: () => now,
        history: defaultHistorySettings,
      },
      gracePeriodMilliseconds,
    );
    await prisma.$disconnect();

    expect(report.orphanedBlobs.sort()).toEqual([
      'files/orphan.png',
      'node-previews/orphan.png',
      'previews/orphan.png',
      'uploads/orphan.json',
    ]);
    expect(report.unfinishedWrites.sort()).toEqual([
      'files/crashed.png' + partialSuffix,
      'files/deleted-half.png.meta.json',
    ]);
    const remaining: Record<string, string[]> = {};
    for (const prefix of (await readdir(root)).sort())
      remaining[prefix] = (await readdir(path.join(root, prefix))).sort();
    expect(remaining).toEqual({
      files: ['just-uploaded.png', 'just-uploaded.png.meta.json', 'named.png', 'named.png.meta.json'],
      jobs: ['crashed.dst' + partialSuffix, 'output.dst', 'output.dst.meta.json'],
      'node-previews': ['named.png', 'named.png.meta.json'],
      previews: ['being-written.png.meta.json', 'named.png', 'named.png.meta.json'],
      uploads: ['arriving.json' + partialSuffix],
    });
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).toMatchObject({
      level: 30,
      msg: 'removed 4 orphaned blobs and 2 leftovers of unfinished uploads',
      olderThan: '2026-11-24T12:00:00.000Z',
    });
    expect((logLines[0]!.orphanedBlobs as string[]).sort()).toEqual(report.orphanedBlobs);
  });
});
