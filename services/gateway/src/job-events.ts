import { randomUUID } from 'node:crypto';
import { jobEventName, jobSubjects } from '@atelier/contracts';
import {
  isServiceError,
  runWithRequestContext,
  type Bus,
  type Logger,
  type Subscription,
} from '@atelier/platform';
import type { Request, Response } from 'express';
import type { ServiceClients } from './clients';
import { presentJob } from './presenters';

/** The subject the job service announces every change of a job on, with `{ jobId, ownerId }`. */
export const jobChangedSubject = jobSubjects.changed;

export interface JobEventStreamOptions {
  bus: Bus;
  clients: ServiceClients;
  logger: Logger;
  /** Time between two heartbeat comments, which keep proxies from closing a quiet stream. Default 20 s. */
  heartbeatMilliseconds?: number;
  /**
   * After this long a stream is ended and the browser reconnects (EventSource does so by
   * itself), signing in again: a stream never outlives the session it was opened with by long.
   * Default 15 minutes.
   */
  maxStreamMilliseconds?: number;
}

export interface JobEventStreams {
  /** Serves GET /job/events for the signed-in caller. */
  open(request: Request, response: Response): Promise<void>;
  /** How many streams are open (for tests and logs). */
  openStreams(): number;
  /** Ends every stream and the bus subscription, so the server can stop at once. */
  close(): Promise<void>;
}

interface ChangedEvent {
  jobId?: unknown;
  ownerId?: unknown;
}

/** How long the browser waits before it reconnects a dropped stream. */
const reconnectMilliseconds = 3000;

/** Writes to a stream still open: a write after its end would be an error on the response. */
function send(response: Response, text: string): void {
  if (!response.writableEnded && !response.destroyed) response.write(text);
}

/**
 * Server-sent events of the caller's jobs. One bus subscription per gateway feeds every open
 * stream: on `job.changed` the gateway reads the job again, as its owner, from the job service
 * (so the stream shows exactly what GET /job/{id} shows, and never another user's job) and
 * writes it to that owner's streams only, every tab alike. Reads of one job are serialised and
 * coalesced: while one is in flight, further changes of that job cause one more read after it,
 * so a burst of progress reports costs two reads and the last state always arrives last.
 */
export function createJobEventStreams(options: JobEventStreamOptions): JobEventStreams {
  const { bus, clients, logger } = options;
  const heartbeatMilliseconds = options.heartbeatMilliseconds ?? 20_000;
  const maxStreamMilliseconds = options.maxStreamMilliseconds ?? 15 * 60_000;
  const streamsByOwner = new Map<string, Set<Response>>();
  const reads = new Map<string, { again: boolean }>();
  let subscription: Promise<Subscription> | undefined;
  let closed = false;

  function write(ownerId: string, text: string): void {
    for (const response of streamsByOwner.get(ownerId) ?? []) send(response, text);
  }

  async function readAndPush(jobId: string, ownerId: string): Promise<void> {
    const answer = await runWithRequestContext(
      { requestId: randomUUID(), userId: ownerId, role: 'user' },
      () => clients.job.getJob({ jobId }),
    );
    if (!answer.job) return;
    write(ownerId, `event: ${jobEventName}\ndata: ${JSON.stringify(presentJob(answer.job))}\n\n`);
  }

  function changed(jobId: string, ownerId: string): void {
    const pending = reads.get(jobId);
    if (pending) {
      pending.again = true;
      return;
    }
    const state = { again: false };
    reads.set(jobId, state);
    void (async () => {
      try {
        do {
          state.again = false;
          if (!streamsByOwner.has(ownerId)) break;
          try {
            await readAndPush(jobId, ownerId);
          } catch (error) {
            // A job removed meanwhile has nothing to show; anything else is worth a log line.
            if (!(isServiceError(error) && error.code === 'NOT_FOUND'))
              logger.warn({ err: error, jobId }, 'could not read a changed job for its event stream');
          }
        } while (state.again && !closed);
      } finally {
        reads.delete(jobId);
      }
    })();
  }

  function subscribe(): Promise<Subscription> {
    subscription ??= bus.subscribe(jobChangedSubject, (event) => {
      const { jobId, ownerId } = event.json<ChangedEvent>();
      if (typeof jobId !== 'string' || typeof ownerId !== 'string') return;
      if (streamsByOwner.has(ownerId)) changed(jobId, ownerId);
    });
    return subscription;
  }

  return {
    async open(request, response) {
      const ownerId = request.context.userId;
      if (!ownerId || closed) {
        response.status(503).end();
        return;
      }
      await subscribe();
      response.status(200);
      response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache, no-transform');
      response.setHeader('Connection', 'keep-alive');
      // Proxies such as nginx would otherwise hold the events back in their buffers.
      response.setHeader('X-Accel-Buffering', 'no');
      response.flushHeaders();
      request.socket.setTimeout(0);
      request.socket.setNoDelay(true);
      send(response, `retry: ${reconnectMilliseconds}\n: connected\n\n`);

      const streams = streamsByOwner.get(ownerId) ?? new Set<Response>();
      streams.add(response);
      streamsByOwner.set(ownerId, streams);

      const heartbeat = setInterval(() => send(response, ': heartbeat\n\n'), heartbeatMilliseconds);
      const lifetime = setTimeout(() => response.end(), maxStreamMilliseconds);
      // Neither timer may keep a stopping process alive.
      heartbeat.unref();
      lifetime.unref();
      const cleanUp = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        streams.delete(response);
        if (streams.size === 0 && streamsByOwner.get(ownerId) === streams) streamsByOwner.delete(ownerId);
      };
      response.on('close', cleanUp);
      request.on('close', cleanUp);
    },

    openStreams() {
      let count = 0;
      for (const streams of streamsByOwner.values()) count += streams.size;
      return count;
    },

    async close() {
      closed = true;
      for (const streams of [...streamsByOwner.values()]) for (const response of [...streams]) response.end();
      streamsByOwner.clear();
      if (subscription) await (await subscription).unsubscribe();
    },
  };
}
