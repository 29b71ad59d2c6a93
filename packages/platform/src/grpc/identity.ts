import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { RequestContext } from '../logging/request-context';

/**
 * Who a gRPC call is made for, as the gateway vouches for it. Services must not believe a bare
 * user id that any process able to reach their port could send; they believe this token instead:
 * a short-lived statement of the caller, signed with an Ed25519 key that only the gateway holds.
 * Services hold the public key, so they can check a token but never make one. A token is made
 * for every call, signed in or not, so a call without one did not come through the gateway.
 *
 * Format: `v1.<claims as base64url JSON>.<Ed25519 signature of "v1.<claims>" as base64url>`.
 */
export interface IdentityClaims {
  /** The signed-in user, absent for an anonymous request. */
  sub?: string;
  role?: string;
  /**
   * The caller's plan (free, composer, pro, studio, enterprise) from their subscriptions, and
   * whether it is a trial: what services grant capabilities by. Absent for an anonymous request.
   */
  tier?: string;
  trial?: boolean;
  /** The request id, so the logs of every hop name the same request. */
  rid: string;
  /** The developer header, when the request carried one. */
  dev?: string;
  /** Seconds since the epoch: issued at, expires at. */
  iat: number;
  exp: number;
}

export interface IdentityKeys {
  /** PEM (PKCS#8) of the signing key: the gateway's alone. */
  privateKey: string;
  /** PEM (SPKI) of the checking key: given to every service. */
  publicKey: string;
}

/** A fresh key pair, e.g. for one start of the one-machine product. */
export function createIdentityKeys(): IdentityKeys {
  const pair = generateKeyPairSync('ed25519');
  return {
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface IdentitySigner {
  /** A token stating the context's caller, reused while it has more than half its life left. */
  tokenFor(context: RequestContext): string;
}

export interface IdentityVerifier {
  /** The context the token vouches for, or an Error saying why it is not believed. */
  verify(token: string): RequestContext | Error;
}

const version = 'v1';
const encoder = new TextEncoder();
/** Long enough for a request's chain of calls, short enough that a leaked token is soon worthless. */
export const identityTokenLifetimeSeconds = 60;
/** Clocks of gateway and service may differ a little in a cluster. */
const allowedClockSkewSeconds = 30;
const maxTokenLength = 4096;

/** Reads a key given as PEM or as its base64 body alone (handier in an environment variable). */
export function readIdentityKey(text: string, kind: 'private' | 'public'): KeyObject {
  // Node derives a public key from a private one; a service handed the private key by mistake
  // could then sign identities itself, so that is refused.
  if (kind === 'public' && text.includes('PRIVATE KEY'))
    throw new Error('a private key was given where the public key belongs');
  const pem = text.includes('-----BEGIN')
    ? text
    : `-----BEGIN ${kind === 'private' ? 'PRIVATE' : 'PUBLIC'} KEY-----\n${text.trim()}\n-----END ${
        kind === 'private' ? 'PRIVATE' : 'PUBLIC'
      } KEY-----\n`;
  const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error(`the ${kind} key must be an Ed25519 key`);
  return key;
}

export function createIdentitySigner(
  privateKey: string,
  options: { clock?: () => number } = {},
): IdentitySigner {
  const key = readIdentityKey(privateKey, 'private');
  const now = options.clock ?? Date.now;
  // One token per request context: a request making several calls signs once. The context is
  // mutable (the gateway learns the caller after asking the user service), so a kept token is
  // reused only while it still states the same caller.
  const issued = new WeakMap<RequestContext, { token: string; renewAt: number; stated: string }>();
  return {
    tokenFor(context) {
      const nowSeconds = Math.floor(now() / 1000);
      const stated = JSON.stringify([
        context.requestId,
        context.userId,
        context.role,
        context.tier,
        context.trial,
        context.developer,
      ]);
      const kept = issued.get(context);
      if (kept && kept.stated === stated && nowSeconds < kept.renewAt) return kept.token;
      const claims: IdentityClaims = {
        rid: context.requestId,
        iat: nowSeconds,
        exp: nowSeconds + identityTokenLifetimeSeconds,
      };
      if (context.userId) claims.sub = context.userId;
      if (context.role) claims.role = context.role;
      if (context.tier) claims.tier = context.tier;
      if (context.trial) claims.trial = true;
      if (context.developer) claims.dev = context.developer;
      const signed = `${version}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      const signature = sign(null, encoder.encode(signed), key).toString('base64url');
      const token = `${signed}.${signature}`;
      issued.set(context, { token, renewAt: nowSeconds + identityTokenLifetimeSeconds / 2, stated });
      return token;
    },
  };
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

export function createIdentityVerifier(
  publicKey: string,
  options: { clock?: () => number } = {},
): IdentityVerifier {
  const key = readIdentityKey(publicKey, 'public');
  const now = options.clock ?? Date.now;
  return {
    verify(token) {
      if (token.length > maxTokenLength) return new Error('The identity token is too long.');
      const parts = token.split('.');
      if (parts.length !== 3 || parts[0] !== version) return new Error('The identity token is malformed.');
      const signature = Buffer.from(parts[2]!, 'base64url');
      if (!verify(null, encoder.encode(`${parts[0]}.${parts[1]}`), key, signature)) {
        return new Error('The identity token is not signed by the gateway.');
      }
      let claims: IdentityClaims;
      try {
        claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as IdentityClaims;
      } catch {
        return new Error('The identity token is malformed.');
      }
      if (
        typeof claims !== 'object' ||
        claims === null ||
        typeof claims.rid !== 'string' ||
        typeof claims.iat !== 'number' ||
        typeof claims.exp !== 'number' ||
        !optionalString(claims.sub) ||
        !optionalString(claims.role) ||
        !optionalString(claims.tier) ||
        (claims.trial !== undefined && typeof claims.trial !== 'boolean') ||
        !optionalString(claims.dev)
      ) {
        return new Error('The identity token is malformed.');
      }
      const nowSeconds = Math.floor(now() / 1000);
      if (claims.exp + allowedClockSkewSeconds < nowSeconds)
        return new Error('The identity token has expired.');
      if (claims.iat - allowedClockSkewSeconds > nowSeconds)
        return new Error('The identity token is not valid yet.');
      const context: RequestContext = { requestId: claims.rid };
      if (claims.sub) context.userId = claims.sub;
      if (claims.role) context.role = claims.role;
      if (claims.tier) context.tier = claims.tier;
      if (claims.trial) context.trial = true;
      if (claims.dev) context.developer = claims.dev;
      return context;
    },
  };
}
