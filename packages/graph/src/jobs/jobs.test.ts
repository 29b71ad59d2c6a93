import { describe, expect, it } from 'vitest';
import { GraphJobError, runGraphJob, type GraphJob, type GraphJobs, type GraphJobUpload } from './jobs';

/**
 * A farm in memory that moves each started job through the states a render worker does, one
 * step per look, so the helper's side of the protocol can be followed call by call.
 */
function memoryFarm(outcome: 'success' | 'failed', steps = 3) {
  const calls: string[] = [];
  const inputs: GraphJobUpload[] = [];
  let job: GraphJob | undefined;
  let looks = 0;
  const farm: GraphJobs = {
    async create(request) {
      calls.push(`create ${request.type}`);
      job = {
        id: 'j1',
        type: request.type,
        state: 'created',
        progress: 0,
        stage: '',
        errorReason: '',
        errorMessage: '',
        files: [],
      };
      return { ...job };
    },
    async upload(jobId, file) {
      calls.push(`upload ${file.name}`);
      inputs.push(file);
      return {
        id: `in-${inputs.length}`,
        role: 'input',
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
      };
    },
    async start() {
      calls.push('start');
      job = { ...job!, state: 'queued' };
      return { ...job };
    },
    async get() {
      looks += 1;
      if (job!.state === 'canceled') return { ...job! };
      if (looks < steps) job = { ...job!, state: 'inprogress', progress: looks / steps, stage: 'evaluating' };
      else if (outcome === 'success')
        job = {
          ...job!,
          state: 'success',
          progress: 1,
          stage: 'done',
          files: [
            { id: 'f1', role: 'output', name: 'out.dst', contentType: 'application/octet-stream', size: 3 },
          ],
        };
      else
        job = {
          ...job!,
          state: 'failed',
          errorReason: 'node_failed',
          errorMessage: 'Node fill failed: too small.',
        };
      return { ...job };
    },
    async getFile(jobId, fileId) {
      calls.push(`file ${fileId}`);
      return new Uint8Array([1, 2, 3]);
    },
    async cancel() {
      calls.push('cancel');
      job = { ...job!, state: 'canceled' };
      return { ...job };
    },
  };
  return { farm, calls, inputs };
}

describe('runGraphJob', () => {
  it('creates, attaches the inputs, starts, follows the progress and answers the outputs by name', async () => {
    const { farm, calls, inputs } = memoryFarm('success');
    const progress: number[] = [];
    const result = await runGraphJob(
      farm,
      { target: 'v1', type: 'export' },
      {
        inputs: [{ name: 'a.png', contentType: 'image/png', bytes: new Uint8Array(4) }],
        onProgress: (fraction) => progress.push(fraction),
        pollIntervalMilliseconds: 1,
      },
    );
    expect(calls).toEqual(['create export', 'upload a.png', 'start', 'file f1']);
    expect(inputs.map((input) => input.name)).toEqual(['a.png']);
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    expect(result.job.state).toBe('success');
    expect([...result.outputs.entries()]).toEqual([['out.dst', new Uint8Array([1, 2, 3])]]);
  });

  it('throws the failure with its reason, fetching no files', async () => {
    const { farm, calls } = memoryFarm('failed');
    const error = await runGraphJob(
      farm,
      { target: 'v1', type: 'export' },
      { pollIntervalMilliseconds: 1 },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphJobError);
    expect((error as GraphJobError).message).toBe('The export job failed: Node fill failed: too small.');
    expect((error as GraphJobError).job?.errorReason).toBe('node_failed');
    expect(calls.some((call) => call.startsWith('file'))).toBe(false);
  });

  it('cancels the job on the farm when the node no longer wants the result', async () => {
    const { farm, calls } = memoryFarm('success', 1_000);
    const controller = new AbortController();
    const running = runGraphJob(
      farm,
      { target: 'v1', type: 'export' },
      { signal: controller.signal, pollIntervalMilliseconds: 5 },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    controller.abort(new Error('superseded'));
    await expect(running).rejects.toThrow('superseded');
    expect(calls.at(-1)).toBe('cancel');
  });
});
