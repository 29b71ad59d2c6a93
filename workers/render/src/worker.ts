// The render worker: takes jobs from the `render` work queue, resolves each job's target as its
// owner, evaluates it in a thread of its pool, writes the files to the blob store and records
// the result with the job service before it acks, so a worker that dies mid-job leaves the job
// to be delivered again, and a redelivered job that already finished is acked without a second
// set of files.
import { randomUUID } from 'node:crypto';
import {
  exportFileName,
  jobSubjects,
  printFileJobType,
  renderQueueName,
  type JobFailureReason,
  type JobStage,
} from '@atelier/contracts';
import { isSupportedLanguage, type Language } from '@atelier/i18n';
import {
  isServiceError,
  isUuid,
  runWithRequestContext,
  type BlobStore,
  type Bus,
  type Consumer,
  type Logger,
  type ServiceClient,
  type Subscription,
  type WorkItem,
} from '@atelier/platform';
import type { JobServiceService, common, job as jobMessages } from '@atelier/proto';
import { createThreadPool, type StopReason, type ThreadJob, type ThreadOutcome } from './pool';
import type { EvaluationTask, ThreadOutput } from './protocol';
import { fitToPrintArea, printAreaOf, printFileTask } from './print-file';
import { exportNodeIds, outputNodeId, productionNodeIds } from './selection';
import {
  readControlFiles,
  resolveTarget,
  TargetError,
  type ProjectClient,
  type ResolvedTarget,
} from './target';

export type JobClient = ServiceClient<typeof JobServiceService>;

/** The work queue the job service fills; both sides declare it with the same options. */
export { renderQueueName };
/** Published by the job service when a user cancels a job. */
export const jobCanceledSubject = jobSubjects.canceled;
/** Largest side of a preview, in pixels. */
export const previewSize = 512;
/**
 * A new stage goes to the job service at most this long after the claim or the last report: a
 * job of a few milliseconds reports nothing between its claim (which shows it in progress) and
 * its completion, and a longer one shows its current stage within a quarter second.
 */
export const stageReportDelayMs = 250;

export interface RenderWorkerLimits {
  /** Jobs this worker runs at once, each in its own thread (default 1). */
  concurrency?: number;
  /** A job still evaluating after this long fails with `timed_out` (default 600 s). */
  jobTimeoutMs?: number;
  /** Heap of an evaluation thread; a job going beyond fails with `out_of_memory` (default 1024 MB). */
  memoryMb?: number;
  /** The queue's ack wait; progress is reported every quarter of it (default 60 s). */
  ackWaitMs?: number;
  /** Deliveries of a job before it goes to the dead-letter subject (default 3). */
  maxDeliver?: number;
  /** How long stop() lets running jobs finish before handing them back (default 30 s). */
  drainMs?: number;
  /** Delay before a job handed back for a passing trouble is delivered again (default 2 s). */
  retryDelayMs?: number;
}

export interface RenderWorkerOptions extends RenderWorkerLimits {
  bus: Bus;
  /** Signed with the identity key; called with the `worker` role. */
  jobService: JobClient;
  /** Signed with the identity key; called as each job's owner. */
  projectService: ProjectClient;
  blobs: BlobStore;
  /** The node code build with its manifest.json (packages/nodes/dist/node-code). */
  nodeCodeDirectory: string;
  logger: Logger;
  workerId?: string;
}

export interface RenderWorker {
  workerId: string;
  /** Jobs held right now. */
  readonly running: number;
  /**
   * Takes no new job, lets running ones finish for the drain time, hands back those still
   * running, and lets go of the threads.
   */
  stop(): Promise<void>;
}

interface HeldJob {
  jobId: string;
  item: WorkItem;
  /** Set once the job must end without a result of its own. */
  stopReason?: StopReason;
  thread?: ThreadJob;
  stage: JobStage;
  fraction: number;
  /** When the job service last heard of the job (claim or report), by performance.now(). */
  reportedAt: number;
  /** A stage report waiting for its turn (see stageReportDelayMs). */
  stageReport?: NodeJS.Timeout;
}

/** A trouble that may pass (a service restarting): the job is handed back, not failed. */
function isTransient(error: unknown): boolean {
  return (
    isServiceError(error) &&
    [
      'UNAVAILABLE',
      'DEADLINE_EXCEEDED',
      'RESOURCE_EXHAUSTED',
      'ABORTED',
      'UNIMPLEMENTED',
      'INTERNAL',
      'UNKNOWN',
    ].includes(error.code)
  );
}

/** Blob keys keep to letters, digits, `_`, `-` and `.`; a file's own name may be any script. */
function blobKeyName(name: string): string {
  const clean = name.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^[._]+/, '');
  return clean === '' ? 'file' : clean;
}

/** A name per output, unique within the job, like the CLI's file names. */
function outputNames(outputs: readonly ThreadOutput[], projectName: string, preview: boolean): string[] {
  const used = new Set<string>();
  return outputs.map((output) => {
    const base = preview ? 'preview.png' : exportFileName(projectName, output.nodeId, output.extension);
    let name = base;
    for (let suffix = 2; used.has(blobKeyName(name).toLowerCase()); suffix += 1)
      name = base.replace(/(\.[^.]*)?$/, (extension) => `-${suffix}${extension}`);
    used.add(blobKeyName(name).toLowerCase());
    return name;
  });
}

export async function createRenderWorker(options: RenderWorkerOptions): Promise<RenderWorker> {
  const workerId = options.workerId ?? `render-${randomUUID()}`;
  const logger = options.logger.child({ workerId });
  const concurrency = options.concurrency ?? 1;
  const jobTimeoutMs = options.jobTimeoutMs ?? 600_000;
  const ackWaitMs = options.ackWaitMs ?? 60_000;
  const drainMs = options.drainMs ?? 30_000;
  const retryDelayMs = options.retryDelayMs ?? 2_000;
  const { jobService, projectService, blobs } = options;
  const pool = createThreadPool({ memoryMb: options.memoryMb ?? 1024 });
  const held = new Map<string, HeldJob>();
  const handlers = new Set<Promise<void>>();
  let stopping = false;

  const asWorker = <T>(work: () => Promise<T>) =>
    runWithRequestContext({ requestId: randomUUID(), role: 'worker' }, work);
  const asOwner = <T>(ownerId: string, work: () => Promise<T>) =>
    runWithRequestContext({ requestId: randomUUID(), userId: ownerId, role: 'user' }, work);

  function stopJob(job: HeldJob, reason: StopReason): void {
    if (job.stopReason) return;
    job.stopReason = reason;
    job.thread?.stop(reason);
  }

  /** Reports stage and fraction; every report also extends the ack deadline. */
  async function report(job: HeldJob): Promise<void> {
    job.reportedAt = performance.now();
    if (job.stageReport) {
      clearTimeout(job.stageReport);
      job.stageReport = undefined;
    }
    // The deadline is extended first as well, so a slow answer of the job service cannot let
    // the delivery lapse while the job is alive.
    await job.item.working().catch(() => {});
    try {
      const answer = await asWorker(() =>
        jobService.reportProgress({
          jobId: job.jobId,
          workerId,
          progress: Math.max(0, Math.min(1, job.fraction)),
          message: job.stage,
        }),
      );
      if (answer.canceled) stopJob(job, 'canceled');
    } catch (error) {
      logger.warn({ err: error, jobId: job.jobId }, 'progress report failed');
    }
    await job.item.working().catch(() => {});
  }

  /**
   * Records the stage; the job service hears of it with the next report, which goes out at most
   * stageReportDelayMs after the previous one (or the claim), carrying the stage current then.
   * The ack deadline is extended at once.
   */
  function setStage(job: HeldJob, stage: JobStage, fraction: number): void {
    job.stage = stage;
    job.fraction = fraction;
    void job.item.working().catch(() => {});
    if (job.stageReport || !held.has(job.jobId)) return;
    const delay = Math.max(
      0,
      job.reportedAt + Math.min(stageReportDelayMs, ackWaitMs / 4) - performance.now(),
    );
    job.stageReport = setTimeout(() => {
      job.stageReport = undefined;
      if (held.get(job.jobId) === job) void report(job);
    }, delay);
  }

  async function fail(job: HeldJob, reason: JobFailureReason, message: string): Promise<void> {
    logger.info({ jobId: job.jobId, reason, message }, 'job failed');
    await asWorker(() =>
      jobService.failJob({ jobId: job.jobId, workerId, errorMessage: message, retryable: false, reason }),
    );
  }

  function taskFor(
    type: string,
    parameters: Record<string, unknown>,
    target: ResolvedTarget,
  ): EvaluationTask | undefined {
    if (type === 'preview') {
      const nodeId = outputNodeId(target.graph);
      return nodeId ? { kind: 'preview', nodeId, size: previewSize } : undefined;
    }
    if (type === printFileJobType) {
      const area = printAreaOf(parameters);
      return typeof area === 'string' ? undefined : printFileTask(target.graph, area);
    }
    const nodeIds =
      type === 'production'
        ? productionNodeIds(target.graph)
        : exportNodeIds(target.graph, Array.isArray(parameters.nodeIds) ? parameters.nodeIds : undefined);
    return nodeIds.length > 0 ? { kind: 'files', nodeIds } : undefined;
  }

  /** Runs a claimed job to its end: completed, failed, or stopped (canceled or handed back). */
  async function runJob(job: HeldJob, claimed: jobMessages.Job): Promise<'ack' | 'nak'> {
    const ownerId = claimed.userId;
    const parameters = (claimed.parameters ?? {}) as Record<string, unknown>;
    setStage(job, 'loading', 0);
    if (job.stopReason) return job.stopReason === 'drain' ? 'nak' : 'ack';

    let target: ResolvedTarget;
    try {
      target = await asOwner(ownerId, () => resolveTarget(projectService, claimed.target, ownerId));
    } catch (error) {
      if (error instanceof TargetError) {
        await fail(job, 'target_not_found', error.message);
        return 'ack';
      }
      throw error;
    }
    const task = taskFor(claimed.type, parameters, target);
    if (!task) {
      await fail(job, 'nothing_to_export', 'The design has no output to write.');
      return 'ack';
    }
    if (job.stopReason) return job.stopReason === 'drain' ? 'nak' : 'ack';

    const language: Language = isSupportedLanguage(parameters.language) ? parameters.language : 'en-US';
    const thread = await pool.run(
      {
        kind: 'evaluate',
        jobId: job.jobId,
        graph: target.graph,
        task,
        nodeCodeDirectory: options.nodeCodeDirectory,
        language,
      },
      {
        readFiles: (fileIds) => asOwner(ownerId, () => readControlFiles(projectService, blobs, fileIds)),
        onStage(stage) {
          setStage(job, stage, job.fraction);
        },
        onProgress(fraction) {
          job.fraction = fraction;
        },
      },
    );
    job.thread = thread;
    if (job.stopReason) thread.stop(job.stopReason);
    const timeout = setTimeout(() => stopJob(job, 'timed_out'), jobTimeoutMs);
    let outcome: ThreadOutcome;
    try {
      outcome = await thread.outcome;
    } finally {
      clearTimeout(timeout);
      job.thread = undefined;
    }

    if (outcome.kind === 'stopped') {
      if (outcome.reason === 'timed_out') {
        await fail(job, 'timed_out', `The job took longer than ${Math.round(jobTimeoutMs / 1000)} s.`);
        return 'ack';
      }
      return outcome.reason === 'drain' ? 'nak' : 'ack';
    }
    if (outcome.kind === 'crashed') {
      // Reading the files failed: that error decides (a service that does not answer now may
      // answer on the next delivery).
      if (outcome.cause !== undefined) throw outcome.cause;
      await fail(job, outcome.reason, outcome.message);
      return 'ack';
    }
    if (outcome.kind === 'error') {
      await fail(job, 'worker_error', outcome.message);
      return 'ack';
    }
    const failure = outcome.failures[0];
    if (failure) {
      await fail(job, 'node_failed', `Node "${failure.failedNodeId}" failed: ${failure.message}`);
      return 'ack';
    }
    if (outcome.outputs.length === 0) {
      await fail(job, 'nothing_to_export', 'No node wrote a file: every output lacks an input.');
      return 'ack';
    }
    let outputs = outcome.outputs;
    if (claimed.type === printFileJobType) {
      const area = printAreaOf(parameters);
      const printFile = typeof area === 'string' ? undefined : await fitToPrintArea(outputs, area);
      if (!printFile) {
        await fail(job, 'nothing_to_export', 'The design has no image to print.');
        return 'ack';
      }
      outputs = [printFile];
    }

    setStage(job, 'writing', 1);
    if (job.stopReason) return job.stopReason === 'drain' ? 'nak' : 'ack';
    const preview = task.kind === 'preview' && claimed.type !== printFileJobType;
    const projectName =
      typeof parameters.projectName === 'string' && parameters.projectName.trim()
        ? parameters.projectName
        : target.projectName;
    const names = outputNames(outputs, projectName, preview);
    const files: common.BlobFile[] = [];
    for (const [index, output] of outputs.entries()) {
      const name = names[index]!;
      // The key is the job's and the file's: a second attempt overwrites the first one's bytes.
      const key = `jobs/${job.jobId}/${blobKeyName(name)}`;
      const stored = await blobs.put(key, Buffer.from(output.bytes), { contentType: output.mimeType });
      files.push({ blobKey: key, name, contentType: output.mimeType, sizeBytes: stored.size });
    }
    if (preview && files[0]) await setProjectPreview(ownerId, target, outputs[0]!);
    await asWorker(() =>
      jobService.completeJob({
        jobId: job.jobId,
        workerId,
        outputs: files,
        projectVersionId: target.projectVersionId,
        result: {
          files: outputs.map((output, index) => ({ nodeId: output.nodeId, name: names[index] })),
        },
      }),
    );
    logger.info({ jobId: job.jobId, files: files.length }, 'job done');
    return 'ack';
  }

  /** The preview becomes the version's preview, set as the owner, as the editor would set it. */
  async function setProjectPreview(ownerId: string, target: ResolvedTarget, output: ThreadOutput) {
    const key = `previews/${randomUUID()}.png`;
    try {
      const stored = await blobs.put(key, Buffer.from(output.bytes), { contentType: 'image/png' });
      await asOwner(ownerId, () =>
        projectService.setProjectVersionPreview({
          projectVersionId: target.projectVersionId,
          preview: { blobKey: key, name: 'preview.png', contentType: 'image/png', sizeBytes: stored.size },
        }),
      );
    } catch (error) {
      // The job's own file stands; only the project's thumbnail stays as it was.
      logger.warn(
        { err: error, projectVersionId: target.projectVersionId },
        'setting the project preview failed',
      );
      await blobs.delete(key).catch(() => {});
    }
  }

  async function handle(item: WorkItem): Promise<void> {
    let payload: { jobId?: unknown; attempt?: unknown };
    try {
      payload = item.json();
    } catch {
      payload = {};
    }
    const jobId = typeof payload.jobId === 'string' ? payload.jobId : '';
    const attempt = typeof payload.attempt === 'number' ? payload.attempt : 0;
    if (!isUuid(jobId)) {
      logger.warn({ itemId: item.id }, 'dropped a render item that names no job');
      await item.ack();
      return;
    }
    if (stopping) {
      await item.nak();
      return;
    }
    const job: HeldJob = { jobId, item, stage: 'waiting', fraction: 0, reportedAt: performance.now() };
    held.set(jobId, job);
    // Progress goes out every quarter of the ack wait while the job is held, so a long job is
    // not delivered again while this worker is alive.
    const heartbeat = setInterval(() => void report(job), Math.max(ackWaitMs / 4, 50));
    try {
      const claim = await asWorker(() => jobService.claimJob({ jobId, workerId, attempt }));
      if (!claim.run || !claim.job) {
        await item.ack();
        return;
      }
      job.reportedAt = performance.now();
      logger.info({ jobId, attempt, delivery: item.deliveryCount, type: claim.job.type }, 'job taken');
      const settle = await runJob(job, claim.job);
      if (settle === 'ack') await item.ack();
      else await item.nak();
    } catch (error) {
      if (isServiceError(error) && !isTransient(error)) {
        // The job service refused the call for good (the job is gone, or already finished).
        logger.warn({ err: error, jobId }, 'job dropped');
        await item.ack();
      } else {
        logger.warn({ err: error, jobId }, 'job handed back after a passing trouble');
        await item.nak(retryDelayMs);
      }
    } finally {
      clearInterval(heartbeat);
      clearTimeout(job.stageReport);
      held.delete(jobId);
    }
  }

  const renderQueue = await options.bus.workQueue(renderQueueName, {
    ackWaitMs,
    maxDeliver: options.maxDeliver ?? 3,
  });
  const cancelSubscription: Subscription = await options.bus.subscribe(jobCanceledSubject, (event) => {
    const { jobId } = event.json<{ jobId?: string }>();
    const job = jobId ? held.get(jobId) : undefined;
    if (job) {
      logger.info({ jobId }, 'job canceled; stopping its work');
      stopJob(job, 'canceled');
    }
  });
  const consumer: Consumer = await renderQueue.consume(
    (item) => {
      const running = handle(item);
      handlers.add(running);
      return running.finally(() => handlers.delete(running));
    },
    { concurrency },
  );
  logger.info({ concurrency, nodeCodeDirectory: options.nodeCodeDirectory }, 'render worker ready');

  return {
    workerId,
    get running() {
      return held.size;
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      await consumer.stop();
      if (handlers.size > 0) {
        logger.info({ jobs: held.size, drainMs }, 'render worker draining');
        let timer: NodeJS.Timeout | undefined;
        const drained = await Promise.race([
          Promise.all([...handlers]).then(() => true),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(false), drainMs);
          }),
        ]);
        clearTimeout(timer);
        if (!drained) {
          for (const job of held.values()) stopJob(job, 'drain');
          await Promise.all([...handlers]);
        }
      }
      await cancelSubscription.unsubscribe();
      await pool.close();
      logger.info('render worker stopped');
    },
  };
}
