import { ServiceError } from '@atelier/platform';
import type { user } from '@atelier/proto';
import type { UserServiceDependencies } from '../dependencies';
import { composeSignInMail } from '../sign-in-mail';
import { hashOneTimeCode, hashOpaqueToken, newOneTimeCode, newOpaqueToken } from '../tokens';
import { clip, normaliseEmail } from '../validation';
import { wrongCodesFor } from '../wrong-codes';

const minute = 60 * 1000;

/**
 * E-mails a 4-digit code and a link carrying a long token; either signs the person in. The
 * answer is the same whether or not the address has an account (no account is looked up: one
 * is made when a code is redeemed), so nothing here tells who has one. Only the newest code of
 * an address counts.
 *
 * What keeps a 4-digit code safe is the bound on wrong codes per address (see
 * sign-in-with-one-time-password.ts), not a bound on mail: so the sending limits are counted
 * per address and client address together, and a stranger asking for codes from elsewhere
 * cannot use up the owner's. Only the mailbox-flood guard counts every client, and a client
 * address the account signed in from lately is exempt from it. Once an address is under
 * attack (too many wrong codes), its mail carries the link only.
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
  const since = (milliseconds: number) => ({ gt: new Date(now.getTime() - milliseconds) });

  const [pairLastQuarterHour, pairLastDay, addressLastDay, fromClient, wrongCodes] = await Promise.all([
    prisma.oneTimeCode.count({ where: { email, ipAddress, createdAt: since(15 * minute) } }),
    prisma.oneTimeCode.count({ where: { email, ipAddress, createdAt: since(24 * 60 * minute) } }),
    prisma.oneTimeCode.count({ where: { email, createdAt: since(24 * 60 * minute) } }),
    ipAddress
      ? prisma.oneTimeCode.count({ where: { ipAddress, createdAt: since(60 * minute) } })
      : Promise.resolve(0),
    wrongCodesFor(prisma, keys, email, now, limits),
  ]);
  const flooded =
    addressLastDay >= limits.codesPerAddressPerDay &&
    !(ipAddress && (await signedInLatelyFrom(dependencies, email, ipAddress, now)));
  if (
    pairLastQuarterHour >= limits.codesPerAddressAndClientPerQuarterHour ||
    pairLastDay >= limits.codesPerAddressAndClientPerDay ||
    fromClient >= limits.codesPerClientAddressPerHour ||
    flooded
  ) {
    throw new ServiceError(
      'RESOURCE_EXHAUSTED',
      'Too many sign-in e-mails were requested. Please wait a while and try again.',
      { reason: 'rate_limited' },
    );
  }

  const linkOnly = wrongCodes >= limits.wrongCodesPerAddress;
  // Under attack the stored code is a random 256-bit value: no 4-digit guess can match it,
  // even once the address accepts codes again during this mail's lifetime.
  const code = linkOnly ? undefined : newOneTimeCode();
  const linkToken = newOpaqueToken();
  await prisma.oneTimeCode.updateMany({
    where: { email, consumedAt: null, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  const row = await prisma.oneTimeCode.create({
    data: {
      email,
      codeHash: hashOneTimeCode(keys, email, code ?? newOpaqueToken()),
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

/** Whether the address's account opened a session from this client address lately. */
async function signedInLatelyFrom(
  { prisma, settings }: UserServiceDependencies,
  email: string,
  ipAddress: string,
  now: Date,
): Promise<boolean> {
  const sessions = await prisma.session.count({
    where: {
      ipAddress,
      user: { email },
      createdAt: { gt: new Date(now.getTime() - settings.limits.knownClientAddressMilliseconds) },
    },
  });
  return sessions > 0;
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
