import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { accountForEmail, openSession } from '../sessions';
import { hashOneTimeCode, hashOpaqueToken, sameHash, wrongCodeBucket } from '../tokens';
import { clip, normaliseEmail } from '../validation';
import { codesPausedMessage, wrongCodesFor } from '../wrong-codes';

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

const paused = () => new ServiceError('RESOURCE_EXHAUSTED', codesPausedMessage, { reason: 'codes_paused' });

/** What one try of a code came to, decided inside the address's lock. */
type Outcome =
  | { kind: 'right' }
  | { kind: 'wrong'; remaining: number; addressExhausted: boolean }
  | { kind: 'refused'; error: ServiceError };

/**
 * Exchanges the e-mailed code (with its address) or the link token for a session. A code is
 * good for 10 minutes, once, for the address it was sent to, and dies after 5 wrong tries.
 * Every wrong code also counts against its address, whoever entered it: at
 * `wrongCodesPerAddress` within the window the address accepts no code until the oldest
 * leaves the window, while its link, a 256-bit token, keeps working, and new mail to it
 * carries the link only. Each try runs under a lock on its address, so parallel guesses
 * cannot get past either bound. A refused try changes nothing but the counts.
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
    // Wrong codes do not touch the link: it cannot be guessed, and it is what the owner of an
    // address under attack signs in with.
    if (row.expiresAt <= now) throw expired();
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

  const bucket = wrongCodeBucket(keys, email);
  // The outcome is returned, not thrown, so that the counted try is committed either way.
  const outcome = await prisma.$transaction(
    async (transaction): Promise<Outcome> => {
      await transaction.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${bucket}))::text AS locked`;
      const wrongCodes = await wrongCodesFor(transaction, keys, email, now, limits);
      if (wrongCodes >= limits.wrongCodesPerAddress) return { kind: 'refused', error: paused() };

      const row = await transaction.oneTimeCode.findFirst({
        where: { email },
        orderBy: { createdAt: 'desc' },
      });
      if (!row) return { kind: 'refused', error: expired() };
      if (row.consumedAt) return { kind: 'refused', error: used() };
      if (row.expiresAt <= now) return { kind: 'refused', error: expired() };
      if (row.attempts >= limits.maximumCodeAttempts) return { kind: 'refused', error: dead() };

      const reserved = await transaction.oneTimeCode.updateMany({
        where: { id: row.id, consumedAt: null, attempts: { lt: limits.maximumCodeAttempts } },
        data: { attempts: { increment: 1 } },
      });
      if (reserved.count === 0) return { kind: 'refused', error: dead() };

      if (sameHash(hashOneTimeCode(keys, email, request.oneTimePassword), row.codeHash)) {
        const consumed = await transaction.oneTimeCode.updateMany({
          where: { id: row.id, consumedAt: null },
          data: { consumedAt: now },
        });
        return consumed.count === 0 ? { kind: 'refused', error: used() } : { kind: 'right' };
      }
      await transaction.rateLimitEvent.create({ data: { bucket, createdAt: now } });
      const codeRemaining = limits.maximumCodeAttempts - row.attempts - 1;
      const addressRemaining = limits.wrongCodesPerAddress - wrongCodes - 1;
      return {
        kind: 'wrong',
        remaining: Math.max(0, Math.min(codeRemaining, addressRemaining)),
        addressExhausted: addressRemaining <= 0,
      };
    },
    // Under load the embedded database serialises every service's statements.
    { maxWait: 30_000, timeout: 30_000 },
  );

  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'wrong') {
    if (outcome.remaining === 0) throw outcome.addressExhausted ? paused() : dead();
    throw new ServiceError(
      'INVALID_ARGUMENT',
      outcome.remaining === 1
        ? 'This code is not right. You have 1 more try.'
        : `This code is not right. You have ${outcome.remaining} more tries.`,
      { reason: 'code_wrong', remainingAttempts: outcome.remaining },
    );
  }
  const account = await accountForEmail(dependencies, email);
  return { session: await openSession(dependencies, account.id, origin) };
}
