// Calls to a rate-limited HTTP API, one at a time and spaced: Printful allows about 120 calls a
// minute per token and answers 429 beyond it, asking the client to wait (Retry-After). Calls
// answered 429 or 5xx, or lost on the network, are tried again after the wait the server asked
// for, else after an exponential back-off, a bounded number of times; the wait holds back every
// queued call, since the limit is the token's, not the call's.
import { ProviderError } from './provider';

export interface RequestQueueOptions {
  /** Least time between the starts of two calls (500 ms keeps under 120 a minute). */
  minIntervalMs: number;
  /** Tries per call, the first included. */
  maxAttempts: number;
  /** First back-off when the server names no wait; doubled each further try. */
  backoffMs: number;
  /** No single wait is longer, whatever the server asks. */
  maxWaitMs: number;
  /** Each try gives up after this long. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (milliseconds: number) => Promise<void>;
  now?: () => number;
}

export interface RequestQueue {
  /** The answer to a call that did not need trying again, or the last one once tries are spent. */
  request(url: string, init?: RequestInit): Promise<Response>;
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMilliseconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function worthRetrying(status: number): boolean {
  return status === 429 || status >= 500;
}

const defaultSleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export function createRequestQueue(options: RequestQueueOptions): RequestQueue {
  const fetchCall = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  let nextStartAt = 0;
  let tail: Promise<unknown> = Promise.resolve();

  /** Waits for this call's turn: after the previous start plus the spacing, and after any pause. */
  async function turn(): Promise<void> {
    const wait = nextStartAt - now();
    if (wait > 0) await sleep(wait);
    nextStartAt = now() + options.minIntervalMs;
  }

  async function attempt(url: string, init: RequestInit | undefined): Promise<Response> {
    for (let tries = 1; ; tries += 1) {
      await turn();
      let response: Response | undefined;
      let failure: unknown;
      try {
        response = await fetchCall(url, {
          ...init,
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        failure = error;
      }
      if (response && !worthRetrying(response.status)) return response;
      if (tries >= options.maxAttempts) {
        if (response) return response;
        throw new ProviderError(
          `The print provider could not be reached: ${failure instanceof Error ? failure.message : String(failure)}`,
          0,
          true,
        );
      }
      const asked = response ? retryAfterMilliseconds(response.headers.get('retry-after'), now()) : undefined;
      const wait = Math.min(options.maxWaitMs, asked ?? options.backoffMs * 2 ** (tries - 1));
      // The body of a refused call is not needed; reading it frees the connection.
      await response?.arrayBuffer().catch(() => undefined);
      nextStartAt = Math.max(nextStartAt, now() + wait);
    }
  }

  return {
    request(url, init) {
      // One call at a time: each waits for the one before it to be answered.
      const result = tail.then(() => attempt(url, init));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
