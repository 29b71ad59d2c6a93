import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import * as oidc from 'openid-client';
import type { UserServiceDependencies } from '../dependencies';
import type { GoogleClient } from '../google';
import { accountForEmail, openSession } from '../sessions';
import { hashOpaqueToken } from '../tokens';
import { clip } from '../validation';

const challengeLifetimeMilliseconds = 10 * 60 * 1000;

function requireGoogle(google: GoogleClient | undefined): GoogleClient {
  if (!google)
    throw new ServiceError('FAILED_PRECONDITION', 'Google sign-in is not set up on this installation.');
  return google;
}

function checkRedirectUri(redirectUri: string, publicUrl: string) {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new ServiceError('INVALID_ARGUMENT', 'redirect_uri must be an absolute URL.');
  }
  if (url.origin !== new URL(publicUrl).origin)
    throw new ServiceError('INVALID_ARGUMENT', 'redirect_uri must lie on the public address of Atelier.');
}

export async function getSignInMethods(
  dependencies: UserServiceDependencies,
): Promise<user.GetSignInMethodsResponse> {
  return { google: dependencies.settings.google !== undefined };
}

/**
 * Step one: the consent page's address, with PKCE (RFC 7636), a state and a nonce. The state
 * goes back to the gateway (which binds it to the browser in a cookie); the verifier and nonce
 * stay here.
 */
export async function startGoogleSignIn(
  dependencies: UserServiceDependencies,
  google: GoogleClient | undefined,
  request: user.StartGoogleSignInRequest,
): Promise<user.StartGoogleSignInResponse> {
  const client = requireGoogle(google);
  const { prisma, clock, settings } = dependencies;
  checkRedirectUri(request.redirectUri, settings.publicUrl());
  const configuration = await client.configuration().catch(() => {
    throw new ServiceError(
      'UNAVAILABLE',
      'Google sign-in is not reachable right now. Please try again later.',
    );
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = clock();
  await prisma.signInChallenge.create({
    data: {
      kind: 'google',
      challengeHash: hashOpaqueToken(state),
      codeVerifier,
      nonce,
      redirectUri: request.redirectUri,
      expiresAt: new Date(now.getTime() + challengeLifetimeMilliseconds),
      createdAt: now,
    },
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: request.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: authorizationUrl.toString(), state };
}

/**
 * Step two: the provider's callback exchanged for tokens, the ID token checked (signature,
 * issuer, audience, nonce), and the account found by its Google subject or verified address.
 */
export async function finishGoogleSignIn(
  dependencies: UserServiceDependencies,
  google: GoogleClient | undefined,
  request: user.FinishGoogleSignInRequest,
): Promise<user.FinishGoogleSignInResponse> {
  const client = requireGoogle(google);
  const { prisma, clock, logger } = dependencies;
  const now = clock();
  const refused = () =>
    new ServiceError('UNAUTHENTICATED', 'Google sign-in did not complete. Please try again.');
  if (!request.state) throw refused();
  const challenge = await prisma.signInChallenge.findUnique({
    where: { challengeHash: hashOpaqueToken(request.state) },
  });
  if (!challenge || challenge.kind !== 'google' || challenge.consumedAt || challenge.expiresAt <= now)
    throw refused();
  const consumed = await prisma.signInChallenge.updateMany({
    where: { id: challenge.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (consumed.count === 0) throw refused();

  let claims: oidc.IDToken | undefined;
  try {
    const configuration = await client.configuration();
    const tokens = await oidc.authorizationCodeGrant(configuration, new URL(request.callbackUrl), {
      pkceCodeVerifier: challenge.codeVerifier!,
      expectedState: request.state,
      expectedNonce: challenge.nonce!,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    logger.warn({ err: error }, 'Google sign-in refused');
    throw refused();
  }
  if (!claims) throw refused();
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified !== true)
    throw new ServiceError('PERMISSION_DENIED', 'Your Google account has no verified e-mail address.');

  const linked = await prisma.user.findUnique({ where: { googleSubject: claims.sub } });
  const account = linked ?? (await accountForEmail(dependencies, email));
  if (!linked) await prisma.user.update({ where: { id: account.id }, data: { googleSubject: claims.sub } });
  return {
    session: await openSession(dependencies, account.id, {
      userAgent: request.userAgent,
      ipAddress: clip(request.ipAddress, 100),
    }),
  };
}
