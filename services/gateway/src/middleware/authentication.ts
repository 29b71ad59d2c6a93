import { gatewayErrorCodes, type TierName } from '@atelier/contracts';
import { isServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { RequestHandler } from 'express';
import { sendError } from '../errors';
import { cookieNames, passesCsrfCheck, readCookie } from '../session-cookies';

/** Who is calling, as the user service vouched for the access token. */
export interface Caller {
  userId: string;
  role: string;
  email: string;
  acceptedTerms: boolean;
  sessionId: string;
  /** The caller's plan (free, composer, pro, studio, enterprise) from their subscriptions. */
  tier: TierName;
  /** Whether that plan is a trial. */
  trial: boolean;
  /** The account as the token check found it, when the user service sent it. */
  account?: user.User;
}

/** Resolves an access token to its caller, or null when the token is unknown, revoked or expired. */
export type Authenticator = (accessToken: string) => Promise<Caller | null>;

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
    /** Set when a token was sent but refused, so a protected route can say why. */
    rejectedToken?: boolean;
    /** The access token the caller was recognised by. */
    accessToken?: string;
  }
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the access token, from the Authorization header or else from the auth cookie, and asks
 * the user service who it belongs to. A cookie alone authenticates a call that changes something
 * only with the CSRF header, since the browser would attach it to a forged cross-site request
 * too. It never refuses a request itself: public routes stay public, and `requireCaller` guards
 * the rest.
 */
export function authenticate(authenticator: Authenticator): RequestHandler {
  return async (request, _response, next) => {
    const header = request.get('authorization');
    let accessToken: string | undefined;
    if (header) {
      const match = bearerPattern.exec(header.trim());
      if (!match) {
        request.rejectedToken = true;
        next();
        return;
      }
      accessToken = match[1]!;
    } else {
      const cookie = readCookie(request, cookieNames.access);
      if (cookie && (safeMethods.has(request.method) || passesCsrfCheck(request))) accessToken = cookie;
    }
    if (!accessToken) {
      next();
      return;
    }
    try {
      const caller = await authenticator(accessToken);
      if (caller) {
        request.caller = caller;
        request.accessToken = accessToken;
        request.context.userId = caller.userId;
        request.context.role = caller.role;
        // Every service grants capabilities by the plan the gateway vouches for.
        request.context.tier = caller.tier;
        request.context.trial = caller.trial;
      } else {
        request.rejectedToken = true;
      }
      next();
    } catch (error) {
      if (isServiceError(error) && error.code === 'UNAUTHENTICATED') {
        request.rejectedToken = true;
        next();
        return;
      }
      next(error);
    }
  };
}

/** Answers 401 unless the request carries a valid session. */
export const requireCaller: RequestHandler = (request, response, next) => {
  if (request.caller) {
    next();
    return;
  }
  sendError(
    response,
    401,
    gatewayErrorCodes.unauthenticated,
    request.rejectedToken ? 'Your session has ended. Please sign in again.' : 'Please sign in to continue.',
  );
};

/** Answers 403 unless the caller is an administrator (spec section 6: role equals admin). */
export const requireAdmin: RequestHandler = (request, response, next) => {
  if (request.caller?.role === 'admin') {
    next();
    return;
  }
  if (!request.caller) {
    requireCaller(request, response, next);
    return;
  }
  sendError(response, 403, 'PERMISSION_DENIED', 'This is available to administrators only.');
};
