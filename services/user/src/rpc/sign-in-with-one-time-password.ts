import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { accountForEmail, openSession } from '../sessions';
import { hashOneTimeCode, hashOpaqueToken, sameHash } from '../tokens';
import { clip, normaliseEmail } from '../validation';

const minute = 60 * 1000;
const codePattern = /^\d{4}$/;
const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;

const expired = () =>
  new ServiceError(
    'FAILED_PRECONDITION',
    'This code has expired or was replaced by a newer one. Please request a new code.',
    { reason: 'code_expired' },
  );
const used = () =>
  new ServiceError('FAILED_PRECONDITION', 'This code has already been used. Please request a new code.', {
    reason: 'code_used',
  });
const dead = () =>
  new ServiceError('FAILED_PRECONDITION', 'Too many wrong codes were entered. Please request a new code.', {
    reason: 'code_dead',
  });

/**
 * Exchanges the e-mailed code (with its address) or the link token for a session. A code is
 * good for 10 minutes, once, for the address it was sent to, and dies after 5 wrong tries.
 * Every try first reserves one of the 5 in a single conditional update, so parallel guesses
 * cannot get more. A refused try changes nothing but the count of tries.
 */
export async function signInWithOneTimePassword(
  dependencies: UserServiceDependencies,
  request: user.SignInWithOneTimePasswordRequest,
): Promise<user.SignInWithOneTimePasswordResponse> {
  const { prisma, clock, settings, keys } = dependencies;
  const { limits } = settings;
  const now = clock();
  const origin = { userAgent: request.userAgent, ipAddress: clip(request.ipAddress, 100) };

  if (request.linkToken) {
    if (!linkTokenPattern.test(request.linkToken))
      throw new ServiceError(
        'INVALID_ARGUMENT',
        'This sign-in link is not valid. Please request a new one.',
        { reason: 'link_invalid' },
      );
    const row = await prisma.oneTimeCode.findUnique({
      where: { linkTokenHash: hashOpaqueToken(request.linkToken) },
    });
    if (!row)
      throw new ServiceError(
        'INVALID_ARGUMENT',
        'This sign-in link is not valid. Please request a new one.',
        { reason: 'link_invalid' },
      );
    if (request.email && normaliseEmail(request.email) !== row.email)
      throw new ServiceError('INVALID_ARGUMENT', 'This sign-in link was sent to another e-mail address.');
    if (row.consumedAt) throw used();
    if (row.expiresAt <= now || row.attempts >= limits.maximumCodeAttempts) throw expired();
    const consumed = await prisma.oneTimeCode.updateMany({
      where: { id: row.id, consumedAt: null },
      data: { consumedAt: now },
    });
    if (consumed.count === 0) throw used();
    const account = await accountForEmail(dependencies, row.email);
    return { session: await openSession(dependencies, account.id, origin) };
  }

  const email = normaliseEmail(request.email);
  if (!codePattern.test(request.oneTimePassword))
    throw new ServiceError('INVALID_ARGUMENT', 'Please enter the full 4-digit code.', {
      reason: 'code_length',
    });

  if (origin.ipAddress) {
    const bucket = `code-try:${origin.ipAddress}`;
    const tries = await prisma.rateLimitEvent.count({
      where: { bucket, createdAt: { gt: new Date(now.getTime() - 15 * minute) } },
    });
    if (tries >= limits.codeTriesPerClientAddressPerQuarterHour)
      throw new ServiceError(
        'RESOURCE_EXHAUSTED',
        'Too many codes were tried. Please wait a while and try again.',
        { reason: 'rate_limited' },
      );
    await prisma.rateLimitEvent.create({ data: { bucket, createdAt: now } });
  }

  const row = await prisma.oneTimeCode.findFirst({ where: { email }, orderBy: { createdAt: 'desc' } });
  if (!row) throw expired();
  if (row.consumedAt) throw used();
  if (row.expiresAt <= now) throw expired();
  if (row.attempts >= limits.maximumCodeAttempts) throw dead();

  const reserved = await prisma.oneTimeCode.updateMany({
    where: { id: row.id, consumedAt: null, attempts: { lt: limits.maximumCodeAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (reserved.count === 0) throw dead();

  if (!sameHash(hashOneTimeCode(keys, email, request.oneTimePassword), row.codeHash)) {
    const remaining = Math.max(0, limits.maximumCodeAttempts - row.attempts - 1);
    if (remaining === 0) throw dead();
    throw new ServiceError(
      'INVALID_ARGUMENT',
      remaining === 1
        ? 'This code is not right. You have 1 more try.'
        : `This code is not right. You have ${remaining} more tries.`,
      { reason: 'code_wrong', remainingAttempts: remaining },
    );
  }

  const consumed = await prisma.oneTimeCode.updateMany({
    where: { id: row.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (consumed.count === 0) throw used();
  const account = await accountForEmail(dependencies, email);
  return { session: await openSession(dependencies, account.id, origin) };
}
