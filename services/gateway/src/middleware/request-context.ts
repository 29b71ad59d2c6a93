import { developerHeader } from '@atelier/contracts';
import { acceptRequestId, runWithRequestContext, type RequestContext } from '@atelier/platform';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** The context every gRPC call made for this request carries as metadata. */
    context: RequestContext;
  }
}

/**
 * Gives every request an id (kept from X-Request-Id when the caller sent a well-formed one),
 * echoes it back, and runs the rest of the chain inside the request context so that logs and
 * outgoing gRPC calls carry it without being passed around.
 */
export function requestContext(): RequestHandler {
  return (request, response, next) => {
    const context: RequestContext = { requestId: acceptRequestId(request.get('x-request-id')) };
    const developer = request.get(developerHeader);
    if (developer && developer.length <= 200) context.developer = developer;
    request.context = context;
    response.setHeader('X-Request-Id', context.requestId);
    runWithRequestContext(context, () => next());
  };
}
