import { callerOf, ServiceError, type CallContext } from '@atelier/platform';
import type { user } from '@atelier/proto';
import { announceUserChanged } from '../announce';
import type { UserServiceDependencies } from '../dependencies';

const limitNamePattern = /^[a-z0-9][a-z0-9_.-]{0,63}$/;
// Limits are named by the web app; a cap keeps a misbehaving client from growing the row.
const maximumLimitNames = 50;

interface StoredLimit {
  used?: number | string;
  maximum?: number | string;
}

/**
 * Counts one use of a named limit, in one statement so concurrent uses are never lost. A use
 * over the maximum is refused and not counted.
 */
export async function consumeLimit(
  dependencies: UserServiceDependencies,
  request: user.ConsumeLimitRequest,
  context: CallContext,
): Promise<user.ConsumeLimitResponse> {
  const userId = callerOf(context);
  if (!limitNamePattern.test(request.name))
    throw new ServiceError(
      'INVALID_ARGUMENT',
      'A limit name is 1-64 lower-case letters, digits, ".", "_" or "-".',
    );
  const { prisma } = dependencies;
  const counted = await prisma.$queryRawUnsafe<Array<{ entry: StoredLimit }>>(
    `UPDATE "user"."users"
        SET limits = jsonb_set(
              limits,
              ARRAY[$2::text],
              COALESCE(limits -> $2::text, '{}'::jsonb)
                || jsonb_build_object('used', COALESCE((limits -> $2::text ->> 'used')::bigint, 0) + 1)),
            updated_at = now()
      WHERE id = $1::uuid
        AND (limits ? $2::text OR (SELECT count(*) FROM jsonb_object_keys(limits)) < $3)
        AND ((limits -> $2::text ->> 'maximum') IS NULL
             OR COALESCE((limits -> $2::text ->> 'used')::bigint, 0) < (limits -> $2::text ->> 'maximum')::bigint)
      RETURNING limits -> $2::text AS entry`,
    userId,
    request.name,
    maximumLimitNames,
  );
  if (counted[0]) {
    // The count is part of the account gateways may remember for a moment (GET /user/read).
    await announceUserChanged(dependencies, { userId });
    return { limit: limitOf(request.name, counted[0].entry), allowed: true };
  }

  const row = await prisma.user.findUnique({ where: { id: userId } });
  if (!row) throw new ServiceError('NOT_FOUND', 'User not found.');
  const stored = (row.limits as Record<string, StoredLimit>)[request.name];
  if (!stored)
    throw new ServiceError('RESOURCE_EXHAUSTED', `An account can count at most ${maximumLimitNames} limits.`);
  return { limit: limitOf(request.name, stored), allowed: false };
}

function limitOf(name: string, entry: StoredLimit): user.Limit {
  return {
    name,
    used: Number(entry.used ?? 0),
    maximum: entry.maximum === undefined ? undefined : Number(entry.maximum),
  };
}
