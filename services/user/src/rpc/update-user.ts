import { callerOf, ServiceError, type CallContext } from '@atelier/platform';
import type { user } from '@atelier/proto';
import { announceUserChanged } from '../announce';
import type { UserServiceDependencies } from '../dependencies';
import type { Prisma } from '../generated/prisma/client';
import { userMessage } from '../present';
import { profileUpdateSchema } from '../profile';
import { parseOrRefuse } from '../validation';

type JsonObject = Record<string, unknown>;
const asObject = (value: unknown): JsonObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};

/**
 * Saves profile fields and settings, and records acceptance (now) or rejection (cleared) of
 * the terms. Settings are merged into the stored ones key by key; an invalid field refuses the
 * whole update, so nothing is half-saved.
 */
export async function updateUser(
  dependencies: UserServiceDependencies,
  request: user.UpdateUserRequest,
  context: CallContext,
): Promise<user.UpdateUserResponse> {
  const userId = callerOf(context);
  const { prisma, clock } = dependencies;
  const update = request.profile ? parseOrRefuse(profileUpdateSchema, request.profile) : undefined;
  const row = await prisma.user.findUnique({ where: { id: userId } });
  if (!row) throw new ServiceError('NOT_FOUND', 'User not found.');

  const data: Prisma.UserUpdateInput = {};
  if (update) {
    const { settings, email: _email, default_settings: _defaults, ...profileFields } = update;
    if (Object.keys(profileFields).length > 0) {
      data.profile = { ...asObject(row.profile), ...profileFields } as Prisma.InputJsonObject;
    }
    if (settings) {
      const stored = asObject(row.settings);
      const merged: JsonObject = { ...stored, ...settings };
      if (settings.ui) merged.ui = { ...asObject(stored.ui), ...settings.ui };
      data.settings = merged as Prisma.InputJsonObject;
    }
  }
  if (request.acceptedTerms === true) data.acceptedTermsAt = clock();
  if (request.acceptedTerms === false) data.acceptedTermsAt = null;

  const saved =
    Object.keys(data).length > 0 ? await prisma.user.update({ where: { id: userId }, data }) : row;
  // Gateways tell routes whether the caller accepted the terms: they must learn of a change now.
  if ((saved.acceptedTermsAt === null) !== (row.acceptedTermsAt === null))
    await announceUserChanged(dependencies, { userId });
  return { user: userMessage(saved) };
}
