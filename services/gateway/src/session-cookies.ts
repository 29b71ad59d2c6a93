import { randomBytes, timingSafeEqual } from 'node:crypto';
import { csrfHeader, refreshCookiePath, sessionCookieNames, type SessionGrantJson } from '@atelier/contracts';
import type { user } from '@atelier/proto';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';

/**
 * The browser side of a session. The refresh token lives in an HTTP-only cookie that only the
 * refresh and sign-out calls receive; the short-lived access token stays in the web app's
 * memory (or, after GET /user/authcookie, also in an HTTP-only cookie so images and node code
 * load without a header). Cookie-authenticated calls that change something must repeat the
 * CSRF cookie's value in a header (the double-submit pattern), which another site cannot read;
 * SameSite=Strict keeps the cookies off cross-site requests as a second line.
 */
export const cookieNames = sessionCookieNames;
export { csrfHeader, refreshCookiePath };

const day = 24 * 60 * 60 * 1000;

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.get('cookie');
  if (!header || header.length > 16_384) return undefined;
  const value = parseCookies(header)[name];
  return value && value.length <= 4096 ? value : undefined;
}

function secure(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/** Stores a new session's refresh token and a fresh CSRF token in the browser. */
export function setSessionCookies(response: Response, session: user.Session, publicUrl: string): void {
  const maxAge = session.sessionExpiresAt
    ? Math.max(0, session.sessionExpiresAt.getTime() - Date.now())
    : 30 * day;
  response.cookie(cookieNames.refresh, session.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(publicUrl),
    path: refreshCookiePath,
    maxAge,
  });
  response.cookie(cookieNames.csrf, randomBytes(24).toString('base64url'), {
    httpOnly: false,
    sameSite: 'strict',
    secure: secure(publicUrl),
    path: '/',
    maxAge,
  });
}

export function clearSessionCookies(response: Response, publicUrl: string): void {
  const options = { sameSite: 'strict' as const, secure: secure(publicUrl) };
  response.clearCookie(cookieNames.refresh, { ...options, httpOnly: true, path: refreshCookiePath });
  response.clearCookie(cookieNames.csrf, { ...options, path: '/' });
  response.clearCookie(cookieNames.access, { ...options, httpOnly: true, path: '/' });
}

/** True when the request repeats the CSRF cookie's value in the X-CSRF-Token header. */
export function passesCsrfCheck(request: Request): boolean {
  const cookie = readCookie(request, cookieNames.csrf);
  const header = request.get(csrfHeader);
  if (!cookie || !header) return false;
  const expected = Buffer.from(cookie);
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The JSON every sign-in call answers with: the access token as the spec's data.token. */
export function presentSession(session: user.Session): SessionGrantJson {
  return {
    token: session.accessToken,
    expires_at: session.expiresAt?.toISOString() ?? null,
    accepted_terms: session.acceptedTerms,
    user_id: session.userId,
  };
}
