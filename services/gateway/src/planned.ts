import type { Access, Route } from './routing';
import { ServiceError } from '@atelier/platform';

/**
 * Calls of spec section 7 whose behaviour has not been built yet. They are routed (with their
 * access rule) so the REST surface is complete path for path, and answer 501 with a message
 * naming the call instead of a misleading 404.
 */
export function plannedRoutes(entries: Array<[Route['method'], string, Access]>): Route[] {
  return entries.map(([method, path, access]) => ({
    method,
    path,
    access,
    async handle() {
      throw new ServiceError('UNIMPLEMENTED', `${method.toUpperCase()} ${path} is not available yet.`);
    },
  }));
}
