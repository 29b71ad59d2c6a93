import { callerOf, ServiceError, type CallContext } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { userMessage } from '../present';

export async function readUser(
  dependencies: UserServiceDependencies,
  _request: user.ReadUserRequest,
  context: CallContext,
): Promise<user.ReadUserResponse> {
  const userId = callerOf(context);
  const row = await dependencies.prisma.user.findUnique({ where: { id: userId } });
  if (!row) throw new ServiceError('NOT_FOUND', 'User not found.');
  return { user: userMessage(row) };
}
