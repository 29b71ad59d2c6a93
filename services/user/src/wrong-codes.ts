import type { PrismaClient } from './generated/prisma/client';
import type { SignInLimits } from './settings';
import { wrongCodeBucket, type TokenKeys } from './tokens';

type Counter = Pick<PrismaClient, 'rateLimitEvent'>;

/**
 * How many wrong codes were entered for an address within the window, by anyone. At
 * `wrongCodesPerAddress` the address is under attack: its codes are refused and its sign-in
 * mail carries the link only, whose 256-bit token no one can guess.
 */
export async function wrongCodesFor(
  prisma: Counter,
  keys: TokenKeys,
  email: string,
  now: Date,
  limits: SignInLimits,
): Promise<number> {
  return prisma.rateLimitEvent.count({
    where: {
      bucket: wrongCodeBucket(keys, email),
      createdAt: { gt: new Date(now.getTime() - limits.wrongCodeWindowMilliseconds) },
    },
  });
}

export const codesPausedMessage =
  'Too many wrong codes were entered for this address. For now, please sign in with the link in the e-mail.';
