import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { composeSignInMail } from '../sign-in-mail';
import { hashOneTimeCode, hashOpaqueToken, newOneTimeCode, newOpaqueToken } from '../tokens';
import { clip, normaliseEmail } from '../validation';

const minute = 60 * 1000;

/**
 * E-mails a 4-digit code and a link carrying a long token; either signs the person in. The
 * answer is the same whether or not the address has an account (no account is looked up: one
 * is made when a code is redeemed), so nothing here tells who has one. Only the newest code of
 * an address counts; the sending limits per address and per client address are what make a
 * 4-digit code safe.
 */
export async function requestEmailSignIn(
  dependencies: UserServiceDependencies,
  request: user.RequestEmailSignInRequest,
): Promise<user.RequestEmailSignInResponse> {
  const { prisma, clock, settings, keys, logger } = dependencies;
  const { limits } = settings;
  const email = normaliseEmail(request.email);
  const link = signInLinkBase(request.url, settings.publicUrl());
  const ipAddress = clip(request.ipAddress, 100);
  const now = clock();

  const [lastQuarterHour, lastDay, fromClient] = await Promise.all([
    prisma.oneTimeCode.count({ where: { email, createdAt: { gt: new Date(now.getTime() - 15 * minute) } } }),
    prisma.oneTimeCode.count({
      where: { email, createdAt: { gt: new Date(now.getTime() - 24 * 60 * minute) } },
    }),
    ipAddress
      ? prisma.oneTimeCode.count({
          where: { ipAddress, createdAt: { gt: new Date(now.getTime() - 60 * minute) } },
        })
      : Promise.resolve(0),
  ]);
  if (
    lastQuarterHour >= limits.codesPerAddressPerQuarterHour ||
    lastDay >= limits.codesPerAddressPerDay ||
    fromClient >= limits.codesPerClientAddressPerHour
  ) {
    throw new ServiceError(
      'RESOURCE_EXHAUSTED',
      'Too many sign-in e-mails were requested. Please wait a while and try again.',
      { reason: 'rate_limited' },
    );
  }

  const code = newOneTimeCode();
  const linkToken = newOpaqueToken();
  await prisma.oneTimeCode.updateMany({
    where: { email, consumedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  const row = await prisma.oneTimeCode.create({
    data: {
      email,
      codeHash: hashOneTimeCode(keys, email, code),
      linkTokenHash: hashOpaqueToken(linkToken),
      expiresAt: new Date(now.getTime() + limits.codeLifetimeMilliseconds),
      createdAt: now,
      ipAddress,
    },
  });

  link.searchParams.set('token', linkToken);
  const mail = composeSignInMail({
    language: request.language,
    code,
    link: link.toString(),
    minutes: Math.round(limits.codeLifetimeMilliseconds / minute),
  });
  try {
    const messageId = await settings.mailer.send({ from: settings.mailFrom, to: email, ...mail });
    return { messageId };
  } catch (error) {
    logger.error({ err: error }, 'sign-in e-mail could not be sent');
    // The code was never delivered: it must not count against the sending limit.
    await prisma.oneTimeCode.delete({ where: { id: row.id } });
    throw new ServiceError('UNAVAILABLE', 'The e-mail could not be sent. Please try again later.', {
      reason: 'mail_failed',
    });
  }
}

/**
 * Where the e-mailed link leads. Only a page on the product's own public address is accepted:
 * a link to anywhere else would hand the sign-in token to that site.
 */
function signInLinkBase(requested: string, publicUrl: string): URL {
  const home = new URL(publicUrl);
  if (!requested) return new URL('/loginresult', home);
  let url: URL;
  try {
    url = new URL(requested, home);
  } catch {
    throw new ServiceError('INVALID_ARGUMENT', 'The sign-in link address is not valid.');
  }
  if (url.origin !== home.origin || requested.length > 2000)
    throw new ServiceError('INVALID_ARGUMENT', 'The sign-in link must lead to a page of Atelier.');
  url.search = '';
  url.hash = '';
  return url;
}
