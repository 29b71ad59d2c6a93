import { createHash, randomBytes } from 'node:crypto';

/** How long a bearer session lasts; sign-in flows with refresh arrive with accounts. */
export const sessionLifetimeMilliseconds = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: unguessable, and safe in an Authorization header. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database signs nobody in. */
export function hashAccessToken(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'utf8').digest('hex');
}
