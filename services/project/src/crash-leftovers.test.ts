// What a kill -9 leaves behind, and what a fresh start of the project service makes of it. A
// child process works on the test's database and blob directory and is killed with SIGKILL in
// the middle of a duplication or an upload; the test process then starts the service on the
// same data, as the product does after a crash.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { newBlobKey } from '@atelier/platform';
import { common, project } from '@atelier/proto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createCrashSite,
  openSiteService,
  type CrashSite,
  type CreatedCrashSite,
  type SiteService,
} from './crash-test-site';

const childScript = fileURLToPath(new URL('./crash-test-child.ts', import.meta.url));
const dayMilliseconds = 24 * 60 * 60 * 1000;
// Each test starts a process and opens the database three times; PGlite on disk takes seconds
// per opening on a busy machine.
const crashTestTimeout = 180_000;

let created: CreatedCrashSite | undefined;
let service: SiteService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
  await created?.remove();
  created = undefined;
});

/**
 * Runs the child until it writes that it has paused in the middle of its work, kills it with
 * SIGKILL there and answers what it said it had made.
 */
async function killMidWork(site: CrashSite, ...arguments_: string[]): Promise<Record<string, unknown>> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, ...arguments_], {
    env: { ...process.env, CRASH_SITE: JSON.stringify(site) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  const paused = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Whole lines only: a chunk can end in the middle of one.
      const line = output
        .split('\n')
        .slice(0, -1)
        .find((candidate) => candidate.includes('"paused"'));
      if (line) resolve(JSON.parse(line) as Record<string, unknown>);
    });
    void exited.then(() => reject(new Error(`the child ended before pausing:\n${output}\n${errors}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
  return paused;
}

async function ownProjects(running: SiteService, ownerId: string) {
  const { rows } = await running.database.sql.query<{ id: string; name: string; state: string }>(
    `SELECT id, name, state FROM "project"."projects" WHERE owner_id = $1 ORDER BY created_at, id`,
    [ownerId],
  );
  return rows;
}

async function newProject(running: SiteService, ownerId: string, name: string) {
  const answer = await running.instance.handlers.createProject!(
    { name, environment: common.Edition.UNSPECIFIED, state: project.ProjectState.ACTIVE },
    running.as(ownerId),
  );
  return answer.project!;
}

/** The owner renames the project, moves it to Recently Deleted and deletes it for good. */
async function renameAndDelete(running: SiteService, ownerId: string, projectId: string) {
  const handlers = running.instance.handlers;
  const renamed = await handlers.updateProject!(
    { projectId, name: 'Renamed after the crash', tags: [], replaceTags: false },
    running.as(ownerId),
  );
  expect(renamed.project!.name).toBe('Renamed after the crash');
  await handlers.updateProject!(
    { projectId, state: project.ProjectState.DELETED, tags: [], replaceTags: false },
    running.as(ownerId),
  );
  const deleted = await handlers.deleteProjects!({ projectIds: [projectId] }, running.as(ownerId));
  expect(deleted.deletedCount).toBe(1);
}

/** Every file below the blob directory, as `prefix/name`, sorted. */
async function blobFiles(site: CrashSite): Promise<string[]> {
  const found: string[] = [];
  for (const prefix of await readdir(site.blobDirectory)) {
    for (const name of await readdir(path.join(site.blobDirectory, prefix))) found.push(`${prefix}/${name}`);
  }
  return found.sort();
}

describe('a duplication killed with SIGKILL', () => {
  it(
    'leaves no half-made copy, and the project can be renamed and deleted after a fresh start',
    async () => {
      created = await createCrashSite();
      const { site } = created;
      const ada = randomUUID();
      service = await openSiteService(site);
      const original = await newProject(service, ada, 'Quilt');
      const fileKey = newBlobKey('files', 'png');
      await service.blobs.put(fileKey, Buffer.from('pattern'), { contentType: 'image/png' });
      await service.instance.handlers.createFile!(
        {
          projectId: original.id,
          content: { blobKey: fileKey, name: 'p.png', contentType: 'image/png', sizeBytes: 7 },
        },
        service.as(ada),
      );
      // PGlite is one process's database: the child opens it only once this process let go.
      await service.close();

      await killMidWork(site, 'duplicate', original.id, ada);

      service = await openSiteService(site);
      await service.instance.start!();
      // The copy's row, versions and file went with the transaction the kill interrupted.
      expect(await ownProjects(service, ada)).toEqual([{ id: original.id, name: 'Quilt', state: 'active' }]);
      const files = await service.database.sql.query(`SELECT id FROM "project"."files" WHERE owner_id = $1`, [
        ada,
      ]);
      expect(files.rows).toHaveLength(1);

      // Duplicating again works: the kill left no lock behind on the original.
      const copy = await service.instance.handlers.duplicateProject!(
        { projectId: original.id, projectVersions: project.VersionCopyMode.ALL },
        service.as(ada),
      );
      expect(copy.project!.state).toBe(project.ProjectState.ACTIVE);
      await renameAndDelete(service, ada, original.id);
      await renameAndDelete(service, ada, copy.project!.id);
      expect(await ownProjects(service, ada)).toEqual([]);
    },
    crashTestTimeout,
  );

  it(
    'gives back a copy an earlier version of the service left in "duplicating", at the next start',
    async () => {
      created = await createCrashSite();
      const { site } = created;
      const ada = randomUUID();
      service = await openSiteService(site);
      const original = await newProject(service, ada, 'Quilt');
      // What the service did before copies were one transaction: the copy's row, committed on its
      // own, then the versions in a transaction that the crash rolled back.
      const stuck = await service.database.sql.query<{ id: string }>(
        `INSERT INTO "project"."projects" (owner_id, name, state, environment, visibility, clone_of, created_at, modified_at)
       VALUES ($1, 'Quilt', 'duplicating', 'pro', 'private', $2, now(), now()) RETURNING id`,
        [ada, original.id],
      );
      const stuckId = stuck.rows[0]!.id;
      await expect(
        service.instance.handlers.updateProject!(
          { projectId: stuckId, name: 'Stuck', tags: [], replaceTags: false },
          service.as(ada),
        ),
      ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION' });
      await service.close();

      service = await openSiteService(site);
      await service.instance.start!();

      const recentlyDeleted = await service.instance.handlers.listProjects!(
        { state: project.ProjectState.DELETED, excludeFolders: false, asJson: false },
        service.as(ada),
      );
      expect(recentlyDeleted.projects.map((entry) => [entry.id, entry.name])).toEqual([[stuckId, 'Quilt']]);
      // It opens like any project: an empty first version is its current one.
      const versions = await service.instance.handlers.listProjectVersions!(
        { projectId: stuckId, limit: 10, offset: 0 },
        service.as(ada),
      );
      expect(versions.versions.map((version) => version.number)).toEqual([1]);
      expect(
        service.logLines.some(
          (line) =>
            Array.isArray(line.projectIds) &&
            (line.projectIds as string[]).includes(stuckId) &&
            String(line.msg).includes('Recently Deleted'),
        ),
      ).toBe(true);
      await renameAndDelete(service, ada, stuckId);
      expect(await ownProjects(service, ada)).toEqual([{ id: original.id, name: 'Quilt', state: 'active' }]);
    },
    crashTestTimeout,
  );
});

describe('uploads killed with SIGKILL', () => {
  it(
    'are swept once older than the grace period, while referenced blobs and uploads in flight stay',
    async () => {
      created = await createCrashSite();
      const { site } = created;
      const ada = randomUUID();
      service = await openSiteService(site);
      const quilt = await newProject(service, ada, 'Quilt');
      const fileKey = newBlobKey('files', 'png');
      await service.blobs.put(fileKey, Buffer.from('pattern'), { contentType: 'image/png' });
      await service.instance.handlers.createFile!(
        {
          projectId: quilt.id,
          content: { blobKey: fileKey, name: 'p.png', contentType: 'image/png', sizeBytes: 7 },
        },
        service.as(ada),
      );
      const previewKey = newBlobKey('previews', 'png');
      await service.blobs.put(previewKey, Buffer.from('preview'), { contentType: 'image/png' });
      await service.instance.handlers.setProjectVersionPreview!(
        {
          projectVersionId: quilt.currentProjectVersionId!,
          preview: { blobKey: previewKey, name: 'preview.png', contentType: 'image/png', sizeBytes: 7 },
        },
        service.as(ada),
      );
      await service.close();

      const { orphanKey } = (await killMidWork(site, 'upload')) as { orphanKey: string };
      const leftovers = (await blobFiles(site)).filter(
        (file) => !file.startsWith(fileKey) && !file.startsWith(previewKey),
      );
      expect(leftovers).toHaveLength(3); // the orphan, its description and the unfinished upload's bytes
      // Two days pass: every file written so far, referenced or not, is older than the grace period.
      const twoDaysAgo = new Date(Date.now() - 2 * dayMilliseconds);
      for (const file of await blobFiles(site))
        await utimes(path.join(site.blobDirectory, ...file.split('/')), twoDaysAgo, twoDaysAgo);

      service = await openSiteService(site);
      // An upload that just finished and waits for its hand-over, and one still arriving.
      const freshKey = newBlobKey('files', 'png');
      await service.blobs.put(freshKey, Buffer.from('just uploaded'), { contentType: 'image/png' });
      const arrivingKey = newBlobKey('files', 'png');
      const arrivingBody = new PassThrough();
      const arriving = service.blobs.put(arrivingKey, arrivingBody, { contentType: 'image/png' });
      arrivingBody.write(Buffer.from('first half, '));
      while (
        !(await blobFiles(site)).some(
          (file) => file.startsWith(`${arrivingKey}.`) && file.endsWith('.partial'),
        )
      )
        await new Promise((resolve) => setImmediate(resolve));

      await service.instance.start!();
      await service.instance.leftoversSwept();

      const remaining = await blobFiles(site);
      expect(remaining.filter((file) => !file.endsWith('.partial'))).toEqual(
        [
          fileKey,
          `${fileKey}.meta.json`,
          freshKey,
          `${freshKey}.meta.json`,
          previewKey,
          `${previewKey}.meta.json`,
        ].sort(),
      );
      expect(remaining.filter((file) => file.endsWith('.partial'))).toEqual([
        expect.stringMatching(new RegExp(`^${arrivingKey.replace('.', '\\.')}\\.[0-9a-f-]{36}\\.partial$`)),
      ]);
      const report = service.logLines.find((line) => Array.isArray(line.orphanedBlobs));
      expect(report?.orphanedBlobs).toEqual([orphanKey]);
      expect(report?.unfinishedWrites).toEqual([expect.stringMatching(/^files\/.*\.partial$/)]);

      arrivingBody.end(Buffer.from('second half'));
      await arriving;
      expect((await service.blobs.read(arrivingKey)).toString()).toBe('first half, second half');
      expect((await service.blobs.read(fileKey)).toString()).toBe('pattern');
      expect((await service.blobs.read(previewKey)).toString()).toBe('preview');
    },
    crashTestTimeout,
  );
});
