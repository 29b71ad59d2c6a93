import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { userMessage } from '../present';
import { standingOfStored } from '../subscriptions';
import { verifyAccessToken } from '../tokens';

const ended = () => new ServiceError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.');

/**
 * Resolves an access token to its user. The signature and expiry are checked first; the
 * session is then read too, so a sign-out ends every token of the session at once instead of
 * when the last one expires.
 */
export async function authenticate(
  dependencies: UserServiceDependencies,
  request: user.AuthenticateRequest,
): Promise<user.AuthenticateResponse> {
  if (!request.accessToken) throw new ServiceError('UNAUTHENTICATED', 'No access token was sent.');
  const { prisma, clock, keys } = dependencies;
  const now = clock();
  const claims = await verifyAccessToken(keys, request.accessToken, now);
  if (!claims) throw ended();
  const session = await prisma.session.findUnique({
    where: { id: claims.sessionId },
    include: { user: true },
  });
  if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt <= now)
    throw ended();
  const standing = standingOfStored(session.user.stripeSubscriptionData);
  return {
    userId: session.user.id,
    role: session.user.role,
    email: session.user.email,
    acceptedTerms: session.user.acceptedTermsAt !== null,
    expiresAt: claims.expiresAt,
    sessionId: session.id,
    user: userMessage(session.user),
    tier: standing.tier,
    trial: standing.trial,
  };
}
