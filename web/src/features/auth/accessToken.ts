import { csrfHeader, sessionCookieNames, type SessionGrantJson } from '@atelier/contracts';

/**
 * The access token of this tab, in memory only: a script that runs in the page cannot find it
 * in storage, and it expires within minutes. What keeps a person signed in across reloads is
 * the refresh token in an HTTP-only cookie, which no script can read at all; a fresh access
 * token is asked for with it (POST /user/session/refresh) at start and shortly before the
 * current one expires.
 */
export type SessionGrant = SessionGrantJson;

type Listener = (token: string | null) => void;

/** Refresh this long before the access token expires (spec section 9: "close to expiry"). */
export const refreshMarginMilliseconds = 60_000;

export const csrfCookieName = sessionCookieNames.csrf;
export const csrfHeaderName = csrfHeader;

/** The CSRF cookie's value, repeated in a header on cookie-authenticated calls. */
export function readCsrfToken(cookies: string = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === csrfCookieName) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** When to refresh a token expiring at `expiresAt`, in milliseconds from `now` (never negative). */
export function refreshDelay(expiresAt: string | null, now: number): number | undefined {
  if (!expiresAt) return undefined;
  const expiry = Date.parse(expiresAt);
  if (Number.isNaN(expiry)) return undefined;
  return Math.max(0, expiry - refreshMarginMilliseconds - now);
}

class AccessTokenHolder {
  private token: string | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private refreshing: Promise<SessionGrant | null> | undefined;
  /**
   * Set by the app: asks the gateway for a fresh token with the refresh cookie. Resolves null
   * when the session has ended, rejects when the gateway could not be asked.
   */
  refresher: (() => Promise<SessionGrant | null>) | undefined;
  /** Set by the app: the session ended while this tab held a token, without a sign-out here. */
  onSessionLost: (() => void) | undefined;

  current(): string | null {
    return this.token;
  }

  /** Keeps a token a sign-in or refresh answered with, and plans its refresh. */
  accept(grant: SessionGrant) {
    this.token = grant.token;
    this.schedule(grant.expires_at);
    for (const listener of this.listeners) listener(this.token);
  }

  clear() {
    this.token = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    for (const listener of this.listeners) listener(null);
  }

  /**
   * One refresh at a time: calls that fail together with 401 wait for the same answer. Resolves
   * with the new grant, or null when the session has ended.
   */
  refresh(): Promise<SessionGrant | null> {
    if (!this.refresher) return Promise.resolve(null);
    const hadToken = this.token !== null;
    this.refreshing ??= this.refresher()
      .then((grant) => {
        if (grant) {
          this.accept(grant);
        } else {
          this.clear();
          if (hadToken) this.onSessionLost?.();
        }
        return grant;
      })
      // Offline or the gateway away: keep the token; the next call or timer tries again.
      .catch(() => null)
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private schedule(expiresAt: string | null) {
    if (this.timer) clearTimeout(this.timer);
    const delay = refreshDelay(expiresAt, Date.now());
    if (delay === undefined) return;
    this.timer = setTimeout(() => void this.refresh(), delay);
  }
}

export const accessToken = new AccessTokenHolder();
