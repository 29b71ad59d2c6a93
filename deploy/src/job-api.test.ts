import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { JobJson } from '@atelier/contracts';
import {
  createLogger,
  createServiceClient,
  DirectoryBlobStore,
  runWithRequestContext,
  type Database,
  type ServiceClient,
} from '@atelier/platform';
import { JobServiceService } from '@atelier/proto';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { callProduct, createTestUser, type TestUser } from './test-users';

// Job files and the live job stream through the front door: a user attaches an input file to a
// job and downloads a job's files; another user's job answers 404 like a missing one; the
// event stream carries the caller's own jobs as they change. No render worker runs here: the
// test plays one through the job service's worker calls.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let blobs: DirectoryBlobStore;
let jobService: ServiceClient<typeof JobServiceService>;
let ada: TestUser;
let grace: TestUser;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-job-api-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('job_api'),
    logger: createLogger({ name: 'test', level: 'silent' }),
    renderWorkers: 0,
  });
  blobs = new DirectoryBlobStore(path.join(dataDirectory, 'blobs'));
  jobService = createServiceClient(
    JobServiceService,
    product.services.find((service) => service.name === 'job')!.address,
    { serviceName: 'job service', identity: product.identity },
  );
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  grace = await createTestUser(product, database, { email: 'grace@example.com' });
});

afterAll(async () => {
  jobService?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

type Json = Record<string, any>;

const call = (method: string, route: string, options: Parameters<typeof callProduct>[3] = {}) =>
  callProduct(product, method, route, options);

/** Calls the job service as a render worker does. */
function asWorker<T>(work: () => Promise<T>): Promise<T> {
  return runWithRequestContext({ requestId: randomUUID(), role: 'worker' }, work);
}

async function newJob(user: TestUser, name = 'Rose patch') {
  const project = await call('POST', '/project/version/create/new', { user, body: { name } });
  expect(project.status).toBe(201);
  const projectId = project.body.project.id as string;
  const created = await call('POST', '/job/create', {
    user,
    body: { target: projectId, type: 'export', name, parameters: { projectName: name } },
  });
  expect(created.status).toBe(201);
  return { projectId, job: created.body as JobJson };
}

/** A PNG header (2 × 3 pixels) followed by `padding` bytes: the checks read only the header. */
function png(padding: number) {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(2, 8);
  header.writeUInt32BE(3, 12);
  header[16] = 8;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, header, Buffer.alloc(padding, 0x41)]);
}

function upload(user: TestUser, jobId: string, bytes: Buffer | string, filename: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), filename);
  return call('POST', `/job/${jobId}/file`, { user, form });
}

/** The blobs stored under jobs/<id>/, to prove a refused upload left none behind. */
async function storedJobBlobs(jobId: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(dataDirectory, 'blobs', 'jobs', jobId), { recursive: true });
    return names.filter((name) => /\.[a-z]+$/.test(name) && !name.endsWith('.meta.json')).sort();
  } catch {
    return [];
  }
}

describe('job files over REST', () => {
  it('take an image, SVG or JSON before the start, checked by content, for the job owner only', async () => {
    const { job } = await newJob(ada);
    const attached = await upload(ada, job.id, png(100), 'Rosé logo.png');
    expect(attached).toMatchObject({
      status: 201,
      body: { role: 'input', name: 'Rosé logo.png', content_type: 'image/png', size: 133 },
    });
    const json = await upload(ada, job.id, ' {"colours": ["#aa0000"]}', 'palette.json');
    expect(json).toMatchObject({ status: 201, body: { content_type: 'application/json', size: 25 } });

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="4" height="4"/></svg>';
    expect(await upload(ada, job.id, svg, 'mark.svg')).toMatchObject({
      status: 201,
      body: { content_type: 'image/svg+xml' },
    });
    expect(
      await upload(ada, job.id, svg.replace('<rect', '<script>alert(1)</script><rect'), 'bad.svg'),
    ).toMatchObject({ status: 400, body: { error: { details: { reason: 'content_safety' } } } });
    expect(await upload(ada, job.id, 'MZ\x90\x00', 'tool.exe')).toMatchObject({
      status: 400,
      body: { error: { details: { reason: 'extension_not_recognised' } } },
    });
    expect(await upload(ada, job.id, 'not json at all', 'palette.json')).toMatchObject({
      status: 400,
      body: { error: { details: { reason: 'type_not_supported' } } },
    });
    // Refused before a byte is stored, even for a large body, with an answer, not a broken pipe.
    expect(await upload(grace, job.id, png(8 * 1024 * 1024), 'a.png')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Job not found.' } },
    });
    // Three accepted files, nothing of the refused ones.
    expect(await storedJobBlobs(job.id)).toHaveLength(3);

    const read = await call('GET', `/job/${job.id}`, { user: ada });
    expect(read.body.files.map((file: Json) => [file.role, file.name])).toEqual([
      ['input', 'Rosé logo.png'],
      ['input', 'palette.json'],
      ['input', 'mark.svg'],
    ]);

    await call('POST', `/job/${job.id}/start`, { user: ada });
    expect(await upload(ada, job.id, png(10), 'late.png')).toMatchObject({
      status: 400,
      body: { error: { code: 'FAILED_PRECONDITION' } },
    });
    expect(await storedJobBlobs(job.id)).toHaveLength(3);
  });

  it("download with the file's type, length and name, and answer 404 for another user's job", async () => {
    const { job } = await newJob(ada);
    const bytes = png(1000);
    const attached = await upload(ada, job.id, bytes, 'Rosé logo.png');
    const fileId = attached.body.id as string;

    const download = await call('GET', `/job/${job.id}/file/${fileId}`, { user: ada });
    expect(download.status).toBe(200);
    expect(download.bytes.equals(bytes)).toBe(true);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-length')).toBe(String(bytes.length));
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Ros_ logo.png"; filename*=UTF-8''Ros%C3%A9%20logo.png`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');

    const notFound = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Job not found.' } } };
    expect(await call('GET', `/job/${job.id}/file/${fileId}`, { user: grace })).toMatchObject(notFound);
    expect(await call('GET', `/job/${randomUUID()}/file/${fileId}`, { user: ada })).toMatchObject(notFound);
    expect(await call('GET', `/job/${job.id}/file/${randomUUID()}`, { user: ada })).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'Job file not found.' } },
    });
    expect((await call('GET', `/job/${job.id}/file/${fileId}`)).status).toBe(401);
  });

  it("serve a finished job's output files, written by a worker under jobs/<id>/", async () => {
    const { job } = await newJob(ada);
    await call('POST', `/job/${job.id}/start`, { user: ada });
    const claimed = await asWorker(() =>
      jobService.claimJob({ jobId: job.id, workerId: 'test-worker', attempt: 1 }),
    );
    expect(claimed.run).toBe(true);
    const stitches = Buffer.from('LA:Rose patch      \r', 'latin1');
    const blobKey = `jobs/${job.id}/Rose-patch-export1.dst`;
    await blobs.put(blobKey, stitches, { contentType: 'application/octet-stream' });
    await asWorker(() =>
      jobService.completeJob({
        jobId: job.id,
        workerId: 'test-worker',
        outputs: [
          {
            blobKey,
            name: 'Rose-patch-export1.dst',
            contentType: 'application/x-dst',
            sizeBytes: stitches.length,
          },
        ],
        projectVersionId: '',
      }),
    );
    const done = await call('GET', `/job/${job.id}`, { user: ada });
    expect(done.body).toMatchObject({ state: 'success', progress: 1, error_reason: null });
    const output = done.body.files[0] as Json;
    expect(output).toMatchObject({ role: 'output', name: 'Rose-patch-export1.dst', size: stitches.length });

    const download = await call('GET', `/job/${job.id}/file/${output.id}`, { user: ada });
    expect(download.bytes.equals(stitches)).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/x-dst');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Rose-patch-export1.dst"; filename*=UTF-8''Rose-patch-export1.dst`,
    );
  });

  it('list the jobs of one project with ?target=', async () => {
    const first = await newJob(ada, 'Scarf');
    await newJob(ada, 'Mittens');
    const listed = await call('GET', `/job?target=${first.projectId}`, { user: ada });
    expect(listed.body.total).toBe(1);
    expect(listed.body.jobs[0].id).toBe(first.job.id);
    expect((await call('GET', `/job?target=${first.projectId}`, { user: grace })).body.total).toBe(0);
    expect((await call('GET', '/job?target=scarf', { user: ada })).status).toBe(400);
  });
});

/** An open GET /job/events, read as the browser's EventSource would. */
async function openJobEvents(user: TestUser) {
  const controller = new AbortController();
  const response = await fetch(`${product.url}/job/events`, {
    headers: { authorization: `Bearer ${user.accessToken}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const comments: string[] = [];

  async function nextJob(): Promise<JobJson> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        comments.push(...lines.filter((line) => line.startsWith(':')));
        const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
        const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
        if (event === 'job' && data) return JSON.parse(data) as JobJson;
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error('the event stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }

  return {
    response,
    comments,
    nextJob,
    /** Reads events until one satisfies the check; returns every job event read. */
    async until(check: (job: JobJson) => boolean): Promise<JobJson[]> {
      const seen: JobJson[] = [];
      for (;;) {
        const job = await nextJob();
        seen.push(job);
        if (check(job)) return seen;
      }
    },
    close() {
      controller.abort();
    },
  };
}

describe('the job event stream', () => {
  it("sends each of the caller's open tabs the caller's own jobs as they change, and no one else's", async () => {
    const firstTab = await openJobEvents(ada);
    const secondTab = await openJobEvents(ada);
    const graceTab = await openJobEvents(grace);
    try {
      expect(firstTab.response.status).toBe(200);
      expect(firstTab.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

      const { job } = await newJob(ada);
      await call('POST', `/job/${job.id}/start`, { user: ada });
      await asWorker(() => jobService.claimJob({ jobId: job.id, workerId: 'test-worker', attempt: 1 }));
      await asWorker(() =>
        jobService.reportProgress({
          jobId: job.id,
          workerId: 'test-worker',
          progress: 0.5,
          message: 'evaluating',
        }),
      );
      for (const tab of [firstTab, secondTab]) {
        const seen = await tab.until((event) => event.id === job.id && event.progress === 0.5);
        expect(seen.every((event) => event.id === job.id)).toBe(true);
        expect(seen.at(-1)).toMatchObject({
          state: 'inprogress',
          progress_message: 'evaluating',
          attempts: 1,
        });
        expect(seen.at(-1)!.started_at).not.toBeNull();
      }

      // Grace's stream carries her job and none of Ada's, which changed before it.
      const mine = await newJob(grace, 'Grace');
      expect((await graceTab.nextJob()).id).toBe(mine.job.id);

      // Closing one tab leaves the other streaming.
      secondTab.close();
      await call('POST', `/job/${job.id}/cancel`, { user: ada });
      const canceled = await firstTab.until((event) => event.state === 'canceled');
      expect(canceled.at(-1)!.finished_at).not.toBeNull();
    } finally {
      firstTab.close();
      secondTab.close();
      graceTab.close();
    }
  });

  it('refuses a caller who is not signed in', async () => {
    const response = await fetch(`${product.url}/job/events`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });
});
