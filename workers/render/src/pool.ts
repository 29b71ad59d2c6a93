// Evaluation threads, reused from job to job (node code stays loaded) and replaced when one is
// terminated: to stop a job (cancel, time limit, shutdown) or because it ran out of memory.
import { Worker } from 'node:worker_threads';
import type { FromThread, ThreadFailure, ThreadOutput, ToThread } from './protocol';

const threadEntry = new URL('./thread-entry.mjs', import.meta.url);

export type StopReason = 'canceled' | 'timed_out' | 'drain';

/** How a job's evaluation in a thread ended. */
export type ThreadOutcome =
  | { kind: 'done'; outputs: ThreadOutput[]; failures: ThreadFailure[]; empty: string[] }
  /** The job could not be evaluated (node code missing or altered). */
  | { kind: 'error'; message: string }
  /** The thread died under the job: its heap limit, or an error that escaped the engine. */
  | {
      kind: 'crashed';
      reason: 'out_of_memory' | 'worker_error';
      message: string;
      /** Set when the thread was ended because the files it needed could not be read. */
      cause?: unknown;
    }
  | { kind: 'stopped'; reason: StopReason };

export interface ThreadJob {
  outcome: Promise<ThreadOutcome>;
  /** Terminates the thread; the outcome becomes `stopped` with the reason. */
  stop(reason: StopReason): void;
}

export interface ThreadJobCallbacks {
  readFiles(fileIds: string[]): Promise<Record<string, Uint8Array>>;
  onStage(stage: 'evaluating'): void;
  onProgress(fraction: number): void;
}

class EvaluationThread {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  alive = true;

  constructor(memoryMb: number) {
    this.worker = new Worker(threadEntry, {
      execArgv: [],
      // The old generation is where a runaway node's objects end up; when it is full the thread
      // dies with ERR_WORKER_OUT_OF_MEMORY and the process lives on.
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
      stdout: false,
      stderr: false,
    });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (message: FromThread) => {
        if (message.kind !== 'ready') return;
        this.worker.off('message', onMessage);
        this.worker.off('error', reject);
        resolve();
      };
      this.worker.on('message', onMessage);
      this.worker.once('error', reject);
    });
    this.worker.once('exit', () => {
      this.alive = false;
    });
  }

  run(message: Extract<ToThread, { kind: 'evaluate' }>, callbacks: ThreadJobCallbacks): ThreadJob {
    const worker = this.worker;
    let stopReason: StopReason | undefined;
    let settle: (outcome: ThreadOutcome) => void = () => {};
    const outcome = new Promise<ThreadOutcome>((resolve) => {
      settle = resolve;
    });
    let settled = false;
    const finish = (result: ThreadOutcome) => {
      if (settled) return;
      settled = true;
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      settle(result);
    };
    const onMessage = (reply: FromThread) => {
      if (reply.kind === 'ready' || reply.jobId !== message.jobId) return;
      if (reply.kind === 'need-files') {
        callbacks.readFiles(reply.fileIds).then(
          (contents) => {
            if (!settled)
              worker.postMessage({ kind: 'files', jobId: message.jobId, contents } satisfies ToThread);
          },
          (error: unknown) => {
            // The files could not be read (the project service did not answer): the thread is
            // waiting for them, so it goes, and the job is handed back.
            this.alive = false;
            void worker.terminate();
            finish({ kind: 'crashed', reason: 'worker_error', message: String(error), cause: error });
          },
        );
      } else if (reply.kind === 'stage') callbacks.onStage(reply.stage);
      else if (reply.kind === 'progress') callbacks.onProgress(reply.fraction);
      else if (reply.kind === 'done')
        finish({ kind: 'done', outputs: reply.outputs, failures: reply.failures, empty: reply.empty });
      else if (reply.kind === 'error') finish({ kind: 'error', message: reply.message });
    };
    const onError = (error: Error & { code?: string }) => {
      this.alive = false;
      if (stopReason) return;
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { kind: 'crashed', reason: 'out_of_memory', message: 'The job used more memory than a job may.' }
          : { kind: 'crashed', reason: 'worker_error', message: error.message },
      );
    };
    const onExit = () => {
      this.alive = false;
      finish(
        stopReason
          ? { kind: 'stopped', reason: stopReason }
          : { kind: 'crashed', reason: 'worker_error', message: 'The evaluation thread ended unexpectedly.' },
      );
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(message satisfies ToThread);
    return {
      outcome,
      stop(reason) {
        if (settled || stopReason) return;
        stopReason = reason;
        void worker.terminate();
      },
    };
  }
}

export interface ThreadPool {
  /** Runs one job's evaluation on an idle thread (a new one when none is idle). */
  run(message: Extract<ToThread, { kind: 'evaluate' }>, callbacks: ThreadJobCallbacks): Promise<ThreadJob>;
  close(): Promise<void>;
}

export function createThreadPool(options: { memoryMb: number }): ThreadPool {
  const idle: EvaluationThread[] = [];
  const all = new Set<EvaluationThread>();

  async function take(): Promise<EvaluationThread> {
    while (idle.length > 0) {
      const thread = idle.pop()!;
      if (thread.alive) return thread;
      all.delete(thread);
    }
    const thread = new EvaluationThread(options.memoryMb);
    all.add(thread);
    thread.worker.once('exit', () => all.delete(thread));
    await thread.ready;
    return thread;
  }

  return {
    async run(message, callbacks) {
      const thread = await take();
      const job = thread.run(message, callbacks);
      void job.outcome.then(() => {
        if (thread.alive) idle.push(thread);
      });
      return job;
    },
    async close() {
      idle.length = 0;
      await Promise.all([...all].map((thread) => thread.worker.terminate()));
      all.clear();
    },
  };
}
