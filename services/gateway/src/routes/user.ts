import type { GoogleSignInMessage, SignInMethodsJson } from '@atelier/contracts';
import { ServiceError, type Logger } from '@atelier/platform';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { ServiceClients } from '../clients';
import type { CallerCache } from '../caller-cache';
import { presentUser } from '../presenters';
import type { Route } from '../routing';
import {
  clearSessionCookies,
  cookieNames,
  passesCsrfCheck,
  presentSession,
  readCookie,
  setSessionCookies,
} from '../session-cookies';
import { setServerPagePolicy } from '../middleware/security-headers';

export interface UserRouteOptions {
  /** The product's public address: cookies are Secure on https, and links point there. */
  publicUrl: () => string;
  /** The gateway's memory of callers, told at once of what this gateway changed itself. */
  callers: Pick<CallerCache, 'forgetSessions' | 'forgetUser'>;
}

const email = z.string({ message: 'email is required' }).max(254, 'email must be at most 254 characters');

const emailSignUpBody = z.object({
  email,
  url: z.string().max(2000, 'url must be at most 2000 characters').default(''),
  language: z.string().max(20).default(''),
});

const oneTimePasswordBody = z.union([
  z.object({
    email,
    oneTimePassword: z
      .string({ message: 'oneTimePassword is required' })
      .max(20, 'oneTimePassword must be 4 digits'),
  }),
  z.object({
    email: email.optional(),
    token: z.string({ message: 'token is required' }).max(200, 'token is not a sign-in link token'),
  }),
]);

const updateBody = z.object({
  profile: z.record(z.string(), z.unknown()).optional(),
  accepted_terms: z.boolean().optional(),
});

const feedbackBody = z.object({
  message: z
    .string({ message: 'message is required' })
    .max(10_000, 'message must be at most 10000 characters'),
  page_url: z.string().max(2000).default(''),
});

// A WebAuthn response is a small JSON object; anything else is refused before the service.
const credentialBody = z.object({
  id: z.string().max(1000),
  rawId: z.string().max(1000),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(40).optional(),
});

function origin(request: Request) {
  return { ipAddress: request.ip ?? '', userAgent: (request.get('user-agent') ?? '').slice(0, 500) };
}

function requireCsrf(request: Request) {
  if (!passesCsrfCheck(request))
    throw new ServiceError(
      'PERMISSION_DENIED',
      'The request did not pass the CSRF check. Please reload the page.',
    );
}

export function userRoutes(clients: ServiceClients, options: UserRouteOptions): Route[] {
  return [
    {
      method: 'get',
      path: '/user/read',
      access: 'caller',
      async handle(request) {
        // The account came with the token check, at most a moment ago (GATEWAY_CALLER_MEMORY_MS),
        // and is forgotten as soon as this gateway changes it or the user service announces a
        // change; without it (a service that does not send it) the user service is asked.
        const remembered = request.caller!.account;
        if (remembered) return presentUser(remembered);
        const { user } = await clients.user.readUser({});
        return presentUser(user!);
      },
    },
    {
      method: 'post',
      path: '/user/update',
      access: 'caller',
      async handle(request) {
        const body = updateBody.parse(request.body ?? {});
        const { user } = await clients.user.updateUser({
          profile: body.profile,
          acceptedTerms: body.accepted_terms,
        });
        // The next request must see the account as it is now, before any announcement arrives.
        options.callers.forgetUser(request.caller!.userId);
        return presentUser(user!);
      },
    },
    {
      method: 'post',
      path: '/user/limit/:name',
      access: 'caller',
      async handle(request) {
        const answer = await clients.user.consumeLimit({ name: String(request.params.name) });
        if (answer.allowed) options.callers.forgetUser(request.caller!.userId);
        const limit = {
          name: answer.limit!.name,
          used: answer.limit!.used,
          maximum: answer.limit!.maximum ?? null,
        };
        if (!answer.allowed)
          throw new ServiceError('RESOURCE_EXHAUSTED', `The limit ${limit.name} is used up.`, { limit });
        return { limit };
      },
    },
    {
      method: 'post',
      path: '/user/feedback',
      access: 'caller',
      async handle(request) {
        const body = feedbackBody.parse(request.body ?? {});
        const answer = await clients.user.sendFeedback({ message: body.message, pageUrl: body.page_url });
        // Spec section 8: the web app reads ErrorCode 0 as success.
        return { ErrorCode: 0, feedback_id: answer.feedbackId };
      },
    },
    {
      method: 'post',
      path: '/user/emailsignup',
      access: 'public',
      async handle(request) {
        const body = emailSignUpBody.parse(request.body ?? {});
        const answer = await clients.user.requestEmailSignIn({
          email: body.email,
          url: body.url,
          language: body.language,
          ipAddress: request.ip ?? '',
        });
        return { data: { messageId: answer.messageId } };
      },
    },
    {
      method: 'post',
      path: '/user/one_time_password',
      access: 'public',
      async handle(request, response) {
        const body = oneTimePasswordBody.parse(request.body ?? {});
        const { session } = await clients.user.signInWithOneTimePassword({
          email: body.email ?? '',
          oneTimePassword: 'oneTimePassword' in body ? body.oneTimePassword : '',
          linkToken: 'token' in body ? body.token : '',
          ...origin(request),
        });
        setSessionCookies(response, session!, options.publicUrl());
        return { data: presentSession(session!) };
      },
    },
    {
      // A fresh access token from the refresh cookie; called by the web app at start and
      // shortly before its access token expires.
      method: 'post',
      path: '/user/session/refresh',
      access: 'public',
      async handle(request) {
        const refreshToken = readCookie(request, cookieNames.refresh);
        if (!refreshToken) throw new ServiceError('UNAUTHENTICATED', 'Please sign in to continue.');
        requireCsrf(request);
        const { session } = await clients.user.refreshSession({ refreshToken });
        return { data: presentSession(session!) };
      },
    },
    {
      // Sign-out: ends the session on the server (every access token of it stops working at
      // once) and removes the cookies.
      method: 'post',
      path: '/user/session/logout',
      access: 'public',
      async handle(request, response) {
        const refreshToken = readCookie(request, cookieNames.refresh);
        if (refreshToken) requireCsrf(request);
        const { endedSessionIds } = await clients.user.revokeSession({
          refreshToken: refreshToken ?? '',
          accessToken: request.caller ? (request.accessToken ?? '') : '',
        });
        options.callers.forgetSessions(endedSessionIds);
        clearSessionCookies(response, options.publicUrl());
        return {};
      },
    },
    {
      // The cookie flow: the caller's access token also as an HTTP-only cookie, so the browser
      // sends it with image and node-code requests that cannot carry a header.
      method: 'get',
      path: '/user/authcookie',
      access: 'caller',
      async handle(request, response) {
        const { expiresAt } = await clients.user.authenticate({ accessToken: request.accessToken! });
        response.cookie(cookieNames.access, request.accessToken!, {
          httpOnly: true,
          sameSite: 'strict',
          secure: options.publicUrl().startsWith('https:'),
          path: '/',
          maxAge: Math.max(0, (expiresAt?.getTime() ?? Date.now()) - Date.now()),
        });
        return { data: { expires_at: expiresAt?.toISOString() ?? null } };
      },
    },
    {
      method: 'get',
      path: '/user/signin-methods',
      access: 'public',
      async handle() {
        const answer = await clients.user.getSignInMethods({});
        return { google: answer.google, passkeys: true } satisfies SignInMethodsJson;
      },
    },
    {
      method: 'get',
      path: '/user/webauthn/registration-options',
      access: 'caller',
      async handle() {
        return (await clients.user.getPasskeyRegistrationOptions({})).options ?? {};
      },
    },
    {
      method: 'post',
      path: '/user/webauthn/verify-registration',
      access: 'caller',
      async handle(request) {
        const body = z
          .object({ credential: credentialBody.optional(), name: z.string().max(100).default('') })
          .passthrough()
          .parse(request.body ?? {});
        // The browser library's JSON is accepted bare or wrapped as { credential, name }.
        const credential = body.credential ?? credentialBody.parse(request.body);
        const answer = await clients.user.verifyPasskeyRegistration({ credential, name: body.name });
        return { verified: answer.verified, passkey: answer.passkey ? presentPasskey(answer.passkey) : null };
      },
    },
    {
      method: 'get',
      path: '/user/webauthn/authentication-options',
      access: 'public',
      async handle() {
        return (await clients.user.getPasskeyAuthenticationOptions({})).options ?? {};
      },
    },
    {
      method: 'post',
      path: '/user/webauthn/verify-authentication',
      access: 'public',
      async handle(request, response) {
        const credential = credentialBody.parse(request.body ?? {});
        const answer = await clients.user.verifyPasskeyAuthentication({ credential, ...origin(request) });
        setSessionCookies(response, answer.session!, options.publicUrl());
        return {
          verified: answer.verified,
          token: answer.session!.accessToken,
          data: presentSession(answer.session!),
        };
      },
    },
    {
      method: 'get',
      path: '/user/webauthn',
      access: 'caller',
      async handle() {
        const answer = await clients.user.listPasskeys({});
        return { passkeys: answer.passkeys.map(presentPasskey) };
      },
    },
    {
      method: 'delete',
      path: '/user/webauthn/:id',
      access: 'caller',
      async handle(request) {
        await clients.user.deletePasskey({ passkeyId: String(request.params.id) });
        return {};
      },
    },
  ];
}

function presentPasskey(passkey: {
  id: string;
  index: number;
  name: string;
  createdAt?: Date;
  lastUsedAt?: Date;
}) {
  return {
    id: passkey.id,
    index: passkey.index,
    name: passkey.name,
    created_at: passkey.createdAt?.toISOString() ?? null,
    last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Google sign-in runs in a popup as full page navigations, so these two answer before the web
 * build's page fallback would: start redirects to the provider, callback finishes the sign-in
 * and tells the opening window with postMessage.
 */
export function googleSignInHandlers(
  clients: ServiceClients,
  options: Pick<UserRouteOptions, 'publicUrl'>,
  logger: Logger,
) {
  const redirectUri = () => new URL('/user/google/callback', options.publicUrl()).toString();
  const secure = () => options.publicUrl().startsWith('https:');

  async function start(_request: Request, response: Response) {
    try {
      const answer = await clients.user.startGoogleSignIn({ redirectUri: redirectUri() });
      // Lax, not Strict: the provider's redirect back is a cross-site top-level navigation.
      response.cookie(cookieNames.googleState, answer.state, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(),
        path: '/user/google',
        maxAge: 10 * 60 * 1000,
      });
      response.redirect(302, answer.authorizationUrl);
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in failed');
      sendResultPage(response, options.publicUrl(), false);
    }
  }

  async function callback(request: Request, response: Response) {
    const state = typeof request.query.state === 'string' ? request.query.state : '';
    const remembered = readCookie(request, cookieNames.googleState);
    response.clearCookie(cookieNames.googleState, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(),
      path: '/user/google',
    });
    // The state must come back to the browser that started: a callback forged into another
    // browser would otherwise sign it into the forger's account.
    if (!state || state !== remembered) {
      sendResultPage(response, options.publicUrl(), false);
      return;
    }
    try {
      const callbackUrl = new URL(request.originalUrl, options.publicUrl()).toString();
      const { session } = await clients.user.finishGoogleSignIn({
        callbackUrl,
        state,
        redirectUri: redirectUri(),
        ...origin(request),
      });
      setSessionCookies(response, session!, options.publicUrl());
      sendResultPage(response, options.publicUrl(), true);
    } catch (error) {
      logger.warn({ err: error }, 'Google sign-in failed');
      sendResultPage(response, options.publicUrl(), false);
    }
  }

  return { start, callback };
}

function sendResultPage(response: Response, publicUrl: string, ok: boolean) {
  const targetOrigin = JSON.stringify(new URL(publicUrl).origin);
  const message = JSON.stringify({
    source: 'atelier',
    type: 'google-sign-in',
    ok,
  } satisfies GoogleSignInMessage);
  const script =
    `if (window.opener) { window.opener.postMessage(${message}, ${targetOrigin}); window.close(); }` +
    ` else { window.location.replace(${ok ? "'/'" : "'/login'"}); }`;
  response.setHeader('Cache-Control', 'no-store');
  // The page's one inline script runs by its hash; nothing else may run or load.
  setServerPagePolicy(response, { scripts: [script] });
  response
    .status(ok ? 200 : 400)
    .type('html')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>Atelier</title></head><body>` +
        `<script>${script}</script></body></html>`,
    );
}
