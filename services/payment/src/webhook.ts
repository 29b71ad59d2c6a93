import {
  paymentQueues,
  paymentSubjects,
  type OrderPaidEvent,
  type SubscriptionsChangedEvent,
} from '@atelier/contracts';
import type { Bus, Logger, SqlClient, WorkQueue } from '@atelier/platform';

/** The parts of a Stripe event the payment service reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** The parts of a Stripe subscription object the payment service reads. */
interface SubscriptionObject {
  id: string;
  customer?: string | { id: string } | null;
  status: string;
  metadata?: Record<string, string> | null;
  cancel_at_period_end?: boolean;
  current_period_start?: number;
  current_period_end?: number;
  items?: {
    data?: Array<{
      current_period_start?: number;
      current_period_end?: number;
      price?: {
        unit_amount?: number | null;
        currency?: string;
        recurring?: { interval?: string } | null;
        metadata?: Record<string, string> | null;
        lookup_key?: string | null;
      };
    }>;
  };
}

interface CheckoutSessionObject {
  id: string;
  customer?: string | { id: string } | null;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string | null;
}

export const subscriptionStatuses = new Set([
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
]);

export interface WebhookResources {
  sql: SqlClient;
  bus: Pick<Bus, 'publish'>;
  logger: Logger;
  queues: { template: WorkQueue; print: WorkQueue };
}

export interface WebhookOutcome {
  handled: boolean;
  /** The same event id was applied before; nothing changed. */
  replay: boolean;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoOfSeconds = (seconds: number | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

/**
 * Applies one verified provider event, once: its id is recorded in webhook_events in the same
 * transaction (or single statement) as its effect, so a second delivery (Stripe retries, a replay) finds it and
 * changes nothing, and an effect that fails leaves the event unrecorded for the next delivery.
 * Fulfilment of a paid order is enqueued inside that transaction with the checkout session id
 * as its enqueue id (the queue drops a copy; its consumers are idempotent besides). A user whose
 * subscriptions changed is announced after the commit with all of them.
 */
export async function applyProviderEvent(
  resources: WebhookResources,
  event: ProviderEvent,
): Promise<WebhookOutcome> {
  if (subscriptionEventTypes.has(event.type)) {
    // One statement records the event and applies it (atomic by itself): the most frequent
    // events cost one round trip to the database.
    const outcome = await applySubscriptionEvent(
      resources.sql,
      event,
      event.data.object as unknown as SubscriptionObject,
    );
    if (outcome.userId) await announceSubscriptions(resources, outcome.userId);
    return { handled: outcome.userId !== null, replay: !outcome.recorded };
  }
  const outcome = await resources.sql.transaction(async (transaction) => {
    const recorded = await transaction.query(
      `INSERT INTO "payment"."webhook_events" (provider_event_id, type, event_created_at)
       VALUES ($1, $2, to_timestamp($3::double precision))
       ON CONFLICT (provider_event_id) DO NOTHING
       RETURNING id`,
      [event.id, event.type, event.created],
    );
    if (recorded.rows.length === 0) return { handled: false, replay: true };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return {
          handled: await completeCheckout(
            resources,
            transaction,
            event,
            event.data.object as unknown as CheckoutSessionObject,
          ),
          replay: false,
        };
      case 'checkout.session.expired':
        await transaction.query(
          `UPDATE "payment"."checkout_sessions" SET status = 'expired' WHERE id = $1 AND status = 'open'`,
          [(event.data.object as unknown as CheckoutSessionObject).id],
        );
        return { handled: true, replay: false };
      case 'invoice.paid':
        // The subscription's own events carry its state; the invoice is only acknowledged.
        return { handled: true, replay: false };
      default:
        return { handled: false, replay: false };
    }
  });
  return outcome;
}

async function completeCheckout(
  resources: WebhookResources,
  transaction: SqlClient,
  event: ProviderEvent,
  session: CheckoutSessionObject,
): Promise<boolean> {
  const found = await transaction.query<{
    user_id: string;
    kind: string;
    amount_total: number;
    currency: string;
    metadata: Record<string, string>;
  }>(
    `SELECT user_id, kind, amount_total, currency, metadata FROM "payment"."checkout_sessions"
      WHERE id = $1 FOR UPDATE`,
    [session.id],
  );
  const row = found.rows[0];
  // A session this install did not open (another product on the same Stripe account).
  if (!row) return false;
  const customerId = idOf(session.customer);
  const paymentStatus = session.payment_status ?? 'paid';
  await transaction.query(
    `UPDATE "payment"."checkout_sessions"
        SET status = 'complete', payment_status = $2, completed_at = to_timestamp($3::double precision),
            provider_customer_id = COALESCE($4, provider_customer_id)
      WHERE id = $1`,
    [session.id, paymentStatus, event.created, customerId],
  );
  if (customerId) {
    await transaction.query(
      `INSERT INTO "payment"."customers" (user_id, provider_customer_id) VALUES ($1::uuid, $2)
       ON CONFLICT DO NOTHING`,
      [row.user_id, customerId],
    );
  }
  const paid = paymentStatus === 'paid' || paymentStatus === 'no_payment_required';
  if (paid && (row.kind === 'template' || row.kind === 'print')) {
    const order: OrderPaidEvent = {
      checkoutSessionId: session.id,
      userId: row.user_id,
      orderId: row.metadata.order_id ?? '',
      amountTotal: session.amount_total ?? Number(row.amount_total),
      currency: session.currency ?? row.currency,
      paidAt: new Date(event.created * 1000).toISOString(),
    };
    const queue = row.kind === 'template' ? resources.queues.template : resources.queues.print;
    await queue.enqueue(order, { id: session.id });
  }
  return true;
}

/** The plan a subscription is for, as its metadata or its price names it. */
function planOf(subscription: SubscriptionObject): string | null {
  const price = subscription.items?.data?.[0]?.price;
  return subscription.metadata?.plan ?? price?.metadata?.plan ?? price?.lookup_key ?? null;
}

const subscriptionEventTypes = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

/**
 * Records a subscription event and stores the subscription it states, in one statement, unless
 * the event was recorded before or a later state is stored already:
 * - `created` states the first state, so it never replaces a stored row;
 * - `updated` replaces a row whose last applied event is not later than it, and never a
 *   canceled one (a canceled subscription stays canceled);
 * - `deleted` always leaves it canceled.
 * Returns whether the event was new, and the user whose subscriptions changed (null when none).
 */
async function applySubscriptionEvent(
  sql: SqlClient,
  event: ProviderEvent,
  subscription: SubscriptionObject,
): Promise<{ recorded: boolean; userId: string | null }> {
  const customerId = idOf(subscription.customer);
  let userId = subscription.metadata?.user_id ?? null;
  if (!userId && customerId) {
    const customer = await sql.query<{ user_id: string }>(
      `SELECT user_id FROM "payment"."customers" WHERE provider_customer_id = $1`,
      [customerId],
    );
    userId = customer.rows[0]?.user_id ?? null;
  }
  const plan = planOf(subscription);
  const status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status;
  const recordOnly = `INSERT INTO "payment"."webhook_events" (provider_event_id, type, event_created_at)
       VALUES ($1, $2, to_timestamp($3::double precision))
       ON CONFLICT (provider_event_id) DO NOTHING
       RETURNING id`;
  // A subscription the product cannot place (no user, no plan, an unknown status) is recorded
  // as seen and changes nothing.
  if (!userId || !plan || !/^[0-9a-f-]{36}$/i.test(userId) || !subscriptionStatuses.has(status)) {
    const recorded = await sql.query(recordOnly, [event.id, event.type, event.created]);
    return { recorded: recorded.rows.length > 0, userId: null };
  }
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const conflict =
    event.type === 'customer.subscription.created'
      ? 'DO NOTHING'
      : `DO UPDATE SET product_identifier = EXCLUDED.product_identifier, status = EXCLUDED.status,
           current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
           cancel_at_period_end = EXCLUDED.cancel_at_period_end,
           provider_customer_id = COALESCE(EXCLUDED.provider_customer_id, subscriptions.provider_customer_id),
           amount = COALESCE(EXCLUDED.amount, subscriptions.amount),
           currency = COALESCE(EXCLUDED.currency, subscriptions.currency),
           "interval" = COALESCE(EXCLUDED."interval", subscriptions."interval"),
           event_created_at = GREATEST(EXCLUDED.event_created_at, subscriptions.event_created_at),
           updated_at = CURRENT_TIMESTAMP
         ${
           event.type === 'customer.subscription.deleted'
             ? ''
             : `WHERE subscriptions.status <> 'canceled'
                  AND (subscriptions.event_created_at IS NULL OR subscriptions.event_created_at <= EXCLUDED.event_created_at)`
         }`;
  const result = await sql.query<{ recorded: boolean; user_id: string | null }>(
    `WITH recorded AS (${recordOnly}),
     stored AS (
       INSERT INTO "payment"."subscriptions"
         (user_id, provider_subscription_id, product_identifier, status, current_period_start,
          current_period_end, cancel_at_period_end, provider_customer_id, amount, currency, "interval",
          event_created_at)
       SELECT $4::uuid, $5, $6, $7, $8::timestamptz, $9::timestamptz, $10, $11, $12::int, $13, $14,
              to_timestamp($3::double precision)
        WHERE EXISTS (SELECT 1 FROM recorded)
       ON CONFLICT (provider_subscription_id) ${conflict}
       RETURNING user_id
     ),
     customer AS (
       INSERT INTO "payment"."customers" (user_id, provider_customer_id)
       SELECT $4::uuid, $11 WHERE $11::text IS NOT NULL AND EXISTS (SELECT 1 FROM recorded)
       ON CONFLICT DO NOTHING
     )
     SELECT EXISTS (SELECT 1 FROM recorded) AS recorded, (SELECT user_id::text FROM stored) AS user_id`,
    [
      event.id,
      event.type,
      event.created,
      userId,
      subscription.id,
      status === 'trialing' ? `${plan}_trial` : plan,
      status,
      isoOfSeconds(subscription.current_period_start ?? item?.current_period_start),
      isoOfSeconds(subscription.current_period_end ?? item?.current_period_end),
      subscription.cancel_at_period_end ?? false,
      customerId,
      price?.unit_amount ?? null,
      price?.currency ?? null,
      price?.recurring?.interval ?? null,
    ],
  );
  const row = result.rows[0];
  return { recorded: Boolean(row?.recorded), userId: row?.user_id ?? null };
}

/**
 * Tells the user service every subscription of the user as stored now, with the database's
 * time of reading, so of two announcements crossing on the bus the later reading wins. A failed
 * announcement is logged: the change is stored, and the next change of the user carries it.
 */
export async function announceSubscriptions(resources: WebhookResources, userId: string): Promise<void> {
  try {
    const rows = await resources.sql.query<{
      provider_subscription_id: string;
      product_identifier: string;
      status: string;
      current_period_end: Date | string | null;
      cancel_at_period_end: boolean;
      read_at: Date | string;
    }>(
      `SELECT provider_subscription_id, product_identifier, status, current_period_end,
              cancel_at_period_end, clock_timestamp() AS read_at
         FROM "payment"."subscriptions" WHERE user_id = $1::uuid
        ORDER BY created_at ASC, id ASC`,
      [userId],
    );
    const iso = (value: Date | string) => new Date(value).toISOString();
    const event: SubscriptionsChangedEvent = {
      userId,
      subscriptions: rows.rows.map((row) => ({
        id: row.provider_subscription_id,
        productIdentifier: row.product_identifier,
        status: row.status,
        ...(row.current_period_end ? { currentPeriodEnd: iso(row.current_period_end) } : {}),
        cancelAtPeriodEnd: row.cancel_at_period_end,
      })),
      changedAt: rows.rows[0] ? iso(rows.rows[0].read_at) : new Date().toISOString(),
    };
    await resources.bus.publish(paymentSubjects.subscriptionsChanged, event);
  } catch (error) {
    resources.logger.error({ err: error, userId }, 'announcing changed subscriptions failed');
  }
}

export { paymentQueues };
