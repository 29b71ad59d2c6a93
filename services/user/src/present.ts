import type { user } from '@atelier/proto';
import type { User } from './generated/prisma/client';
import { defaultSettings } from './profile';
import { subscriptionEntries } from './subscriptions';

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : {};
}

/**
 * The stored user as the proto message. Settings live in their own column and travel inside
 * the profile, as the spec's User entity nests them, with the defaults filled in and also given
 * as default_settings; the e-mail inside the profile is always the account's own (read-only,
 * changeable only through support).
 */
export function userMessage(row: User): user.User {
  const limits = asObject(row.limits);
  const stored = asObject(row.settings);
  // The language is given only once chosen: after login the web app adopts a stored language,
  // and otherwise stores the one the person is using (spec section 4).
  const { language: _language, ...defaultsBesideLanguage } = defaultSettings;
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
        maximum: limit.maximum === undefined || limit.maximum === null ? undefined : Number(limit.maximum),
      };
    }),
    profile: {
      ...asObject(row.profile),
      email: row.email,
      settings: {
        ...defaultsBesideLanguage,
        ...stored,
        ui: { ...defaultSettings.ui, ...asObject(stored.ui) },
      },
      default_settings: defaultSettings,
    },
    subscriptions: subscriptionEntries(row.stripeSubscriptionData),
    createdAt: row.createdAt,
  };
}
