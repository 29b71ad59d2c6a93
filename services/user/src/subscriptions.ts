import {
  paymentSubjects,
  standingOf,
  type Standing,
  type SubscriptionEntryEvent,
  type SubscriptionsChangedEvent,
} from '@atelier/contracts';
import type { Bus, Subscription } from '@atelier/platform';
import type { user } from '@atelier/proto';
import { z } from 'zod';
import { announceUserChanged } from './announce';
import type { UserServiceDependencies } from './dependencies';

/** One stored entry of stripe_subscription_data, in the spec's snake_case. */
interface StoredEntry {
  id: string;
  product_identifier: string;
  status: string;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

const storedEntry = z.object({
  id: z.string().default(''),
  product_identifier: z.string(),
  status: z.string(),
  current_period_end: z.string().nullable().default(null),
  cancel_at_period_end: z.boolean().default(false),
});

const changedEvent = z.object({
  userId: z.uuid(),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      productIdentifier: z.string(),
      status: z.string(),
      currentPeriodEnd: z.string().optional(),
      cancelAtPeriodEnd: z.boolean(),
    }),
  ),
  changedAt: z.iso.datetime({ offset: true }).optional(),
});

/** The stored column as entries, dropping anything that does not read as one. */
function storedEntries(value: unknown): StoredEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = storedEntry.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The stored subscription data as the proto's entries. */
export function subscriptionEntries(value: unknown): user.SubscriptionEntry[] {
  return storedEntries(value).map((entry) => ({
    id: entry.id,
    productIdentifier: entry.product_identifier,
    status: entry.status,
    currentPeriodEnd: entry.current_period_end ? new Date(entry.current_period_end) : undefined,
    cancelAtPeriodEnd: entry.cancel_at_period_end,
  }));
}

/** The user's plan as their stored subscriptions give it. */
export function standingOfStored(value: unknown): Standing {
  return standingOf(
    storedEntries(value).map((entry) => ({
      productIdentifier: entry.product_identifier,
      status: entry.status,
    })),
  );
}

function toStored(entry: SubscriptionEntryEvent): StoredEntry {
  return {
    id: entry.id,
    product_identifier: entry.productIdentifier,
    status: entry.status,
    current_period_end: entry.currentPeriodEnd ?? null,
    cancel_at_period_end: entry.cancelAtPeriodEnd,
  };
}

/**
 * Stores a user's subscriptions as the payment service announced them, unless a newer
 * announcement is stored already, and tells gateways the account changed so the caller they
 * remember (and its plan) is asked for again. Returns whether it was stored.
 */
export async function applySubscriptionsChanged(
  dependencies: UserServiceDependencies,
  event: SubscriptionsChangedEvent,
): Promise<boolean> {
  const changedAt = event.changedAt ? new Date(event.changedAt) : dependencies.clock();
  // One plain statement: announcements arrive with every payment event, and the newer-than
  // check belongs in the same statement as the write.
  const updated = await dependencies.prisma.$executeRaw`
    UPDATE "user"."users"
       SET stripe_subscription_data = ${JSON.stringify(event.subscriptions.map(toStored))}::jsonb,
           subscriptions_changed_at = ${changedAt}::timestamptz
     WHERE id = ${event.userId}::uuid
       AND (subscriptions_changed_at IS NULL OR subscriptions_changed_at <= ${changedAt}::timestamptz)`;
  if (updated === 0) return false;
  await announceUserChanged(dependencies, { userId: event.userId });
  return true;
}

/**
 * Follows the payment service's announcements. One member of the user service's queue group
 * takes each; a malformed one is logged and dropped.
 */
export function followSubscriptionChanges(
  dependencies: UserServiceDependencies,
  bus: Pick<Bus, 'subscribe'>,
): Promise<Subscription> {
  return bus.subscribe(
    paymentSubjects.subscriptionsChanged,
    async (message) => {
      let event: SubscriptionsChangedEvent;
      try {
        event = changedEvent.parse(message.json()) as SubscriptionsChangedEvent;
      } catch (error) {
        dependencies.logger.warn({ err: error }, 'ignoring a malformed subscription announcement');
        return;
      }
      try {
        await applySubscriptionsChanged(dependencies, event);
      } catch (error) {
        dependencies.logger.error({ err: error, userId: event.userId }, 'storing subscriptions failed');
      }
    },
    { queueGroup: 'user-service' },
  );
}
