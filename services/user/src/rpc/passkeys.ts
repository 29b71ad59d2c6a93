import { isUuid, callerOf, ServiceError, type CallContext } from '@atelier/platform';
import type { user } from '@atelier/proto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { UserServiceDependencies } from '../dependencies';
import { openSession } from '../sessions';
import { hashOpaqueToken } from '../tokens';
import { clip } from '../validation';

// Passkeys (WebAuthn Level 3) through @simplewebauthn/server. Each options call stores the
// hash of its challenge; a browser answer is accepted only against a challenge issued here,
// of the right kind, unused and unexpired, and for a registration, issued to the same user.

const challengeLifetimeMilliseconds = 5 * 60 * 1000;
const maximumPasskeysPerUser = 20;

function relyingParty(dependencies: UserServiceDependencies) {
  const { settings } = dependencies;
  const publicUrl = new URL(settings.publicUrl());
  return {
    rpId: settings.webauthnRpId ?? publicUrl.hostname,
    origin: settings.webauthnOrigin ?? publicUrl.origin,
  };
}

const notVerified = (message = 'The passkey could not be verified.') =>
  new ServiceError('PERMISSION_DENIED', message, { reason: 'passkey_not_verified' });

/** The challenge a browser signed, read from its client data (base64url JSON). */
function challengeOf(credential: { response?: { clientDataJSON?: unknown } }): string {
  const encoded = credential.response?.clientDataJSON;
  if (typeof encoded !== 'string' || encoded.length > 10_000) throw notVerified();
  try {
    const clientData = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof clientData.challenge !== 'string') throw notVerified();
    return clientData.challenge;
  } catch {
    throw notVerified();
  }
}

async function consumeChallenge(
  dependencies: UserServiceDependencies,
  challenge: string,
  kind: 'passkey_registration' | 'passkey_authentication',
  userId?: string,
) {
  const { prisma, clock } = dependencies;
  const now = clock();
  const row = await prisma.signInChallenge.findUnique({
    where: { challengeHash: hashOpaqueToken(challenge) },
  });
  if (
    !row ||
    row.kind !== kind ||
    row.consumedAt ||
    row.expiresAt <= now ||
    (userId && row.userId !== userId)
  )
    throw notVerified('This passkey answer does not belong to a request of this page. Please try again.');
  const consumed = await prisma.signInChallenge.updateMany({
    where: { id: row.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (consumed.count === 0) throw notVerified();
  return row;
}

async function storeChallenge(
  dependencies: UserServiceDependencies,
  challenge: string,
  kind: 'passkey_registration' | 'passkey_authentication',
  userId?: string,
) {
  const now = dependencies.clock();
  await dependencies.prisma.signInChallenge.create({
    data: {
      kind,
      challengeHash: hashOpaqueToken(challenge),
      userId,
      expiresAt: new Date(now.getTime() + challengeLifetimeMilliseconds),
      createdAt: now,
    },
  });
}

function passkeyMessage(
  row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null },
  index: number,
): user.Passkey {
  return {
    id: row.id,
    index,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt ?? undefined,
  };
}

export async function getPasskeyRegistrationOptions(
  dependencies: UserServiceDependencies,
  context: CallContext,
): Promise<user.GetPasskeyRegistrationOptionsResponse> {
  const userId = callerOf(context);
  const { prisma } = dependencies;
  const account = await prisma.user.findUnique({ where: { id: userId }, include: { passkeys: true } });
  if (!account) throw new ServiceError('NOT_FOUND', 'User not found.');
  const { rpId } = relyingParty(dependencies);
  const options = await generateRegistrationOptions({
    rpName: 'Atelier',
    rpID: rpId,
    userName: account.email,
    userDisplayName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: 'none',
    // The browser refuses a second registration on a device that already holds one of these.
    excludeCredentials: account.passkeys.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: 60_000,
  });
  await storeChallenge(dependencies, options.challenge, 'passkey_registration', account.id);
  return { options: options as unknown as Record<string, unknown> };
}

export async function verifyPasskeyRegistration(
  dependencies: UserServiceDependencies,
  request: user.VerifyPasskeyRegistrationRequest,
  context: CallContext,
): Promise<user.VerifyPasskeyRegistrationResponse> {
  const userId = callerOf(context);
  const { prisma, logger } = dependencies;
  const credential = (request.credential ?? {}) as unknown as RegistrationResponseJSON;
  const challenge = challengeOf(credential);
  await consumeChallenge(dependencies, challenge, 'passkey_registration', userId);
  const { rpId, origin } = relyingParty(dependencies);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      requireUserVerification: true,
    });
  } catch (error) {
    logger.info({ err: error }, 'passkey registration refused');
    throw new ServiceError('INVALID_ARGUMENT', 'Verifying the passkey registration failed.', {
      reason: 'passkey_registration_failed',
    });
  }
  if (!verification.verified || !verification.registrationInfo)
    throw new ServiceError('INVALID_ARGUMENT', 'Verifying the passkey registration failed.', {
      reason: 'passkey_registration_failed',
    });
  const { credential: registered } = verification.registrationInfo;
  if (await prisma.passkey.findUnique({ where: { credentialId: registered.id } }))
    throw new ServiceError(
      'ALREADY_EXISTS',
      'This passkey is already registered. Delete it and register it again.',
      {
        reason: 'passkey_already_registered',
      },
    );
  if ((await prisma.passkey.count({ where: { userId } })) >= maximumPasskeysPerUser)
    throw new ServiceError(
      'RESOURCE_EXHAUSTED',
      `An account can hold at most ${maximumPasskeysPerUser} passkeys.`,
    );
  const row = await prisma.passkey.create({
    data: {
      userId,
      credentialId: registered.id,
      publicKey: Buffer.from(registered.publicKey),
      counter: BigInt(registered.counter),
      transports: registered.transports ?? [],
      name: clip(request.name.trim(), 100),
      createdAt: dependencies.clock(),
    },
  });
  const index = await prisma.passkey.count({ where: { userId, createdAt: { lte: row.createdAt } } });
  return { verified: true, passkey: passkeyMessage(row, index) };
}

export async function getPasskeyAuthenticationOptions(
  dependencies: UserServiceDependencies,
): Promise<user.GetPasskeyAuthenticationOptionsResponse> {
  const { rpId } = relyingParty(dependencies);
  // No allowCredentials: the passkey is discoverable, so the browser offers the person's own
  // passkeys without the site naming an account first.
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    userVerification: 'required',
    timeout: 60_000,
  });
  await storeChallenge(dependencies, options.challenge, 'passkey_authentication');
  return { options: options as unknown as Record<string, unknown> };
}

export async function verifyPasskeyAuthentication(
  dependencies: UserServiceDependencies,
  request: user.VerifyPasskeyAuthenticationRequest,
): Promise<user.VerifyPasskeyAuthenticationResponse> {
  const { prisma, logger, clock } = dependencies;
  const credential = (request.credential ?? {}) as unknown as AuthenticationResponseJSON;
  const challenge = challengeOf(credential);
  await consumeChallenge(dependencies, challenge, 'passkey_authentication');
  if (typeof credential.id !== 'string' || credential.id.length > 1000) throw notVerified();
  const passkey = await prisma.passkey.findUnique({ where: { credentialId: credential.id } });
  if (!passkey)
    throw new ServiceError('NOT_FOUND', 'Passkey not found on this device. Please register a new one.', {
      reason: 'passkey_not_found',
    });
  const { rpId, origin } = relyingParty(dependencies);
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: true,
    });
  } catch (error) {
    logger.info({ err: error }, 'passkey sign-in refused');
    throw notVerified();
  }
  if (!verification.verified) throw notVerified();
  await prisma.passkey.update({
    where: { id: passkey.id },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: clock() },
  });
  return {
    verified: true,
    session: await openSession(dependencies, passkey.userId, {
      userAgent: request.userAgent,
      ipAddress: clip(request.ipAddress, 100),
    }),
  };
}

export async function listPasskeys(
  dependencies: UserServiceDependencies,
  context: CallContext,
): Promise<user.ListPasskeysResponse> {
  const userId = callerOf(context);
  const rows = await dependencies.prisma.passkey.findMany({
    where: { userId },
    orderBy: { createdAt: 'asc' },
  });
  return { passkeys: rows.map((row, position) => passkeyMessage(row, position + 1)) };
}

export async function deletePasskey(
  dependencies: UserServiceDependencies,
  request: user.DeletePasskeyRequest,
  context: CallContext,
): Promise<user.DeletePasskeyResponse> {
  const userId = callerOf(context);
  const notFound = () => new ServiceError('NOT_FOUND', 'Passkey not found.');
  if (!isUuid(request.passkeyId)) throw notFound();
  // Another user's passkey answers exactly like a missing one.
  const deleted = await dependencies.prisma.passkey.deleteMany({ where: { id: request.passkeyId, userId } });
  if (deleted.count === 0) throw notFound();
  return {};
}
