import type { PrismaClient } from './generated/prisma/client';
import { defaultSignInLimits, type SignInLimits } from './settings';

const day = 24 * 60 * 60 * 1000;

/** How often the user service clears out what sign-in no longer needs. */
export const cleanupIntervalMilliseconds = 60 * 60 * 1000;

/**
 * Deletes sign-in data nothing reads any more: counted rate-limit events and codes older than
 * the window they count in (a day; wrong codes per address, the longer wrong-code window),
 * challenges a day past their expiry, and sessions 30 days after they ended. Without it these
 * tables would only grow.
 */
export async function removeStaleSignInData(
  prisma: PrismaClient,
  now: Date,
  limits: SignInLimits = defaultSignInLimits,
) {
  const dayAgo = new Date(now.getTime() - day);
  const monthAgo = new Date(now.getTime() - 30 * day);
  const wrongCodeWindowStart = new Date(now.getTime() - Math.max(day, limits.wrongCodeWindowMilliseconds));
  const wrongCode = { startsWith: 'code-wrong:' };
  const [events, codes, challenges, sessions] = await Promise.all([
    prisma.rateLimitEvent.deleteMany({
      where: {
        OR: [
          { bucket: { not: wrongCode }, createdAt: { lt: dayAgo } },
          { bucket: wrongCode, createdAt: { lt: wrongCodeWindowStart } },
        ],
      },
    }),
    prisma.oneTimeCode.deleteMany({ where: { createdAt: { lt: dayAgo } } }),
    prisma.signInChallenge.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.session.deleteMany({
      where: { OR: [{ expiresAt: { lt: monthAgo } }, { revokedAt: { lt: monthAgo } }] },
    }),
  ]);
  return { events: events.count, codes: codes.count, challenges: challenges.count, sessions: sessions.count };
}
