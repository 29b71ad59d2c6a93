import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from './dependencies';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from './tokens';
import { clip } from './validation';

const dayMilliseconds = 24 * 60 * 60 * 1000;

export interface SessionOrigin {
  userAgent: string;
  ipAddress: string;
}

/**
 * Opens a session for a user whose identity a sign-in flow has proven: a refresh token (kept
 * by the browser in an HTTP-only cookie, stored here as a hash) and a short-lived access token.
 */
export async function openSession(
  dependencies: UserServiceDependencies,
  userId: string,
  origin: SessionOrigin,
): Promise<user.Session> {
  const { prisma, clock, settings, keys } = dependencies;
  const account = await prisma.user.findUnique({ where: { id: userId } });
  if (!account) throw new ServiceError('NOT_FOUND', 'User not found.');
  const now = clock();
  const refreshToken = newOpaqueToken();
  const sessionExpiresAt = new Date(now.getTime() + settings.sessionLifetimeDays * dayMilliseconds);
  const row = await prisma.session.create({
    data: {
      userId: account.id,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: sessionExpiresAt,
      createdAt: now,
      userAgent: clip(origin.userAgent, 500),
      ipAddress: clip(origin.ipAddress, 100),
    },
  });
  const access = await signAccessToken(
    keys,
    { userId: account.id, sessionId: row.id },
    now,
    settings.accessTokenLifetimeSeconds,
  );
  return {
    userId: account.id,
    accessToken: access.token,
    expiresAt: access.expiresAt,
    acceptedTerms: account.acceptedTermsAt !== null,
    refreshToken,
    sessionExpiresAt,
    sessionId: row.id,
  };
}

/**
 * The account for an address proven by a sign-in flow, made on first sign-in. Addresses listed
 * as admins get the admin role.
 */
export async function accountForEmail(dependencies: UserServiceDependencies, email: string) {
  const { prisma, settings } = dependencies;
  const role = settings.adminEmails.includes(email) ? 'admin' : undefined;
  return prisma.user.upsert({
    where: { email },
    create: { email, ...(role ? { role } : {}) },
    update: role ? { role } : {},
  });
}
