import { gatewayErrorCodes } from '@atelier/contracts';
import { isServiceError } from '@atelier/platform';
import type { RequestHandler } from 'express';
import { sendError } from '../errors';

/** Who is calling, as the user service vouched for the bearer token. */
export interface Caller {
  userId: string;
  role: string;
  email: string;
  acceptedTerms: boolean;
}

/** Resolves a bearer token to its caller, or null when the token is unknown, revoked or expired. */
export type Authenticator = (accessToken: string) => Promise<Caller | null>;

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
    /** Set when a token was sent but refused, so a protected route can say why. */
    rejectedToken?: boolean;
  }
}

const bearerPattern = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})$/i;

/**
 * Reads the bearer token when one is sent and asks the user service who it belongs to. It never
 * refuses a request itself: public routes stay public, and `requireCaller` guards the rest.
 */
export function authenticate(authenticator: Authenticator): RequestHandler {
  return async (request, _response, next) => {
    const header = request.get('authorization');
    if (!header) {
      next();
      return;
    }
    const match = bearerPattern.exec(header.trim());
    if (!match) {
      request.rejectedToken = true;
      next();
      return;
    }
    try {
      const caller = await authenticator(match[1]!);
      if (caller) {
        request.caller = caller;
        request.context.userId = caller.userId;
        request.context.role = caller.role;
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
