import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { hashOpaqueToken, verifyAccessToken } from '../tokens';

/** Sign-out: ends the session named by its refresh token or by one of its access tokens. */
export async function revokeSession(
  dependencies: UserServiceDependencies,
  request: user.RevokeSessionRequest,
): Promise<user.RevokeSessionResponse> {
  const { prisma, clock, keys } = dependencies;
  const now = clock();
  if (request.refreshToken) {
    await prisma.session.updateMany({
      where: { tokenHash: hashOpaqueToken(request.refreshToken), revokedAt: null },
      data: { revokedAt: now },
    });
  }
  if (request.accessToken) {
    const claims = await verifyAccessToken(keys, request.accessToken, now, { allowExpired: true });
    if (claims) {
      await prisma.session.updateMany({
        where: { id: claims.sessionId, userId: claims.userId, revokedAt: null },
        data: { revokedAt: now },
      });
    }
  }
  return {};
}
