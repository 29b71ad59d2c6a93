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

// Poisoned graphs on one render worker process with small limits (2 s a job, a 128 MB heap a
// thread): each fails its own job with a reason, and the same process goes on with the next.

const natsUrl = await natsUrlForTests();
let testProduct: TestProduct;
let graphs: string;
let owner: string;
let worker: WorkerProcess;

beforeAll(async () => {
  if (!natsUrl) return;
  const nodeCodeDirectory = await testNodeCodeDirectory();
  testProduct = await startTestProduct({ ackWaitSeconds: 2, nodeCodeDirectory });
  owner = await createUser(testProduct.database, 'ada');
  graphs = await mkdtemp(path.join(tmpdir(), 'atelier-render-poison-'));
  worker = testProduct.spawnWorker({ RENDER_JOB_TIMEOUT_SECONDS: '2', RENDER_JOB_MEMORY_MB: '128' });
  await worker.waitForLog('render worker ready');
});

afterAll(async () => {
  await testProduct?.stop();
  if (graphs) await rm(graphs, { recursive: true, force: true });
});

async function runPoisoned(type: 'test.throw' | 'test.loop' | 'test.allocate' | 'test.slow') {
  const graph = await graphWithTestNode(
    graphs,
    type,
    type === 'test.slow' ? [{ id: 'seconds', value: 0 }] : [],
  );
  const { projectId } = await testProduct.saveProject(owner, graph, type);
  const started = await testProduct.runJob(owner, { target: projectId, type: 'export' });
  return testProduct.waitForJob(owner, started.id, finished, 30_000);
}

describe.skipIf(!natsUrl)('a poisoned graph', { timeout: 60_000 }, () => {
  it('with a node that throws fails its job with node_failed, naming the node and its message', async () => {
    const failed = await runPoisoned('test.throw');
    expect(failed.state).toBe(job.JobState.FAILED);
    expect(failed.errorReason).toBe('node_failed');
    expect(failed.errorMessage).toContain('"poison"');
    expect(failed.errorMessage).toContain('the needle snapped');
    expect(failed.files).toEqual([]);
  });

  it('with a node that loops for ever fails its job with timed_out', async () => {
    const failed = await runPoisoned('test.loop');
    expect(failed.state).toBe(job.JobState.FAILED);
    expect(failed.errorReason).toBe('timed_out');
  });

  it('with a node that allocates without bound fails its job with out_of_memory', async () => {
    const failed = await runPoisoned('test.allocate');
    expect(failed.state).toBe(job.JobState.FAILED);
    expect(failed.errorReason).toBe('out_of_memory');
  });

  it('leaves the worker process to complete the next job', async () => {
    const done = await runPoisoned('test.slow');
    expect(done.state).toBe(job.JobState.SUCCESS);
    expect(done.files).toHaveLength(1);
    expect(worker.child.exitCode).toBeNull();
    expect(worker.lines.filter((line) => line.msg === 'job taken')).toHaveLength(4);
  });
});
