import { randomUUID } from 'node:crypto';
import { job } from '@atelier/proto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestJobService, type TestJobService } from './test-service';

// Fair share, re-dispatch at start, the dead-letter subscriber and retention, against a real
// job service on PostgreSQL (or PGlite) and the bus (NATS when NATS_URL is set).

async function startJobs(service: TestJobService, ownerId: string, count: number) {
  const jobs = [];
  for (let index = 0; index < count; index += 1) {
    const created = await service
      .as(ownerId)
      .createJob({ target: randomUUID(), type: 'export', name: `job ${index}` });
    jobs.push((await service.as(ownerId).startJob({ jobId: created.job!.id })).job!);
  }
  return jobs;
}

async function dispatchedIds(service: TestJobService, ownerId: string): Promise<string[]> {
  const rows = await service.database.sql.query<{ id: string }>(
    `SELECT id FROM "job"."jobs" WHERE owner_id = $1::uuid AND dispatched_at IS NOT NULL ORDER BY queued_at`,
    [ownerId],
  );
  return rows.rows.map((row) => row.id);
}

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('fair share dispatch', () => {
  let service: TestJobService;
  beforeAll(async () => {
    service = await startTestJobService({ userConcurrency: 2 });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("keeps at most two of one owner's jobs on the queue, dispatches another owner's job at once, and the next of the first owner's when one ends", async () => {
    const busy = randomUUID();
    const other = randomUUID();
    const depthBefore = await service.queue.depth();
    const many = await startJobs(service, busy, 5);
    expect(await service.queue.depth()).toBe(depthBefore + 2);
    expect(await dispatchedIds(service, busy)).toEqual([many[0]!.id, many[1]!.id]);
    // Every one of them is queued for the user, whether on the queue or waiting its turn.
    const listed = await service.as(busy).listJobs({ limit: 20, offset: 0, type: '', target: '' });
    expect(listed.jobs.map((row) => row.state)).toEqual(Array(5).fill(job.JobState.QUEUED));

    const [theirs] = await startJobs(service, other, 1);
    expect(await service.queue.depth()).toBe(depthBefore + 3);
    expect(await dispatchedIds(service, other)).toEqual([theirs!.id]);

    // The first job runs and completes: the owner's oldest waiting job takes its place.
    const worker = service.worker();
    await worker.claimJob({ jobId: many[0]!.id, workerId: 'w', attempt: 1 });
    expect(await dispatchedIds(service, busy)).toHaveLength(2);
    await worker.completeJob({ jobId: many[0]!.id, workerId: 'w', outputs: [], projectVersionId: '' });
    expect(await dispatchedIds(service, busy)).toEqual([many[0]!.id, many[1]!.id, many[2]!.id]);

    // A canceled one and a failed one free their places too.
    await service.as(busy).cancelJob({ jobId: many[1]!.id });
    await worker.failJob({
      jobId: many[2]!.id,
      workerId: 'w',
      errorMessage: 'x',
      retryable: false,
      reason: 'node_failed',
    });
    expect(await dispatchedIds(service, busy)).toEqual(many.map((row) => row.id));
    expect(await service.queue.depth()).toBe(depthBefore + 6);
  });
});

describe('a restart', () => {
  let service: TestJobService;
  beforeAll(async () => {
    service = await startTestJobService({ userConcurrency: 2 });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('puts unfinished dispatched jobs on the queue again at start, and leaves waiting ones waiting', async () => {
    const owner = randomUUID();
    const [running, queued, waiting] = await startJobs(service, owner, 3);
    await service.worker().claimJob({ jobId: running!.id, workerId: 'w', attempt: 1 });
    // The in-process bus forgets its queue with the process; here the queue is thrown away.
    await service.restart(() => service.queue.destroy());
    const depth = await service.queue.depth();
    // On NATS the running job's message outlives a restart in the stream, so only the queued
    // one is sent again; the in-process bus needs both.
    expect(depth).toBe(service.bus.kind === 'in-process' ? 2 : 1);
    expect(await dispatchedIds(service, owner)).toEqual([running!.id, queued!.id]);
    expect((await service.as(owner).getJob({ jobId: waiting!.id })).job!.state).toBe(job.JobState.QUEUED);

    // The redelivered message of the running job's attempt is still taken (its worker died).
    expect((await service.worker().claimJob({ jobId: running!.id, workerId: 'w2', attempt: 1 })).run).toBe(
      true,
    );
  });
});

describe('the dead-letter subscriber', () => {
  let service: TestJobService;
  afterEach(async () => {
    await service?.stop();
  });

  it('fails a job with delivery_limit once its message has used up its deliveries', async () => {
    service = await startTestJobService({ renderQueue: { ackWaitMs: 1000, maxDeliver: 2 } });
    const owner = randomUUID();
    const deliveries: number[] = [];
    // A worker that gives every delivery back, as one that crashes on the job would.
    const consumer = await service.queue.consume(async (item) => {
      deliveries.push(item.deliveryCount);
      await item.nak();
    });
    try {
      const [doomed] = await startJobs(service, owner, 1);
      const failed = await eventually(
        'the job to fail',
        async () => (await service.as(owner).getJob({ jobId: doomed!.id })).job!,
        (row) => row.state === job.JobState.FAILED,
      );
      expect(failed).toMatchObject({ errorReason: 'delivery_limit', attempts: 1 });
      expect(failed.errorMessage).toMatch(/2 times/);
      expect(deliveries).toEqual([1, 2]);
    } finally {
      await consumer.stop();
    }
  });
});

describe('retention', () => {
  let service: TestJobService;
  beforeAll(async () => {
    service = await startTestJobService({ retentionMilliseconds: 7 * 24 * 60 * 60 * 1000 });
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('removes jobs finished longer ago than the retention period, with every blob under jobs/<id>/ and their input files', async () => {
    const owner = randomUUID();
    const start = new Date('2026-11-01T10:00:00Z');
    service.setNow(start);
    const user = service.as(owner);
    const worker = service.worker();

    const old = (await user.createJob({ target: randomUUID(), type: 'export', name: 'old' })).job!;
    const inputKey = `jobs/${randomUUID()}`;
    await service.blobs.put(inputKey, Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    await user.addJobFile({
      jobId: old.id,
      content: { blobKey: inputKey, name: 'logo.svg', contentType: 'image/svg+xml', sizeBytes: 6 },
    });
    await user.startJob({ jobId: old.id });
    await worker.claimJob({ jobId: old.id, workerId: 'w', attempt: 1 });
    const outputKey = `jobs/${old.id}/old-export1.png`;
    // A first attempt's leftover the completion never named goes too.
    const leftoverKey = `jobs/${old.id}/partial.png`;
    await service.blobs.put(outputKey, Buffer.from('png'), { contentType: 'image/png' });
    await service.blobs.put(leftoverKey, Buffer.from('pn'), { contentType: 'image/png' });
    await worker.completeJob({
      jobId: old.id,
      workerId: 'w',
      outputs: [{ blobKey: outputKey, name: 'old-export1.png', contentType: 'image/png', sizeBytes: 3 }],
      projectVersionId: '',
    });
    const abandoned = (await user.createJob({ target: randomUUID(), type: 'export', name: 'never started' }))
      .job!;

    // Six days later a fresh job finishes; eight days after the start the old ones expire.
    service.setNow(new Date(start.getTime() + 6 * 24 * 60 * 60 * 1000));
    const recent = (await user.createJob({ target: randomUUID(), type: 'export', name: 'recent' })).job!;
    await user.startJob({ jobId: recent.id });
    await user.cancelJob({ jobId: recent.id });
    service.setNow(new Date(start.getTime() + 8 * 24 * 60 * 60 * 1000));

    expect((await worker.removeExpiredJobs({})).removed).toBe(2);
    await expect(user.getJob({ jobId: old.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(user.getJob({ jobId: abandoned.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await user.getJob({ jobId: recent.id })).job!.state).toBe(job.JobState.CANCELED);
    expect(await service.blobs.exists(outputKey)).toBe(false);
    expect(await service.blobs.exists(leftoverKey)).toBe(false);
    expect(await service.blobs.exists(inputKey)).toBe(false);
    const fileRows = await service.database.sql.query(
      `SELECT 1 FROM "job"."job_files" WHERE job_id = $1::uuid`,
      [old.id],
    );
    expect(fileRows.rows).toEqual([]);
    expect((await worker.removeExpiredJobs({})).removed).toBe(0);

    // The service's own timer runs the same removal at start.
    service.setNow(new Date(start.getTime() + 15 * 24 * 60 * 60 * 1000));
    await service.restart();
    await eventually(
      'the timer to remove the recent job',
      async () => (await user.listJobs({ limit: 20, offset: 0, type: '', target: '' })).total,
      (total) => total === 0,
    );
  });
});
