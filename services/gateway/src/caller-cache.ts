import { tierFromName } from '@atelier/contracts';
import type { user } from '@atelier/proto';
import type { Caller } from './middleware/authentication';

/**
 * The caller the user service's sign-in check describes, with the plan it found in the
 * account's subscriptions (unknown plan names count as free); null when it names nobody.
 */
export function callerFromAuthentication(answer: user.AuthenticateResponse): CallerAnswer {
  if (!answer.userId || !answer.expiresAt) return null;
  return {
    caller: {
      userId: answer.userId,
      role: answer.role,
      email: answer.email,
      acceptedTerms: answer.acceptedTerms,
      sessionId: answer.sessionId,
      tier: tierFromName(answer.tier),
      trial: answer.trial,
      account: answer.user,
    },
    expiresAt: answer.expiresAt,
  };
}

/** What the user service answered for a token: its caller until the token expires, or nobody. */
export type CallerAnswer = { caller: Caller; expiresAt: Date } | null;

export interface CallerCacheOptions {
  /** Asks the user service who a token belongs to; null when it belongs to nobody (any longer). */
  ask: (accessToken: string) => Promise<CallerAnswer>;
  /**
   * How long an answer is kept (GATEWAY_CALLER_MEMORY_MS). Sign-outs and changed accounts are
   * announced on the bus and forgotten at once; this bounds how long a change goes unnoticed
   * should an announcement be lost. 0 asks on every request.
   */
  keepMilliseconds: number;
  /** At most this many tokens are remembered; the least recently used go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Entry {
  caller: Caller | null;
  until: number;
}

/**
 * Who an access token belongs to, remembered for a moment so that a client sending many
 * requests costs the user service one question a moment instead of one per request. Requests
 * arriving together with an unknown token share one question. An answer that was on its way
 * while a session ended or an account changed is used once and not remembered.
 */
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Caller | null>>();
  /** Counts forgetting, so an answer asked for before it is not remembered after it. */
  private forgettings = 0;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: CallerCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  recognise(accessToken: string): Promise<Caller | null> {
    const entry = this.entries.get(accessToken);
    if (entry) {
      if (entry.until > this.now()) {
        // Most recently used last, so the oldest are the first in the map.
        this.entries.delete(accessToken);
        this.entries.set(accessToken, entry);
        return Promise.resolve(entry.caller);
      }
      this.entries.delete(accessToken);
    }
    const asked = this.pending.get(accessToken);
    if (asked) return asked;
    const forgettings = this.forgettings;
    const asking = this.options
      .ask(accessToken)
      .then((answer) => {
        if (forgettings === this.forgettings) this.remember(accessToken, answer);
        return answer?.caller ?? null;
      })
      .finally(() => this.pending.delete(accessToken));
    this.pending.set(accessToken, asking);
    return asking;
  }

  /** Sessions that ended: their tokens are asked about again (and refused). */
  forgetSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    this.forget((caller) => ended.has(caller.sessionId));
  }

  /** A user whose account changed: their tokens are asked about again. */
  forgetUser(userId: string): void {
    this.forget((caller) => caller.userId === userId);
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(matches: (caller: Caller) => boolean) {
    this.forgettings += 1;
    for (const [token, entry] of this.entries)
      if (entry.caller && matches(entry.caller)) this.entries.delete(token);
  }

  private remember(accessToken: string, answer: CallerAnswer) {
    if (this.options.keepMilliseconds <= 0) return;
    const now = this.now();
    let until = now + this.options.keepMilliseconds;
    if (answer) until = Math.min(until, answer.expiresAt.getTime());
    if (until <= now) return;
    this.entries.set(accessToken, { caller: answer?.caller ?? null, until });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
