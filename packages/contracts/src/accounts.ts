/**
 * What the web app and the gateway must agree on for sessions and sign-in: cookie and header
 * names, and the JSON of the sign-in answers.
 */

/** Cookies the gateway sets. Only the CSRF cookie is readable by the page. */
export const sessionCookieNames = {
  /** HTTP-only, SameSite=Strict, sent to /user/session/* only: the refresh token. */
  refresh: 'atelier_refresh',
  /** Readable, SameSite=Strict: repeated in the CSRF header on cookie-authenticated calls. */
  csrf: 'atelier_csrf',
  /** HTTP-only, SameSite=Strict: the access token after GET /user/authcookie. */
  access: 'atelier_session',
  /** HTTP-only, SameSite=Lax, /user/google only: binds a Google sign-in to the browser that began it. */
  googleState: 'atelier_google_state',
} as const;

/** The header that repeats the CSRF cookie's value (double-submit pattern). */
export const csrfHeader = 'X-CSRF-Token';

/** The path the refresh cookie is limited to. */
export const refreshCookiePath = '/user/session';

/** `data` of every sign-in answer and of POST /user/session/refresh. */
export interface SessionGrantJson {
  /** The access token (a JWT), sent as `Authorization: Bearer …`. */
  token: string;
  /** ISO time the access token expires. */
  expires_at: string | null;
  accepted_terms?: boolean;
  user_id?: string;
}

/** GET /user/signin-methods. */
export interface SignInMethodsJson {
  google: boolean;
  passkeys: boolean;
}

/** What the Google sign-in popup posts to the window that opened it. */
export interface GoogleSignInMessage {
  source: 'atelier';
  type: 'google-sign-in';
  ok: boolean;
}
