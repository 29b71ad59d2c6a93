import {
  paymentQueues,
  parsePlanIdentifier,
  planPrices,
  trialDays as planTrialDays,
  type PlanProduct,
} from '@atelier/contracts';
import {
  callerOf,
  ServiceError,
  type ServiceHandlers,
  type ServiceInstance,
  type ServiceResources,
} from '@atelier/platform';
import { payment, type PaymentServiceService } from '@atelier/proto';
import { randomBytes } from 'node:crypto';
import { createPrismaClient } from './db';
import type {
  CheckoutSession as CheckoutRow,
  Subscription as SubscriptionRow,
} from './generated/prisma/client';
import { WebhookRefusal, type CheckoutLine, type PaymentProvider } from './providers/provider';
import { createStripeProvider, withCheckoutSessionId } from './providers/stripe';
import {
  expiredCheckoutEvent,
  paidCheckoutEvents,
  portalChangeEvent,
  type TestCheckout,
} from './providers/test-mode-events';
import { createTestModeProvider } from './providers/test-mode';
import { readOrCreateTestWebhookSecret } from './providers/webhook-secret';
import type { PaymentServiceSettings } from './settings';
import { applyProviderEvent, type ProviderEvent, type WebhookResources } from './webhook';

type PaymentHandlers = Required<ServiceHandlers<typeof PaymentServiceService>>;

const planNames: Record<PlanProduct, string> = { composer: 'Composer', pro: 'Pro', studio: 'Studio' };
const entitling = ['active', 'trialing', 'past_due'];

const checkoutNotFound = () => new ServiceError('NOT_FOUND', 'Checkout session not found.');

/** An address the browser may be sent to: the product's own page, absolute or a path. */
function checkUrl(value: string, field: string): string {
  if (value.length > 2048) throw new ServiceError('INVALID_ARGUMENT', `${field} is too long.`);
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // Refused below.
  }
  throw new ServiceError('INVALID_ARGUMENT', `${field} must be an http(s) address or a path of the product.`);
}

function money(amountMinor: number, currency: string): payment.CheckoutLineItem['unitPrice'] {
  return { amountMinor, currency };
}

function checkoutMessage(row: CheckoutRow): payment.CheckoutSession {
  const lines = Array.isArray(row.lineItems) ? (row.lineItems as unknown as CheckoutLine[]) : [];
  return {
    id: row.id,
    mode: row.mode === 'payment' ? payment.CheckoutMode.PAYMENT : payment.CheckoutMode.SUBSCRIPTION,
    status: row.status,
    paymentStatus: row.paymentStatus,
    productIdentifier: row.productIdentifier ?? '',
    amountTotal: money(row.amountTotal, row.currency),
    customerEmail: '',
    url: row.status === 'open' ? row.url : '',
    metadata: (row.metadata ?? {}) as Record<string, string>,
    createdAt: row.createdAt,
    lineItems: lines.map((line) => ({
      name: line.name,
      unitPrice: money(line.amount, line.currency),
      quantity: line.quantity,
    })),
    successUrl: row.returnUrl,
    cancelUrl: row.cancelUrl,
    trialDays: row.trialDays,
  };
}

function subscriptionMessage(row: SubscriptionRow): payment.Subscription {
  return {
    id: row.id,
    productIdentifier: row.productIdentifier,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart ?? undefined,
    currentPeriodEnd: row.currentPeriodEnd ?? undefined,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    price: row.amount !== null && row.currency ? money(row.amount, row.currency) : undefined,
    interval: row.interval ?? '',
    createdAt: row.createdAt,
  };
}

export async function createPaymentService(
  resources: ServiceResources,
  settings: PaymentServiceSettings,
): Promise<ServiceInstance<typeof PaymentServiceService>> {
  const prisma = createPrismaClient(resources.database);
  const provider: PaymentProvider = settings.stripe
    ? createStripeProvider(settings.stripe)
    : createTestModeProvider(await readOrCreateTestWebhookSecret(settings.dataDirectory));
  if (provider.kind === 'test')
    resources.logger.info(
      'payments run in test mode: no real payment (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)',
    );
  const webhook: WebhookResources = {
    sql: resources.database.sql,
    bus: resources.bus,
    logger: resources.logger,
    queues: {
      template: await resources.bus.workQueue(paymentQueues.templateOrderPaid),
      print: await resources.bus.workQueue(paymentQueues.printOrderPaid),
    },
  };
  const nowSeconds = () => Math.floor(resources.clock().getTime() / 1000);

  /** The caller's provider customer, made at the provider on their first purchase. */
  async function customerOf(userId: string): Promise<string> {
    const existing = await prisma.customer.findUnique({ where: { userId } });
    if (existing) return existing.providerCustomerId;
    const providerCustomerId = await provider.createCustomer(userId);
    await resources.database.sql.query(
      `INSERT INTO "payment"."customers" (user_id, provider_customer_id) VALUES ($1::uuid, $2)
       ON CONFLICT DO NOTHING`,
      [userId, providerCustomerId],
    );
    return (await prisma.customer.findUniqueOrThrow({ where: { userId } })).providerCustomerId;
  }

  function requireTestMode(): PaymentProvider & { signEvent: (payload: string, now: number) => string } {
    if (provider.kind !== 'test' || !provider.signEvent)
      throw new ServiceError('FAILED_PRECONDITION', 'Payments go to Stripe: there is no test-mode checkout.');
    return provider as PaymentProvider & { signEvent: (payload: string, now: number) => string };
  }

  function signed(events: ProviderEvent[]): payment.SignedEvent[] {
    const test = requireTestMode();
    const now = nowSeconds();
    return events.map((event) => {
      const payload = JSON.stringify(event);
      return { payload: Buffer.from(payload), signature: test.signEvent(payload, now) };
    });
  }

  async function ownOpenCheckout(userId: string, id: string): Promise<TestCheckout & { row: CheckoutRow }> {
    const row = await prisma.checkoutSession.findFirst({ where: { id, userId } });
    if (!row) throw checkoutNotFound();
    if (row.status !== 'open')
      throw new ServiceError(
        'FAILED_PRECONDITION',
        `This checkout is ${row.status === 'complete' ? 'paid already' : 'no longer open'}.`,
      );
    const parsed = row.productIdentifier ? parsePlanIdentifier(row.productIdentifier) : null;
    return {
      row,
      id: row.id,
      userId: row.userId,
      kind: row.kind,
      mode: row.mode,
      plan: parsed?.plan ?? null,
      trialDays: row.trialDays,
      amountTotal: row.amountTotal,
      currency: row.currency,
      customerId: row.providerCustomerId ?? (await customerOf(row.userId)),
      metadata: (row.metadata ?? {}) as Record<string, string>,
    };
  }

  const handlers: PaymentHandlers = {
    // The caller's subscriptions as the payment provider last reported them, newest first.
    async listSubscriptions(_request, context) {
      const rows = await prisma.subscription.findMany({
        where: { userId: callerOf(context) },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      });
      return { subscriptions: rows.map(subscriptionMessage) };
    },

    // Only the session's own buyer sees it; anyone else is told it does not exist.
    async getCheckoutSession(request, context) {
      const row = await prisma.checkoutSession.findFirst({
        where: { id: request.checkoutSessionId, userId: callerOf(context) },
      });
      if (!row) throw checkoutNotFound();
      return { checkoutSession: checkoutMessage(row) };
    },

    async buyProduct(request, context) {
      const userId = callerOf(context);
      const parsed = parsePlanIdentifier(request.productIdentifier);
      if (!parsed)
        throw new ServiceError(
          'INVALID_ARGUMENT',
          'productIdentifier must be composer, pro or studio, or a trial of one (composer_trial, pro_trial, studio_trial).',
        );
      const successUrl = checkUrl(request.returnUrl, 'returnUrl');
      const cancelUrl = request.cancelUrl ? checkUrl(request.cancelUrl, 'cancelUrl') : successUrl;
      const held = await prisma.subscription.findMany({ where: { userId } });
      if (held.some((row) => entitling.includes(row.status)))
        throw new ServiceError(
          'FAILED_PRECONDITION',
          'You already have a plan: change it in the customer portal.',
        );
      if (parsed.trial && held.length > 0)
        throw new ServiceError('FAILED_PRECONDITION', 'A trial is for a first subscription only.');
      const price = planPrices[parsed.plan];
      const trialDays = parsed.trial ? planTrialDays : 0;
      const customerId = await customerOf(userId);
      const lines: CheckoutLine[] = [
        {
          name: `Atelier ${planNames[parsed.plan]}`,
          amount: price.amount,
          currency: price.currency,
          quantity: 1,
          interval: price.interval,
          plan: parsed.plan,
        },
      ];
      const metadata = { kind: 'subscription', plan: parsed.plan, user_id: userId };
      const checkout = await provider.createCheckout({
        userId,
        customerId,
        mode: 'subscription',
        lines,
        trialDays,
        successUrl,
        cancelUrl,
        metadata,
      });
      const row = await prisma.checkoutSession.create({
        data: {
          id: checkout.id,
          userId,
          kind: 'subscription',
          mode: 'subscription',
          productIdentifier: request.productIdentifier,
          returnUrl: successUrl,
          cancelUrl,
          url: checkout.url,
          amountTotal: price.amount,
          currency: price.currency,
          lineItems: lines as unknown as object,
          metadata,
          trialDays,
          providerCustomerId: customerId,
        },
      });
      return { checkoutSession: checkoutMessage(row) };
    },

    async createCustomerPortalSession(request, context) {
      const customer = await prisma.customer.findUnique({ where: { userId: callerOf(context) } });
      if (!customer) throw new ServiceError('FAILED_PRECONDITION', 'Customer portal unavailable');
      const returnUrl = checkUrl(request.returnUrl, 'returnUrl');
      return { url: await provider.createPortal(customer.providerCustomerId, returnUrl) };
    },

    // Another service's sale (a template, a print order), paid once; the caller is the buyer.
    async createCheckoutSession(request, context) {
      const userId = callerOf(context);
      if (request.mode !== payment.CheckoutMode.PAYMENT)
        throw new ServiceError('INVALID_ARGUMENT', 'Only one-off payments (mode PAYMENT) are sold this way.');
      const kind = request.metadata.kind;
      if (kind !== 'template' && kind !== 'print')
        throw new ServiceError('INVALID_ARGUMENT', "metadata.kind must be 'template' or 'print'.");
      if (request.lineItems.length === 0)
        throw new ServiceError('INVALID_ARGUMENT', 'A checkout needs at least one line item.');
      const currency = request.lineItems[0]!.unitPrice?.currency || 'eur';
      const lines: CheckoutLine[] = request.lineItems.map((item, index) => {
        const amount = item.unitPrice?.amountMinor ?? 0;
        if (!item.name || !Number.isInteger(amount) || amount <= 0 || item.quantity <= 0)
          throw new ServiceError(
            'INVALID_ARGUMENT',
            `Line item ${index + 1} needs a name, a positive price and quantity.`,
          );
        if ((item.unitPrice?.currency || 'eur') !== currency)
          throw new ServiceError('INVALID_ARGUMENT', 'Every line item must be in the same currency.');
        return { name: item.name, amount, currency, quantity: item.quantity };
      });
      const successUrl = checkUrl(request.successUrl, 'successUrl');
      const cancelUrl = request.cancelUrl ? checkUrl(request.cancelUrl, 'cancelUrl') : successUrl;
      const customerId = await customerOf(userId);
      const metadata: Record<string, string> = { ...request.metadata, user_id: userId };
      const checkout = await provider.createCheckout({
        userId,
        customerId,
        mode: 'payment',
        lines,
        trialDays: 0,
        successUrl,
        cancelUrl,
        metadata,
      });
      const templateId = /^[0-9a-f-]{36}$/i.test(metadata.template_id ?? '') ? metadata.template_id! : null;
      const row = await prisma.checkoutSession.create({
        data: {
          id: checkout.id,
          userId,
          kind,
          mode: 'payment',
          templateId,
          priceTier: metadata.price_tier ?? null,
          returnUrl: successUrl,
          cancelUrl,
          url: checkout.url,
          amountTotal: lines.reduce((sum, line) => sum + line.amount * line.quantity, 0),
          currency,
          lineItems: lines as unknown as object,
          metadata,
          providerCustomerId: customerId,
        },
      });
      return { checkoutSession: checkoutMessage(row) };
    },

    async handleWebhook(request) {
      let event: ProviderEvent;
      try {
        event = provider.verifyEvent(
          Buffer.from(request.payload),
          request.signature,
          nowSeconds(),
        ) as unknown as ProviderEvent;
      } catch (error) {
        if (error instanceof WebhookRefusal) throw new ServiceError('INVALID_ARGUMENT', error.message);
        throw error;
      }
      if (
        typeof event?.id !== 'string' ||
        typeof event.type !== 'string' ||
        typeof event.created !== 'number' ||
        !event.data?.object
      )
        throw new ServiceError('INVALID_ARGUMENT', 'The webhook body is not a provider event.');
      const outcome = await applyProviderEvent(webhook, event);
      return { eventId: event.id, eventType: event.type, handled: outcome.handled };
    },

    async getProviderInfo() {
      return { provider: provider.kind };
    },

    async payTestCheckout(request, context) {
      requireTestMode();
      const checkout = await ownOpenCheckout(callerOf(context), request.checkoutSessionId);
      return {
        events: signed(paidCheckoutEvents(checkout, nowSeconds())),
        redirectUrl: withCheckoutSessionId(checkout.row.returnUrl, checkout.id),
      };
    },

    async cancelTestCheckout(request, context) {
      requireTestMode();
      const checkout = await ownOpenCheckout(callerOf(context), request.checkoutSessionId);
      return {
        events: signed([expiredCheckoutEvent(checkout, nowSeconds())]),
        redirectUrl: checkout.row.cancelUrl || checkout.row.returnUrl,
      };
    },

    async changeTestSubscription(request, context) {
      requireTestMode();
      const userId = callerOf(context);
      const row = /^[0-9a-f-]{36}$/i.test(request.subscriptionId)
        ? await prisma.subscription.findFirst({ where: { id: request.subscriptionId, userId } })
        : null;
      if (!row) throw new ServiceError('NOT_FOUND', 'Subscription not found.');
      if (row.status === 'canceled')
        throw new ServiceError('FAILED_PRECONDITION', 'This subscription is canceled already.');
      const current = parsePlanIdentifier(row.productIdentifier.replace(/_trial$/, ''));
      if (!current)
        throw new ServiceError('FAILED_PRECONDITION', 'This subscription cannot be changed here.');
      let change: { plan: PlanProduct } | { cancel: true };
      if (request.cancel) change = { cancel: true };
      else {
        const wanted = parsePlanIdentifier(request.productIdentifier);
        if (!wanted || wanted.trial)
          throw new ServiceError('INVALID_ARGUMENT', 'productIdentifier must be composer, pro or studio.');
        change = { plan: wanted.plan };
      }
      const now = nowSeconds();
      const event = portalChangeEvent(
        {
          providerSubscriptionId: row.providerSubscriptionId,
          userId,
          customerId: row.providerCustomerId ?? (await customerOf(userId)),
          plan: current.plan,
          currentPeriodStart: Math.floor((row.currentPeriodStart ?? row.createdAt).getTime() / 1000),
          currentPeriodEnd: Math.floor((row.currentPeriodEnd ?? resources.clock()).getTime() / 1000),
        },
        change,
        now,
        `evt_test_${randomBytes(12).toString('hex')}`,
      );
      return { events: signed([event]) };
    },
  };

  return {
    handlers,
    async stop() {
      await prisma.$disconnect();
    },
  };
}
