import { planPrices, type PlanProduct } from '@atelier/contracts';
import type { ProviderEvent } from '../webhook';

const day = 24 * 60 * 60;
/** A month as the test-mode provider bills it. */
const month = 30 * day;

/** A checkout session as the test-mode checkout page pays it. */
export interface TestCheckout {
  id: string;
  userId: string;
  kind: string;
  mode: string;
  plan: PlanProduct | null;
  trialDays: number;
  amountTotal: number;
  currency: string;
  customerId: string;
  metadata: Record<string, string>;
}

/** A stored subscription as the test-mode portal changes it. */
export interface TestSubscription {
  providerSubscriptionId: string;
  userId: string;
  customerId: string;
  plan: PlanProduct;
  currentPeriodStart: number;
  currentPeriodEnd: number;
}

function subscriptionObject(input: {
  id: string;
  userId: string;
  customerId: string;
  plan: PlanProduct;
  status: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
}) {
  const price = planPrices[input.plan];
  const item = {
    id: `si_${input.id.slice(4)}`,
    object: 'subscription_item',
    quantity: 1,
    current_period_start: input.periodStart,
    current_period_end: input.periodEnd,
    price: {
      id: `price_test_${input.plan}`,
      object: 'price',
      currency: price.currency,
      unit_amount: price.amount,
      recurring: { interval: price.interval, interval_count: 1 },
      lookup_key: input.plan,
      metadata: { plan: input.plan },
    },
  };
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customerId,
    status: input.status,
    livemode: false,
    created: input.created,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    current_period_start: input.periodStart,
    current_period_end: input.periodEnd,
    trial_end: input.status === 'trialing' ? input.periodEnd : null,
    metadata: { user_id: input.userId, plan: input.plan },
    items: { object: 'list', data: [item] },
  };
}

function event(id: string, type: string, created: number, object: object): ProviderEvent {
  return {
    id,
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: '2025-01-01',
    pending_webhooks: 1,
    data: { object },
  } as ProviderEvent;
}

/**
 * The events Stripe sends when a checkout is paid: for a plan, the subscription (trialing for a
 * trial, active otherwise) and its first invoice; then the completed checkout session. Their
 * ids derive from the session's, so paying twice delivers the same events, applied once.
 */
export function paidCheckoutEvents(checkout: TestCheckout, now: number): ProviderEvent[] {
  const suffix = checkout.id.replace(/^cs_test_/, '');
  const events: ProviderEvent[] = [];
  let subscriptionId: string | null = null;
  let paymentStatus = 'paid';
  if (checkout.mode === 'subscription' && checkout.plan) {
    subscriptionId = `sub_test_${suffix}`;
    const trialing = checkout.trialDays > 0;
    if (trialing) paymentStatus = 'no_payment_required';
    const subscription = subscriptionObject({
      id: subscriptionId,
      userId: checkout.userId,
      customerId: checkout.customerId,
      plan: checkout.plan,
      status: trialing ? 'trialing' : 'active',
      created: now,
      periodStart: now,
      periodEnd: now + (trialing ? checkout.trialDays * day : month),
    });
    events.push(event(`evt_test_${suffix}_subscription`, 'customer.subscription.created', now, subscription));
    if (!trialing) {
      events.push(
        event(`evt_test_${suffix}_invoice`, 'invoice.paid', now, {
          id: `in_test_${suffix}`,
          object: 'invoice',
          customer: checkout.customerId,
          subscription: subscriptionId,
          amount_paid: checkout.amountTotal,
          currency: checkout.currency,
          status: 'paid',
        }),
      );
    }
  }
  events.push(
    event(`evt_test_${suffix}_completed`, 'checkout.session.completed', now, {
      id: checkout.id,
      object: 'checkout.session',
      mode: checkout.mode,
      status: 'complete',
      payment_status: paymentStatus,
      customer: checkout.customerId,
      client_reference_id: checkout.userId,
      subscription: subscriptionId,
      amount_total: checkout.trialDays > 0 ? 0 : checkout.amountTotal,
      currency: checkout.currency,
      metadata: checkout.metadata,
      livemode: false,
    }),
  );
  return events;
}

/** The event Stripe sends when a checkout page is left without paying and the session expires. */
export function expiredCheckoutEvent(checkout: TestCheckout, now: number): ProviderEvent {
  return event(`evt_test_${checkout.id.replace(/^cs_test_/, '')}_expired`, 'checkout.session.expired', now, {
    id: checkout.id,
    object: 'checkout.session',
    mode: checkout.mode,
    status: 'expired',
    payment_status: 'unpaid',
    customer: checkout.customerId,
    metadata: checkout.metadata,
  });
}

/**
 * The event of a change made in the customer portal: another plan (active, billed from now) or
 * a cancellation, which Stripe reports as the subscription deleted.
 */
export function portalChangeEvent(
  subscription: TestSubscription,
  change: { plan: PlanProduct } | { cancel: true },
  now: number,
  eventId: string,
): ProviderEvent {
  if ('cancel' in change) {
    return event(
      eventId,
      'customer.subscription.deleted',
      now,
      subscriptionObject({
        id: subscription.providerSubscriptionId,
        userId: subscription.userId,
        customerId: subscription.customerId,
        plan: subscription.plan,
        status: 'canceled',
        created: subscription.currentPeriodStart,
        periodStart: subscription.currentPeriodStart,
        periodEnd: now,
      }),
    );
  }
  return event(
    eventId,
    'customer.subscription.updated',
    now,
    subscriptionObject({
      id: subscription.providerSubscriptionId,
      userId: subscription.userId,
      customerId: subscription.customerId,
      plan: change.plan,
      status: 'active',
      created: subscription.currentPeriodStart,
      periodStart: now,
      periodEnd: now + month,
    }),
  );
}
