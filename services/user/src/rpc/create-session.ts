import { isUuid, ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { openSession } from '../sessions';

/** Internal: a session for a user whose identity the caller has already proven. */
export async function createSession(
  dependencies: UserServiceDependencies,
  request: user.CreateSessionRequest,
): Promise<user.CreateSessionResponse> {
  if (!isUuid(request.userId)) throw new ServiceError('INVALID_ARGUMENT', 'user_id must be a UUID.');
  return {
    session: await openSession(dependencies, request.userId, {
      userAgent: request.userAgent,
      ipAddress: request.ipAddress,
    }),
  };
}
