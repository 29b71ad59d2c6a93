import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { job } from '@atelier/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphWithTestNode, testNodeCodeDirectory } from './test-support/node-code';
import {
  createUser,
  finished,
  startTestProduct,
  type TestProduct,
  type WorkerProcess,
} from './test-support/product';
import { freePort, natsUrlForTests } from '@atelier/testing';

// Render worker processes (`node --import tsx workers/render/src/main.ts`) on NATS JetStream
// and PostgreSQL, against the product started with no worker of its own: what happens to a
// job when its worker is killed, slow, canceled or told to stop. The queue's ack wait is 2 s.

const natsUrl = await natsUrlForTests();
const ackWaitSeconds = 2;
let testProduct: TestProduct;
let graphs: string;
let owner: string;

beforeAll(async () => {
  if (!natsUrl) return;
  const nodeCodeDirectory = await testNodeCodeDirectory();
  testProduct = await startTestProduct({ ackWaitSeconds, maxDeliver: 3, nodeCodeDirectory });
  owner = await createUser(testProduct.database, 'ada');
  graphs = await mkdtemp(path.join(tmpdir(), 'atelier-render-graphs-'));
});

afterAll(async () => {
  await testProduct?.stop();
  if (graphs) await rm(graphs, { recursive: true, force: true });
});

async function slowProject(seconds: number) {
  const graph = await graphWithTestNode(graphs, 'test.slow', [{ id: 'seconds', value: seconds }]);
  return (await testProduct.saveProject(owner, graph, 'Slow ellipse')).projectId;
}

const evaluating = (current: job.Job) =>
  current.state === job.JobState.IN_PROGRESS && current.progressMessage === 'evaluating';

/** The job ids a worker process logged taking, with the delivery each came in. */
function taken(worker: WorkerProcess): Array<{ jobId: unknown; delivery: unknown }> {
  return worker.lines
    .filter((line) => line.msg === 'job taken')
    .map((line) => ({ jobId: line.jobId, delivery: line.delivery }));
}

async function outputBlobs(jobId: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of testProduct.blobs.list(`jobs/${jobId}`)) keys.push(blob.key);
  return keys.sort();
}

describe.skipIf(!natsUrl)(
  'render worker processes (NATS needed to share the queue between processes)',
  { timeout: 120_000 },
  () => {
    it('deliver a job again after its worker is killed with kill -9, and it ends success once with one set of files', async () => {
      const projectId = await slowProject(1.5);
      const first = testProduct.spawnWorker({ WORKER_ID: 'first' });
      await first.waitForLog('render worker ready');
      const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      await testProduct.waitForJob(owner, started.id, evaluating);
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      const second = testProduct.spawnWorker({ WORKER_ID: 'second' });
      const done = await testProduct.waitForJob(owner, started.id, finished, 30_000);
      expect(done.state).toBe(job.JobState.SUCCESS);
      expect(done.attempts).toBe(1);
      expect(taken(second)).toEqual([{ jobId: started.id, delivery: 2 }]);
      expect(done.files).toHaveLength(1);
      expect(await outputBlobs(started.id)).toEqual([done.files[0]!.content!.blobKey]);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    });

    it('keep a job three ack waits long from being delivered again while they report progress', async () => {
      const projectId = await slowProject(3 * ackWaitSeconds);
      const busy = testProduct.spawnWorker({ WORKER_ID: 'busy' });
      const idle = testProduct.spawnWorker({ WORKER_ID: 'idle' });
      await Promise.all([busy.waitForLog('render worker ready'), idle.waitForLog('render worker ready')]);
      const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      const done = await testProduct.waitForJob(owner, started.id, finished, 30_000);
      expect(done.state).toBe(job.JobState.SUCCESS);
      expect(done.attempts).toBe(1);
      // One delivery in all, whichever worker took it; the other never saw the job.
      expect([...taken(busy), ...taken(idle)]).toEqual([{ jobId: started.id, delivery: 1 }]);
      busy.child.kill('SIGTERM');
      idle.child.kill('SIGTERM');
      expect([await busy.exited, await idle.exited]).toEqual([0, 0]);
    });

    it('stop a canceled job’s work and go on with the next job', async () => {
      const projectId = await slowProject(60);
      const quick = await slowProject(0);
      const worker = testProduct.spawnWorker({ WORKER_ID: 'cancel' });
      await worker.waitForLog('render worker ready');
      const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      await testProduct.waitForJob(owner, started.id, evaluating);
      await testProduct.jobsAs(owner).cancelJob({ jobId: started.id });
      await worker.waitForLog('job canceled; stopping its work');

      // The worker runs one job at a time: the next one finishes only because the canceled one,
      // a minute long, stopped.
      const next = await testProduct.runJob(owner, { target: quick, type: 'export' });
      const done = await testProduct.waitForJob(owner, next.id, finished, 20_000);
      expect(done.state).toBe(job.JobState.SUCCESS);
      const canceled = await testProduct.getJob(owner, started.id);
      expect(canceled.state).toBe(job.JobState.CANCELED);
      expect(canceled.files).toEqual([]);
      expect(await outputBlobs(started.id)).toEqual([]);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
    });

    it('finish the running job on SIGTERM and take no new one', async () => {
      const projectId = await slowProject(1.5);
      const worker = testProduct.spawnWorker({ WORKER_ID: 'drain', RENDER_DRAIN_SECONDS: '20' });
      await worker.waitForLog('render worker ready');
      const running = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      await testProduct.waitForJob(owner, running.id, evaluating);
      worker.child.kill('SIGTERM');
      await worker.waitForLog('render worker draining');
      const waiting = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      expect(await worker.exited).toBe(0);
      expect((await testProduct.getJob(owner, running.id)).state).toBe(job.JobState.SUCCESS);
      expect(taken(worker).map((entry) => entry.jobId)).toEqual([running.id]);
      expect((await testProduct.getJob(owner, waiting.id)).state).toBe(job.JobState.QUEUED);

      const next = testProduct.spawnWorker({ WORKER_ID: 'after-drain' });
      expect((await testProduct.waitForJob(owner, waiting.id, finished, 30_000)).state).toBe(
        job.JobState.SUCCESS,
      );
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    });

    it('hand the running job back on SIGTERM when it outlasts the drain time, for another worker to finish', async () => {
      const projectId = await slowProject(3);
      const worker = testProduct.spawnWorker({ WORKER_ID: 'short-drain', RENDER_DRAIN_SECONDS: '0.2' });
      await worker.waitForLog('render worker ready');
      const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      await testProduct.waitForJob(owner, started.id, evaluating);
      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect((await testProduct.getJob(owner, started.id)).state).toBe(job.JobState.IN_PROGRESS);

      const next = testProduct.spawnWorker({ WORKER_ID: 'takes-over' });
      const done = await testProduct.waitForJob(owner, started.id, finished, 30_000);
      expect(done.state).toBe(job.JobState.SUCCESS);
      expect(taken(next)).toEqual([{ jobId: started.id, delivery: 2 }]);
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    });

    it('hand a job back, not fail it, while a service does not answer', async () => {
      const projectId = await slowProject(0);
      const cutOff = testProduct.spawnWorker({
        WORKER_ID: 'cut-off',
        PROJECT_SERVICE_ADDRESS: `127.0.0.1:${await freePort()}`,
      });
      await cutOff.waitForLog('render worker ready');
      const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      await cutOff.waitForLog('job handed back after a passing trouble');
      cutOff.child.kill('SIGTERM');
      expect(await cutOff.exited).toBe(0);
      const waiting = await testProduct.getJob(owner, started.id);
      expect([job.JobState.QUEUED, job.JobState.IN_PROGRESS]).toContain(waiting.state);
      expect(waiting.errorReason).toBe('');

      const connected = testProduct.spawnWorker({ WORKER_ID: 'connected' });
      const done = await testProduct.waitForJob(owner, started.id, finished, 30_000);
      expect(done.state).toBe(job.JobState.SUCCESS);
      expect(taken(connected).map((entry) => entry.jobId)).toEqual([started.id]);
      connected.child.kill('SIGTERM');
      expect(await connected.exited).toBe(0);
    });

    it('fail a job with delivery_limit when every delivery kills its worker', async () => {
      const graph = await graphWithTestNode(graphs, 'test.crash');
      const { projectId } = await testProduct.saveProject(owner, graph, 'Crash');
      const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
      const deaths: Array<number | string | null> = [];
      for (;;) {
        const worker = testProduct.spawnWorker();
        await worker.waitForLog('render worker ready');
        const outcome = await Promise.race([
          worker.exited,
          testProduct.waitForJob(owner, started.id, finished, 30_000).then(() => 'finished' as const),
        ]);
        if (outcome === 'finished') {
          worker.child.kill('SIGTERM');
          await worker.exited;
          break;
        }
        deaths.push(outcome);
      }
      expect(deaths).toEqual(['SIGKILL', 'SIGKILL', 'SIGKILL']);
      const failed = await testProduct.getJob(owner, started.id);
      expect(failed.state).toBe(job.JobState.FAILED);
      expect(failed.errorReason).toBe('delivery_limit');
    });
  },
);
