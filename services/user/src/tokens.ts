import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** The claims of an access token: which session of which user it belongs to. */
export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

const issuer = 'atelier';
const audience = 'atelier';

/**
 * The keys derived from the session secret (RFC 5869 HKDF), one per purpose, so a token
 * signature can never be replayed as a code hash.
 */
export interface TokenKeys {
  signing: Uint8Array;
  codes: Buffer;
}

export function deriveTokenKeys(sessionSecret: string): TokenKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', sessionSecret, 'atelier-user-service', purpose, 32));
  return { signing: new Uint8Array(derive('access-token-signing')), codes: derive('one-time-codes') };
}

export async function signAccessToken(
  keys: TokenKeys,
  claims: { userId: string; sessionId: string },
  issuedAt: Date,
  lifetimeSeconds: number,
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAtSeconds = Math.floor(issuedAt.getTime() / 1000);
  const expiresAtSeconds = issuedAtSeconds + lifetimeSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAtSeconds)
    .setExpirationTime(expiresAtSeconds)
    .sign(keys.signing);
  return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
}

/**
 * Verifies signature, issuer, audience and expiry. Returns undefined for any token that is
 * not ours, tampered with or expired; `allowExpired` still demands a valid signature (sign-out
 * with a token that just ran out must still end its session).
 */
export async function verifyAccessToken(
  keys: TokenKeys,
  token: string,
  now: Date,
  { allowExpired = false } = {},
): Promise<AccessTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keys.signing, {
      issuer,
      audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    return claimsOf(payload);
  } catch (error) {
    if (allowExpired && error instanceof joseErrors.JWTExpired) return claimsOf(error.payload);
    return undefined;
  }
}

function claimsOf(payload: { sub?: unknown; sid?: unknown; exp?: unknown }): AccessTokenClaims | undefined {
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
    return undefined;
  return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
}

/** 256 random bits, URL-safe: refresh tokens, link tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of an opaque token is stored, so a copy of the database signs nobody in. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A 4-digit code from the operating system's CSPRNG, leading zeros kept. */
export function newOneTimeCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * A code's stored form: keyed by the server secret (with only 10,000 codes, a plain hash would
 * be reversed at once) and bound to the address it was sent to.
 */
export function hashOneTimeCode(keys: TokenKeys, email: string, code: string): string {
  return createHmac('sha256', keys.codes).update(`${email}\n${code}`, 'utf8').digest('hex');
}

/**
 * The name under which wrong codes for an address are counted. Keyed like a code's hash, so
 * the counts, kept longer than the codes themselves, hold no address in clear.
 */
export function wrongCodeBucket(keys: TokenKeys, email: string): string {
  return `code-wrong:${createHmac('sha256', keys.codes).update(`wrong-codes\n${email}`, 'utf8').digest('hex')}`;
}

export function sameHash(first: string, second: string): boolean {
  const a = Buffer.from(first, 'hex');
  const b = Buffer.from(second, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
