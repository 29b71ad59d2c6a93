import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { hashOpaqueToken, signAccessToken } from '../tokens';

const dayMilliseconds = 24 * 60 * 60 * 1000;

/**
 * A fresh access token for the session the refresh token belongs to. The session's end moves
 * with each refresh, so someone who keeps working stays signed in. The refresh token itself
 * stays the same: tabs of one browser refresh independently and must not invalidate each
 * other's token.
 */
export async function refreshSession(
  dependencies: UserServiceDependencies,
  request: user.RefreshSessionRequest,
): Promise<user.RefreshSessionResponse> {
  const { prisma, clock, settings, keys } = dependencies;
  if (!request.refreshToken) throw new ServiceError('UNAUTHENTICATED', 'Please sign in to continue.');
  const now = clock();
  const session = await prisma.session.findUnique({
    where: { tokenHash: hashOpaqueToken(request.refreshToken) },
    include: { user: true },
  });
  if (!session || session.revokedAt || session.expiresAt <= now)
    throw new ServiceError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
  const sessionExpiresAt = new Date(now.getTime() + settings.sessionLifetimeDays * dayMilliseconds);
  await prisma.session.update({
    where: { id: session.id },
    data: { expiresAt: sessionExpiresAt, lastRefreshedAt: now },
  });
  const access = await signAccessToken(
    keys,
    { userId: session.userId, sessionId: session.id },
    now,
    settings.accessTokenLifetimeSeconds,
  );
  return {
    session: {
      userId: session.userId,
      accessToken: access.token,
      expiresAt: access.expiresAt,
      acceptedTerms: session.user.acceptedTermsAt !== null,
      refreshToken: '',
      sessionExpiresAt,
      sessionId: session.id,
    },
  };
}
