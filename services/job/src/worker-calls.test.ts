import { randomUUID } from 'node:crypto';
import { job } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestJobService, type TestJobService } from './test-service';

// The calls render workers make, and the user calls around them, against a real job service
// on PostgreSQL (or PGlite) and the bus.

let service: TestJobService;

beforeAll(async () => {
  service = await startTestJobService();
});

afterAll(async () => {
  await service?.stop();
});

const projectVersionId = '00000000-0000-4000-8000-0000000000a1';

async function startedJob(ownerId: string, target = randomUUID()) {
  const created = await service.as(ownerId).createJob({ target, type: 'export', name: 'Rose patch' });
  const started = await service.as(ownerId).startJob({ jobId: created.job!.id });
  return started.job!;
}

function changesOf(jobId: string) {
  return service.changes.filter((change) => change.jobId === jobId);
}

async function waitForChanges(jobId: string, count: number) {
  for (let tries = 0; tries < 200 && changesOf(jobId).length < count; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return changesOf(jobId);
}

describe('the worker calls', () => {
  it('answer PERMISSION_DENIED to a user, even the job owner', async () => {
    const owner = randomUUID();
    const started = await startedJob(owner);
    const user = service.as(owner);
    await expect(user.claimJob({ jobId: started.id, workerId: 'w', attempt: 1 })).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    await expect(
      user.reportProgress({ jobId: started.id, workerId: 'w', progress: 0.5, message: 'loading' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(
      user.completeJob({ jobId: started.id, workerId: 'w', outputs: [], projectVersionId: '' }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(
      user.failJob({
        jobId: started.id,
        workerId: 'w',
        errorMessage: 'x',
        retryable: false,
        reason: 'node_failed',
      }),
    ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(user.removeExpiredJobs({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    const unchanged = await user.getJob({ jobId: started.id });
    expect(unchanged.job).toMatchObject({ state: job.JobState.QUEUED, attempts: 1 });
  });

  it('take a job through claim, progress and completion, with one set of output files however often it completes', async () => {
    const owner = randomUUID();
    const started = await startedJob(owner);
    const worker = service.worker();

    const claimed = await worker.claimJob({ jobId: started.id, workerId: 'worker-a', attempt: 1 });
    expect(claimed.run).toBe(true);
    expect(claimed.job).toMatchObject({ state: job.JobState.IN_PROGRESS, attempts: 1 });
    expect(claimed.job!.startedAt).toBeInstanceOf(Date);

    const progress = await worker.reportProgress({
      jobId: started.id,
      workerId: 'worker-a',
      progress: 0.4,
      message: 'evaluating',
    });
    expect(progress).toEqual({ state: job.JobState.IN_PROGRESS, canceled: false });
    // A worker that no longer holds the job moves nothing.
    await worker.reportProgress({
      jobId: started.id,
      workerId: 'worker-z',
      progress: 0.9,
      message: 'writing',
    });
    const during = await service.as(owner).getJob({ jobId: started.id });
    expect(during.job).toMatchObject({ progress: 0.4, progressMessage: 'evaluating' });

    const output = {
      blobKey: `jobs/${started.id}/Rose-patch-export1.dst`,
      name: 'Rose-patch-export1.dst',
      contentType: 'application/x-dst',
      sizeBytes: 1234,
    };
    await expect(
      worker.completeJob({
        jobId: started.id,
        workerId: 'worker-a',
        outputs: [{ ...output, blobKey: 'jobs/another/Rose.dst' }],
        projectVersionId,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    const completed = await worker.completeJob({
      jobId: started.id,
      workerId: 'worker-a',
      outputs: [output],
      result: { stitches: 5000 },
      projectVersionId,
    });
    expect(completed.job).toMatchObject({
      state: job.JobState.SUCCESS,
      progress: 1,
      progressMessage: 'done',
      projectVersionId,
      result: { stitches: 5000 },
    });
    expect(completed.job!.files.map((file) => [file.role, file.content])).toEqual([
      [job.JobFileRole.OUTPUT, output],
    ]);

    // A redelivered job completes again: nothing changes and no second set of files appears.
    const again = await worker.completeJob({
      jobId: started.id,
      workerId: 'worker-b',
      outputs: [output, { ...output, blobKey: `jobs/${started.id}/other.dst`, name: 'other.dst' }],
      projectVersionId,
    });
    expect(again.job!.files).toHaveLength(1);
    expect(again.job!.finishedAt).toEqual(completed.job!.finishedAt);
    const claimAfter = await worker.claimJob({ jobId: started.id, workerId: 'worker-b', attempt: 1 });
    expect(claimAfter.run).toBe(false);

    // create, start, claim, progress, complete: five changes, each announced with the owner.
    const changes = await waitForChanges(started.id, 5);
    expect(changes).toHaveLength(5);
    expect(changes.every((change) => change.ownerId === owner)).toBe(true);
  });

  it('give a running job to the next worker after a redelivery, and refuse a superseded attempt', async () => {
    const owner = randomUUID();
    const started = await startedJob(owner);
    const worker = service.worker();
    expect((await worker.claimJob({ jobId: started.id, workerId: 'a', attempt: 1 })).run).toBe(true);
    const taken = await worker.claimJob({ jobId: started.id, workerId: 'b', attempt: 1 });
    expect(taken.run).toBe(true);
    // The first worker's reports are ignored from now on; its failure does not fail b's run.
    await worker.failJob({
      jobId: started.id,
      workerId: 'a',
      errorMessage: 'late',
      retryable: false,
      reason: 'timed_out',
    });
    expect((await service.as(owner).getJob({ jobId: started.id })).job!.state).toBe(job.JobState.IN_PROGRESS);

    await worker.failJob({
      jobId: started.id,
      workerId: 'b',
      errorMessage: 'The node "Satin" failed.',
      retryable: false,
      reason: 'node_failed',
    });
    const restarted = await service.as(owner).startJob({ jobId: started.id });
    expect(restarted.job).toMatchObject({
      state: job.JobState.QUEUED,
      attempts: 2,
      errorReason: '',
      errorMessage: '',
    });
    const stale = await worker.claimJob({ jobId: started.id, workerId: 'c', attempt: 1 });
    expect(stale.run).toBe(false);
    expect(stale.job!.state).toBe(job.JobState.QUEUED);
    expect((await worker.claimJob({ jobId: started.id, workerId: 'c', attempt: 2 })).run).toBe(true);
  });

  it('fail a job with its reason, storing an unknown reason as worker_error, and answer a finished one unchanged', async () => {
    const owner = randomUUID();
    const worker = service.worker();
    const first = await startedJob(owner);
    await worker.claimJob({ jobId: first.id, workerId: 'w', attempt: 1 });
    const failed = await worker.failJob({
      jobId: first.id,
      workerId: 'w',
      errorMessage: 'Nothing in this version writes a file.',
      retryable: false,
      reason: 'nothing_to_export',
    });
    expect(failed.job).toMatchObject({
      state: job.JobState.FAILED,
      errorReason: 'nothing_to_export',
      errorMessage: 'Nothing in this version writes a file.',
    });
    expect(failed.job!.finishedAt).toBeInstanceOf(Date);
    const repeated = await worker.failJob({
      jobId: first.id,
      workerId: 'w',
      errorMessage: 'other',
      retryable: false,
      reason: 'timed_out',
    });
    expect(repeated.job).toMatchObject({ errorReason: 'nothing_to_export' });

    const second = await startedJob(owner);
    const odd = await worker.failJob({
      jobId: second.id,
      workerId: 'w',
      errorMessage: 'gone',
      retryable: false,
      reason: 'cosmic_rays',
    });
    expect(odd.job).toMatchObject({ state: job.JobState.FAILED, errorReason: 'worker_error' });
  });

  it('puts a retryable failure back on the queue until the attempts run out', async () => {
    const owner = randomUUID();
    const worker = service.worker();
    const started = await startedJob(owner);
    const reasons: job.JobState[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await worker.claimJob({ jobId: started.id, workerId: 'w', attempt })).run).toBe(true);
      const answer = await worker.failJob({
        jobId: started.id,
        workerId: 'w',
        errorMessage: 'The job took longer than 600 s.',
        retryable: true,
        reason: 'timed_out',
      });
      reasons.push(answer.job!.state);
    }
    // maxDeliver is 3: the first two failures queue the job again, the third fails it.
    expect(reasons).toEqual([job.JobState.QUEUED, job.JobState.QUEUED, job.JobState.FAILED]);
  });

  it('tells a running worker its job was canceled, and does not complete a canceled job', async () => {
    const owner = randomUUID();
    const worker = service.worker();
    const started = await startedJob(owner);
    await worker.claimJob({ jobId: started.id, workerId: 'w', attempt: 1 });
    await service.as(owner).cancelJob({ jobId: started.id });
    expect(
      await worker.reportProgress({ jobId: started.id, workerId: 'w', progress: 0.5, message: 'writing' }),
    ).toEqual({ state: job.JobState.CANCELED, canceled: true });
    const completed = await worker.completeJob({
      jobId: started.id,
      workerId: 'w',
      outputs: [
        { blobKey: `jobs/${started.id}/a.png`, name: 'a.png', contentType: 'image/png', sizeBytes: 3 },
      ],
      projectVersionId: '',
    });
    expect(completed.job).toMatchObject({ state: job.JobState.CANCELED, files: [] });
    expect((await worker.claimJob({ jobId: started.id, workerId: 'w', attempt: 1 })).run).toBe(false);
  });
});

describe('the user calls', () => {
  it('attach input files stored under jobs/ before the start only, and show them to the owner alone', async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const user = service.as(owner);
    const created = (await user.createJob({ target: randomUUID(), type: 'export', name: 'With a logo' }))
      .job!;
    const content = {
      blobKey: `jobs/${randomUUID()}`,
      name: 'logo.svg',
      contentType: 'image/svg+xml',
      sizeBytes: 812,
    };
    await expect(
      user.addJobFile({ jobId: created.id, content: { ...content, blobKey: 'files/abc' } }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(
      user.addJobFile({ jobId: created.id, content: { ...content, blobKey: 'jobs/../files/abc' } }),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    await expect(service.as(stranger).addJobFile({ jobId: created.id, content })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const added = await user.addJobFile({ jobId: created.id, content });
    expect(added.file).toMatchObject({ role: job.JobFileRole.INPUT, content });

    const read = await user.getJobFile({ jobId: created.id, fileId: added.file!.id });
    expect(read.file!.content).toEqual(content);
    await expect(
      service.as(stranger).getJobFile({ jobId: created.id, fileId: added.file!.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(user.getJobFile({ jobId: created.id, fileId: randomUUID() })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    await user.startJob({ jobId: created.id });
    await expect(user.addJobFile({ jobId: created.id, content })).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
    });
  });

  it('list the jobs of one target, matching a project id or the project version a worker resolved', async () => {
    const owner = randomUUID();
    const projectId = randomUUID();
    const versionId = randomUUID();
    const user = service.as(owner);
    const onProject = await startedJob(owner, projectId);
    const onVersion = (await user.createJob({ target: versionId, type: 'preview', name: '' })).job!;
    await startedJob(owner);
    await service.worker().claimJob({ jobId: onProject.id, workerId: 'w', attempt: 1 });
    await service
      .worker()
      .completeJob({ jobId: onProject.id, workerId: 'w', outputs: [], projectVersionId: versionId });

    const byProject = await user.listJobs({ limit: 20, offset: 0, type: '', target: projectId });
    expect(byProject.jobs.map((row) => row.id)).toEqual([onProject.id]);
    const byVersion = await user.listJobs({ limit: 20, offset: 0, type: '', target: versionId });
    expect(byVersion.jobs.map((row) => row.id).sort()).toEqual([onProject.id, onVersion.id].sort());
    expect(byVersion.total).toBe(2);
    expect((await user.listJobs({ limit: 20, offset: 0, type: '', target: 'nonsense' })).jobs).toEqual([]);
    expect(
      (await service.as(randomUUID()).listJobs({ limit: 20, offset: 0, type: '', target: projectId })).total,
    ).toBe(0);
    expect((await user.listJobs({ limit: 20, offset: 0, type: '', target: '' })).total).toBe(3);
  });
});
