import type { user } from '@atelier/proto';
import { announceSessionsEnded } from '../announce';
import type { UserServiceDependencies } from '../dependencies';
import { hashOpaqueToken, verifyAccessToken } from '../tokens';

/**
 * Sign-out: ends the session named by its refresh token or by one of its access tokens, and
 * announces it, so gateways stop recognising its access tokens at once.
 */
export async function revokeSession(
  dependencies: UserServiceDependencies,
  request: user.RevokeSessionRequest,
): Promise<user.RevokeSessionResponse> {
  const { prisma, clock, keys } = dependencies;
  const now = clock();
  const ended: Array<{ id: string; userId: string }> = [];
  const end = async (where: { tokenHash: string } | { id: string; userId: string }) => {
    const sessions = await prisma.session.findMany({
      where: { ...where, revokedAt: null },
      select: { id: true, userId: true },
    });
    for (const session of sessions) {
      const revoked = await prisma.session.updateMany({
        where: { id: session.id, revokedAt: null },
        data: { revokedAt: now },
      });
      if (revoked.count === 1) ended.push(session);
    }
  };
  if (request.refreshToken) await end({ tokenHash: hashOpaqueToken(request.refreshToken) });
  if (request.accessToken) {
    const claims = await verifyAccessToken(keys, request.accessToken, now, { allowExpired: true });
    if (claims) await end({ id: claims.sessionId, userId: claims.userId });
  }
  for (const userId of new Set(ended.map((session) => session.userId)))
    await announceSessionsEnded(dependencies, {
      userId,
      sessionIds: ended.filter((session) => session.userId === userId).map((session) => session.id),
    });
  return { endedSessionIds: ended.map((session) => session.id) };
}
