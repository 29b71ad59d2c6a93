import type { Request, RequestHandler, Response, Router } from 'express';
import { requireAdmin, requireCaller } from './middleware/authentication';

export type Access = 'public' | 'caller' | 'admin';

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  access: Access;
  /**
   * Turns the HTTP request into a service call and returns the JSON answer. The response is
   * there for headers and cookies; the answer is sent by the binding, unless the route
   * streamed a body of its own (files, graphs), which it then must have sent completely.
   */
  handle(request: Request, response: Response): Promise<unknown>;
  /** Status of a successful answer; 200 unless said. */
  successStatus?: number;
}

const guards: Record<Access, RequestHandler[]> = {
  public: [],
  caller: [requireCaller],
  admin: [requireAdmin],
};

/**
 * Orders routes so a literal path segment is tried before a parameter in the same place:
 * GET /project/read-all must not be taken for GET /project/:id. Express itself tries routes in
 * the order they were added.
 */
export function compareRouteSpecificity(first: Route, second: Route): number {
  const firstSegments = first.path.split('/');
  const secondSegments = second.path.split('/');
  for (let index = 0; index < Math.min(firstSegments.length, secondSegments.length); index += 1) {
    const firstIsParameter = firstSegments[index]!.startsWith(':');
    const secondIsParameter = secondSegments[index]!.startsWith(':');
    if (firstIsParameter !== secondIsParameter) return firstIsParameter ? 1 : -1;
  }
  return 0;
}

/** Binds a table of routes; Express 5 passes a rejected handler to the error handler by itself. */
export function bindRoutes(router: Router, routes: Route[]): void {
  for (const route of [...routes].sort(compareRouteSpecificity)) {
    router[route.method](route.path, ...guards[route.access], async (request, response) => {
      const answer = await route.handle(request, response);
      // A route that streams its own answer (a file, a graph) has sent it already.
      if (response.headersSent) return;
      response.status(route.successStatus ?? 200).json(answer ?? {});
    });
  }
}
