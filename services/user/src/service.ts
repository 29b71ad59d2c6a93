import {
  ServiceError,
  type CallContext,
  type ServiceInstance,
  type ServiceResources,
} from '@atelier/platform';
import type { UserServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import { userMessage } from './present';
import { hashAccessToken, newAccessToken, sessionLifetimeMilliseconds } from './sessions';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function requireCaller(context: CallContext): string {
  if (!context.userId) throw new ServiceError('UNAUTHENTICATED', 'Please sign in to continue.');
  return context.userId;
}

export function createUserService(resources: ServiceResources): ServiceInstance<typeof UserServiceService> {
  const prisma = createPrismaClient(resources.database);
  const { clock } = resources;

  return {
    handlers: {
      async authenticate(request) {
        if (!request.accessToken) throw new ServiceError('UNAUTHENTICATED', 'No access token was sent.');
        const session = await prisma.session.findUnique({
          where: { tokenHash: hashAccessToken(request.accessToken) },
          include: { user: true },
        });
        if (!session || session.revokedAt || session.expiresAt <= clock()) {
          throw new ServiceError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
        }
        return {
          userId: session.user.id,
          role: session.user.role,
          email: session.user.email,
          acceptedTerms: session.user.acceptedTermsAt !== null,
          expiresAt: session.expiresAt,
        };
      },

      // Internal: called by the sign-in flows once a person has proved who they are.
      async createSession(request) {
        if (!uuidPattern.test(request.userId))
          throw new ServiceError('INVALID_ARGUMENT', 'user_id must be a UUID.');
        const account = await prisma.user.findUnique({ where: { id: request.userId } });
        if (!account) throw new ServiceError('NOT_FOUND', 'User not found.');
        const accessToken = newAccessToken();
        const expiresAt = new Date(clock().getTime() + sessionLifetimeMilliseconds);
        await prisma.session.create({
          data: {
            userId: account.id,
            tokenHash: hashAccessToken(accessToken),
            expiresAt,
            createdAt: clock(),
          },
        });
        return {
          session: {
            userId: account.id,
            accessToken,
            expiresAt,
            acceptedTerms: account.acceptedTermsAt !== null,
          },
        };
      },

      async revokeSession(request) {
        await prisma.session.updateMany({
          where: { tokenHash: hashAccessToken(request.accessToken), revokedAt: null },
          data: { revokedAt: clock() },
        });
        return {};
      },

      async readUser(_request, context) {
        const userId = requireCaller(context);
        const row = await prisma.user.findUnique({ where: { id: userId } });
        if (!row) throw new ServiceError('NOT_FOUND', 'User not found.');
        return { user: userMessage(row) };
      },
    },
    async stop() {
      await prisma.$disconnect();
    },
  };
}
