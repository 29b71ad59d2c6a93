import { jobEventName, type JobJson } from '@atelier/contracts';

/**
 * - `connecting`: the first connection is being made.
 * - `open`: events arrive.
 * - `reconnecting`: the connection broke; the browser (or, after an answer that ends the stream
 *   for good, this class) tries again.
 * - `closed`: stopped.
 */
export type JobStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface JobEventStreamOptions {
  url: string;
  /** Called with each job the stream pushes. */
  onJob: (job: JobJson) => void;
  /** Called when the stream opens again after a break, when events may have been missed. */
  onReopened: () => void;
  onStatus?: (status: JobStreamStatus) => void;
  /** Longest wait before trying again after an answer that closed the stream (401, 502…). */
  maxRetryMilliseconds?: number;
}

/**
 * One server-sent event stream of the signed-in user's jobs. The browser's EventSource
 * reconnects by itself after a dropped connection; an answer that is not an event stream (an
 * expired access cookie, the gateway restarting) closes it for good, so this class opens a new
 * one after a growing pause (1 s, 2 s, 4 s… up to 30 s) or at once when asked to (a new access
 * token). No polling: while the stream is open, nothing is asked.
 */
export class JobEventStream {
  private source: EventSource | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  private openedBefore = false;
  private stopped = false;
  private currentStatus: JobStreamStatus = 'connecting';

  constructor(private readonly options: JobEventStreamOptions) {}

  get status(): JobStreamStatus {
    return this.currentStatus;
  }

  start(): void {
    this.stopped = false;
    this.open();
  }

  /** Tries again now if the stream is closed and waiting to retry (e.g. a fresh token arrived). */
  retryNow(): void {
    if (this.stopped || this.source) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.source?.close();
    this.source = undefined;
    this.setStatus('closed');
  }

  private open() {
    const source = new EventSource(this.options.url, { withCredentials: true });
    this.source = source;
    this.setStatus(this.openedBefore ? 'reconnecting' : 'connecting');
    source.addEventListener(jobEventName, (event) => {
      const job = parseJob((event as MessageEvent<string>).data);
      if (job) this.options.onJob(job);
    });
    source.addEventListener('open', () => {
      // Events may have been missed after a break, or while a first attempt was refused.
      const reopened = this.openedBefore || this.failures > 0;
      this.failures = 0;
      this.openedBefore = true;
      this.setStatus('open');
      if (reopened) this.options.onReopened();
    });
    source.addEventListener('error', () => {
      if (this.source !== source) return;
      if (source.readyState !== EventSource.CLOSED) {
        // The browser reconnects by itself.
        this.setStatus('reconnecting');
        return;
      }
      source.close();
      this.source = undefined;
      // A stream that broke after it had opened counts as a reopening when it comes back.
      this.setStatus('reconnecting');
      const maximum = this.options.maxRetryMilliseconds ?? 30_000;
      const delay = Math.min(maximum, 1000 * 2 ** this.failures);
      this.failures += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (!this.stopped) this.open();
      }, delay);
    });
  }

  private setStatus(status: JobStreamStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    this.options.onStatus?.(status);
  }
}

/** A pushed job, or undefined for anything that is not one (the stream is read, not trusted). */
export function parseJob(data: string): JobJson | undefined {
  try {
    const value = JSON.parse(data) as Partial<JobJson> | null;
    if (!value || typeof value.id !== 'string' || typeof value.state !== 'string') return undefined;
    return { ...value, files: Array.isArray(value.files) ? value.files : [] } as JobJson;
  } catch {
    return undefined;
  }
}
