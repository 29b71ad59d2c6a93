import type { PrismaClient } from './generated/prisma/client';

const day = 24 * 60 * 60 * 1000;

/** How often the user service clears out what sign-in no longer needs. */
export const cleanupIntervalMilliseconds = 60 * 60 * 1000;

/**
 * Deletes sign-in data nothing reads any more: counted rate-limit events and codes older than
 * the longest limit window (a day), challenges a day past their expiry, and sessions 30 days
 * after they ended. Without it these tables would only grow.
 */
export async function removeStaleSignInData(prisma: PrismaClient, now: Date) {
  const dayAgo = new Date(now.getTime() - day);
  const monthAgo = new Date(now.getTime() - 30 * day);
  const [events, codes, challenges, sessions] = await Promise.all([
    prisma.rateLimitEvent.deleteMany({ where: { createdAt: { lt: dayAgo } } }),
    prisma.oneTimeCode.deleteMany({ where: { createdAt: { lt: dayAgo } } }),
    prisma.signInChallenge.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.session.deleteMany({
      where: { OR: [{ expiresAt: { lt: monthAgo } }, { revokedAt: { lt: monthAgo } }] },
    }),
  ]);
  return { events: events.count, codes: codes.count, challenges: challenges.count, sessions: sessions.count };
}
