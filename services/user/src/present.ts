import type { user } from '@atelier/proto';
import type { User } from './generated/prisma/client';

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}

/**
 * The stored user as the proto message. Settings live in their own column and travel inside
 * the profile, as the spec's User entity nests them; the e-mail inside the profile is always
 * the account's own (read-only, changeable only through support).
 */
export function userMessage(row: User): user.User {
  const limits = asObject(row.limits);
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    acceptedTermsAt: row.acceptedTermsAt ?? undefined,
    limits: Object.entries(limits).map(([name, value]) => {
      const limit = asObject(value);
      return {
        name,
        used: Number(limit.used ?? 0),
        maximum: typeof limit.maximum === 'number' ? limit.maximum : undefined,
      };
    }),
    profile: { ...asObject(row.profile), email: row.email, settings: asObject(row.settings) },
    subscriptions: [],
    createdAt: row.createdAt,
  };
}
