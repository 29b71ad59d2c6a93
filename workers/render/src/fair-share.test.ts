import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { job } from '@atelier/proto';
import { natsUrlForTests } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphWithTestNode, testNodeCodeDirectory } from './test-support/node-code';
import {
  createUser,
  finished,
  startTestProduct,
  type TestProduct,
  type WorkerProcess,
} from './test-support/product';

// Three render worker processes share one queue on NATS. One user queues 1,000 jobs of a
// second each; another user's job still finishes within seconds, because the job service
// keeps at most two of a user's jobs on the queue at once (JOB_USER_CONCURRENCY).

const natsUrl = await natsUrlForTests();
let testProduct: TestProduct;
let graphs: string;
let workers: WorkerProcess[] = [];

beforeAll(async () => {
  if (!natsUrl) return;
  const nodeCodeDirectory = await testNodeCodeDirectory();
  testProduct = await startTestProduct({ ackWaitSeconds: 5, userConcurrency: 2, nodeCodeDirectory });
  graphs = await mkdtemp(path.join(tmpdir(), 'atelier-render-fair-'));
  workers = ['one', 'two', 'three'].map((name) => testProduct.spawnWorker({ WORKER_ID: name }));
  await Promise.all(workers.map((worker) => worker.waitForLog('render worker ready')));
});

afterAll(async () => {
  await testProduct?.stop();
  if (graphs) await rm(graphs, { recursive: true, force: true });
});

describe.skipIf(!natsUrl)('three workers on one queue', { timeout: 180_000 }, () => {
  it('finish one user’s job while another user has 1,000 jobs queued', async () => {
    const busy = await createUser(testProduct.database, 'busy');
    const other = await createUser(testProduct.database, 'other');
    const slow = await graphWithTestNode(graphs, 'test.slow', [{ id: 'seconds', value: 1 }]);
    const quick = await graphWithTestNode(graphs, 'test.slow', [{ id: 'seconds', value: 0 }]);
    const busyProject = (await testProduct.saveProject(busy, slow, 'Many')).projectId;
    const otherProject = (await testProduct.saveProject(other, quick, 'One')).projectId;

    const busyJobs: string[] = [];
    for (let batch = 0; batch < 1000; batch += 50) {
      const started = await Promise.all(
        Array.from({ length: 50 }, () => testProduct.runJob(busy, { target: busyProject, type: 'export' })),
      );
      busyJobs.push(...started.map((each) => each.id));
    }
    const mine = await testProduct.runJob(other, { target: otherProject, type: 'export' });
    const done = await testProduct.waitForJob(other, mine.id, finished, 30_000);
    expect(done.state).toBe(job.JobState.SUCCESS);

    // Most of the busy user's jobs are still waiting their turn, none of them failed.
    const busyList = testProduct.jobsAs(busy);
    const waiting = await busyList.listJobs({
      limit: 1,
      offset: 0,
      state: job.JobState.QUEUED,
      type: '',
      target: '',
    });
    expect(waiting.total).toBeGreaterThan(900);
    const failed = await busyList.listJobs({
      limit: 1,
      offset: 0,
      state: job.JobState.FAILED,
      type: '',
      target: '',
    });
    expect(failed.total).toBe(0);
    const succeeded = await busyList.listJobs({
      limit: 100,
      offset: 0,
      state: job.JobState.SUCCESS,
      type: '',
      target: '',
    });
    expect(succeeded.total).toBeGreaterThan(0);
    expect(busyJobs).toHaveLength(1000);

    // Each job was taken once, and more than one worker took them.
    const takenBy = workers.map((worker) =>
      worker.lines.filter((line) => line.msg === 'job taken').map((line) => String(line.jobId)),
    );
    const all = takenBy.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(mine.id);
    expect(takenBy.filter((jobs) => jobs.length > 0).length).toBeGreaterThan(1);
  });
});
