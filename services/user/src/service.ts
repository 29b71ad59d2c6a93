import type { ServiceInstance, ServiceResources, Subscription } from '@atelier/platform';
import type { UserServiceService } from '@atelier/proto';
import { cleanupIntervalMilliseconds, removeStaleSignInData } from './cleanup';
import { createPrismaClient } from './db';
import type { UserServiceDependencies } from './dependencies';
import { createGoogleClient } from './google';
import { authenticate } from './rpc/authenticate';
import { consumeLimit } from './rpc/consume-limit';
import { createSession } from './rpc/create-session';
import { finishGoogleSignIn, getSignInMethods, startGoogleSignIn } from './rpc/google-sign-in';
import {
  deletePasskey,
  getPasskeyAuthenticationOptions,
  getPasskeyRegistrationOptions,
  listPasskeys,
  verifyPasskeyAuthentication,
  verifyPasskeyRegistration,
} from './rpc/passkeys';
import { readUser } from './rpc/read-user';
import { refreshSession } from './rpc/refresh-session';
import { requestEmailSignIn } from './rpc/request-email-sign-in';
import { revokeSession } from './rpc/revoke-session';
import { sendFeedback } from './rpc/send-feedback';
import { signInWithOneTimePassword } from './rpc/sign-in-with-one-time-password';
import { updateUser } from './rpc/update-user';
import type { UserServiceSettings } from './settings';
import { followSubscriptionChanges } from './subscriptions';
import { deriveTokenKeys } from './tokens';

export function createUserService(
  resources: ServiceResources,
  settings: UserServiceSettings,
): ServiceInstance<typeof UserServiceService> {
  const prisma = createPrismaClient(resources.database);
  const dependencies: UserServiceDependencies = {
    prisma,
    logger: resources.logger,
    clock: resources.clock,
    settings,
    keys: deriveTokenKeys(settings.sessionSecret),
    bus: resources.bus,
  };
  const google = settings.google ? createGoogleClient(settings.google) : undefined;
  let cleanupTimer: ReturnType<typeof setInterval> | undefined;
  let subscriptionChanges: Subscription | undefined;
  const cleanUp = () =>
    removeStaleSignInData(prisma, resources.clock(), settings.limits).catch((error: unknown) =>
      resources.logger.warn({ err: error }, 'clearing stale sign-in data failed'),
    );

  return {
    handlers: {
      authenticate: (request) => authenticate(dependencies, request),
      createSession: (request) => createSession(dependencies, request),
      refreshSession: (request) => refreshSession(dependencies, request),
      revokeSession: (request) => revokeSession(dependencies, request),
      readUser: (request, context) => readUser(dependencies, request, context),
      updateUser: (request, context) => updateUser(dependencies, request, context),
      consumeLimit: (request, context) => consumeLimit(dependencies, request, context),
      sendFeedback: (request, context) => sendFeedback(dependencies, request, context),
      requestEmailSignIn: (request) => requestEmailSignIn(dependencies, request),
      signInWithOneTimePassword: (request) => signInWithOneTimePassword(dependencies, request),
      getSignInMethods: () => getSignInMethods(dependencies),
      startGoogleSignIn: (request) => startGoogleSignIn(dependencies, google, request),
      finishGoogleSignIn: (request) => finishGoogleSignIn(dependencies, google, request),
      getPasskeyRegistrationOptions: (_request, context) =>
        getPasskeyRegistrationOptions(dependencies, context),
      verifyPasskeyRegistration: (request, context) =>
        verifyPasskeyRegistration(dependencies, request, context),
      getPasskeyAuthenticationOptions: () => getPasskeyAuthenticationOptions(dependencies),
      verifyPasskeyAuthentication: (request) => verifyPasskeyAuthentication(dependencies, request),
      listPasskeys: (_request, context) => listPasskeys(dependencies, context),
      deletePasskey: (request, context) => deletePasskey(dependencies, request, context),
    },
    async start() {
      // The payment service announces every change of a user's subscriptions; they are kept
      // as the user's stripe_subscription_data and give the caller's plan.
      subscriptionChanges = await followSubscriptionChanges(dependencies, resources.bus);
      cleanupTimer = setInterval(() => void cleanUp(), cleanupIntervalMilliseconds);
      cleanupTimer.unref();
    },
    async stop() {
      if (cleanupTimer) clearInterval(cleanupTimer);
      await subscriptionChanges?.unsubscribe();
      settings.mailer.close?.();
      await prisma.$disconnect();
    },
  };
}
