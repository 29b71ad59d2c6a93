import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentQueues, sessionCookieNames } from '@atelier/contracts';
import { testWebhookSecretFileName } from '@atelier/payment-service';
import {
  createBus,
  createLogger,
  createServiceClient,
  runWithRequestContext,
  type Bus,
  type Database,
} from '@atelier/platform';
import { payment, PaymentServiceService } from '@atelier/proto';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { callProduct, createTestUser, type TestUser } from './test-users';

// Paid plans and payments through the front door, with the built-in test-mode provider: REST to
// the gateway, its test-mode checkout and portal pages, events signed with the install's webhook
// secret and posted to the webhook route, the payment service on PostgreSQL, the bus to the user
// service, and the caller's plan back through the gateway's signed identity to the job service.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let bus: Bus | undefined;
const busPrefix = uniqueTestPrefix('payments_api');
let webhookSecret: string;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-payments-api-'));
  const natsUrl = await natsUrlForTests();
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix,
    renderWorkers: 0,
    callerMemoryMilliseconds: 0,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  if (natsUrl) bus = await createBus({ natsUrl, prefix: busPrefix });
  webhookSecret = (await readFile(path.join(dataDirectory, testWebhookSecretFileName), 'utf8')).trim();
});

afterAll(async () => {
  await bus?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

type Json = Record<string, any>;

const call = (method: string, route: string, options: Parameters<typeof callProduct>[3] = {}) =>
  callProduct(product, method, route, options);

const csrf = 'form-token-1234567890';

/** What a signed-in browser sends with a page navigation: its access and CSRF cookies. */
function browserCookies(user: TestUser) {
  return `${sessionCookieNames.access}=${user.accessToken}; ${sessionCookieNames.csrf}=${csrf}`;
}

async function page(user: TestUser | undefined, route: string) {
  const response = await fetch(`${product.url}${route}`, {
    headers: { accept: 'text/html', ...(user ? { cookie: browserCookies(user) } : {}) },
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** A form post from the test-mode page; the redirect is not followed (the buyer closes the tab). */
async function submit(user: TestUser, route: string, fields: Record<string, string>) {
  const response = await fetch(`${product.url}${route}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browserCookies(user) },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Posts an event to the webhook route, signed as Stripe signs it, at the given time. */
async function postEvent(
  event: object,
  options: { secret?: string; timestamp?: number; tamper?: boolean } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  const response = await fetch(`${product.url}/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: options.tamper ? payload.replace('"active"', '"canceled"') : payload,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

function subscriptionEvent(input: {
  eventId: string;
  type: string;
  created: number;
  subscriptionId: string;
  userId: string;
  plan: string;
  status: string;
}) {
  return {
    id: input.eventId,
    object: 'event',
    type: input.type,
    created: input.created,
    data: {
      object: {
        id: input.subscriptionId,
        object: 'subscription',
        customer: `cus_${input.subscriptionId}`,
        status: input.status,
        cancel_at_period_end: false,
        current_period_start: input.created,
        current_period_end: input.created + 30 * 86_400,
        metadata: { user_id: input.userId, plan: input.plan },
        items: {
          data: [{ price: { unit_amount: 2400, currency: 'eur', recurring: { interval: 'month' } } }],
        },
      },
    },
  };
}

async function subscriptionsOf(user: TestUser) {
  const answer = await call('GET', '/stripe/subscriptions', { user });
  expect(answer.status).toBe(200);
  return answer.body.subscriptions as Json[];
}

describe('buying a plan in test mode', () => {
  let ada: TestUser;
  let eve: TestUser;
  beforeAll(async () => {
    ada = await createTestUser(product, database, { email: 'ada@payments.example' });
    eve = await createTestUser(product, database, { email: 'eve@payments.example' });
  });

  it('opens a checkout for Pro, which only its buyer can read or pay, and turns the payment into an active plan', async () => {
    const bought = await call('POST', '/stripe/buy', {
      user: ada,
      body: { productIdentifier: 'pro', returnUrl: '/get-pro/result' },
    });
    expect(bought.status).toBe(200);
    const session = bought.body.checkout_session as Json;
    expect(bought.body.url).toBe(`/stripe/test-mode/checkout/${session.id}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      product_identifier: 'pro',
      amount_total: { amount_minor: 2400, currency: 'eur' },
      trial_days: 0,
    });

    // Another user is told the session does not exist, in the API and on the page.
    expect((await call('GET', `/stripe/checkout_session/${session.id}`, { user: eve })).status).toBe(404);
    expect((await call('GET', '/stripe/checkout_session/cs_test_nothing', { user: ada })).status).toBe(404);
    expect((await page(eve, bought.body.url)).status).toBe(404);
    const anonymous = await page(undefined, bought.body.url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.html).not.toContain(session.id);

    const checkout = await page(ada, bought.body.url);
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('Test mode: no real payment');
    expect(checkout.html).toContain('Atelier Pro');
    expect(checkout.html).toContain('Pay €24.00');
    expect(checkout.headers.get('content-security-policy')).toContain("form-action 'self'");

    // A form without the CSRF field (a forged cross-site post) pays nothing.
    const forged = await fetch(`${product.url}${bought.body.url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: browserCookies(ada) },
      body: 'action=pay',
    });
    expect(forged.status).toBe(401);
    expect(await subscriptionsOf(ada)).toEqual([]);

    const paid = await submit(ada, bought.body.url, { action: 'pay', csrf });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${product.url}/get-pro/result?checkoutSessionId=${session.id}`);

    const read = await call('GET', `/stripe/checkout_session/${session.id}`, { user: ada });
    expect(read.body.checkout_session).toMatchObject({ status: 'complete', payment_status: 'paid', url: '' });
    const [subscription] = await subscriptionsOf(ada);
    expect(subscription).toMatchObject({
      product_identifier: 'pro',
      status: 'active',
      price: { amount_minor: 2400, currency: 'eur' },
      interval: 'month',
      cancel_at_period_end: false,
    });

    // The user service learns it from the bus and answers it in the account.
    const account = await eventually(
      'the subscription in the account',
      () => call('GET', '/user/read', { user: ada }),
      (answer) => (answer.body.stripe_subscription_data?.length ?? 0) > 0,
    );
    expect(account.body.stripe_subscription_data).toEqual([
      { product_identifier: 'pro', status: 'active', current_period_end: subscription!.current_period_end },
    ]);

    // Paying again (a second click, the back button) changes nothing.
    const again = await submit(ada, bought.body.url, { action: 'pay', csrf });
    expect(again.status).toBe(400);
    expect(await subscriptionsOf(ada)).toHaveLength(1);

    // A second plan is refused while one is active; the portal changes it instead.
    const second = await call('POST', '/stripe/buy', {
      user: ada,
      body: { productIdentifier: 'studio', returnUrl: '/get-studio/result' },
    });
    expect(second.status).toBe(400);
    expect(second.body.error.message).toBe('You already have a plan: change it in the customer portal.');
  });

  it('changes the plan and cancels it in the test-mode customer portal', async () => {
    const portal = await call('POST', '/stripe/customer_portal', {
      user: ada,
      body: { returnUrl: '/account' },
    });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe(
      `/stripe/test-mode/portal?return_url=${encodeURIComponent(`${product.url}/account`)}`,
    );
    const shown = await page(ada, portal.body.url);
    expect(shown.status).toBe(200);
    expect(shown.html).toContain('Test mode: no real payment');
    const [subscription] = await subscriptionsOf(ada);

    const changed = await submit(ada, '/stripe/test-mode/portal', {
      action: 'change',
      subscription_id: subscription!.id,
      product_identifier: 'studio',
      return_url: '/account',
      csrf,
    });
    expect(changed.status).toBe(303);
    expect((await subscriptionsOf(ada))[0]).toMatchObject({ product_identifier: 'studio', status: 'active' });

    // Eve cannot touch Ada's subscription.
    const foreign = await submit(eve, '/stripe/test-mode/portal', {
      action: 'cancel',
      subscription_id: subscription!.id,
      return_url: '/account',
      csrf,
    });
    expect(foreign.status).toBe(404);

    const canceled = await submit(ada, '/stripe/test-mode/portal', {
      action: 'cancel',
      subscription_id: subscription!.id,
      return_url: '/account',
      csrf,
    });
    expect(canceled.status).toBe(303);
    expect((await subscriptionsOf(ada))[0]).toMatchObject({ status: 'canceled' });
  });

  it('answers the customer portal as unavailable for a user who never bought anything, and refuses bad input', async () => {
    const portal = await call('POST', '/stripe/customer_portal', {
      user: eve,
      body: { returnUrl: '/account' },
    });
    expect(portal.status).toBe(400);
    expect(portal.body.error.message).toBe('Customer portal unavailable');

    const unknownPlan = await call('POST', '/stripe/buy', {
      user: eve,
      body: { productIdentifier: 'platinum', returnUrl: '/get-platinum/result' },
    });
    expect(unknownPlan.status).toBe(400);
    expect(unknownPlan.body.error.message).toContain('productIdentifier must be composer, pro or studio');

    const elsewhere = await call('POST', '/stripe/buy', {
      user: eve,
      body: { productIdentifier: 'pro', returnUrl: 'https://attacker.example/steal' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe(
      'returnUrl must be an address of this product, not of another site.',
    );

    const missing = await call('POST', '/stripe/buy', { user: eve, body: { productIdentifier: 'pro' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('returnUrl');

    expect(
      (await call('POST', '/stripe/buy', { body: { productIdentifier: 'pro', returnUrl: '/' } })).status,
    ).toBe(401);

    // Cancel on the checkout page: back to the plan's page, the session expired, nothing bought.
    const opened = await call('POST', '/stripe/buy', {
      user: eve,
      body: { productIdentifier: 'composer', returnUrl: '/get-composer/result', cancelUrl: '/get-composer' },
    });
    const left = await submit(eve, opened.body.url, { action: 'cancel', csrf });
    expect(left).toMatchObject({ status: 303, location: `${product.url}/get-composer` });
    const expired = await call('GET', `/stripe/checkout_session/${opened.body.checkout_session.id}`, {
      user: eve,
    });
    expect(expired.body.checkout_session).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
      url: '',
    });
    expect(await subscriptionsOf(eve)).toEqual([]);
  });

  it('starts a trial that gives the plan as a trial, and a free user keeps the deployment limit of render jobs while a Pro trial gets four', async () => {
    const cy = await createTestUser(product, database, { email: 'cy@payments.example' });
    const dee = await createTestUser(product, database, { email: 'dee@payments.example' });
    const bought = await call('POST', '/stripe/buy', {
      user: cy,
      body: { productIdentifier: 'pro_trial', returnUrl: '/get-pro/result' },
    });
    expect(bought.body.checkout_session.trial_days).toBe(14);
    const checkout = await page(cy, bought.body.url);
    expect(checkout.html).toContain('Free for 14 days, then €24.00 per month.');
    expect((await submit(cy, bought.body.url, { action: 'pay', csrf })).status).toBe(303);
    expect((await subscriptionsOf(cy))[0]).toMatchObject({
      product_identifier: 'pro_trial',
      status: 'trialing',
    });
    await eventually(
      'the trial in the account',
      () => call('GET', '/user/read', { user: cy }),
      (answer) => answer.body.stripe_subscription_data?.[0]?.status === 'trialing',
    );

    // The job service reads the plan from the identity the gateway signs: five jobs started by
    // each user, with no render worker to take them, leave two of the free user's on the queue
    // (the deployment's limit) and four of the Pro trial's (tiers.ts).
    async function startFive(user: TestUser) {
      for (let index = 0; index < 5; index += 1) {
        const project = await call('POST', '/project/version/create/new', {
          user,
          body: { name: `p${index}` },
        });
        const created = await call('POST', '/job/create', {
          user,
          body: { target: project.body.project.id, type: 'export', name: `job ${index}` },
        });
        expect((await call('POST', `/job/${created.body.id}/start`, { user })).status).toBe(200);
      }
      const rows = await database.sql.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "job"."jobs" WHERE owner_id = $1::uuid AND dispatched_at IS NOT NULL`,
        [user.id],
      );
      return Number(rows.rows[0]!.count);
    }
    expect(await startFive(dee)).toBe(2);
    expect(await startFive(cy)).toBe(4);
  });
});

describe('the webhook route', () => {
  let fay: TestUser;
  beforeAll(async () => {
    fay = await createTestUser(product, database, { email: 'fay@payments.example' });
  });

  it('applies a signed event once, refuses a tampered, foreign or old signature with a reason, and acknowledges a replay without effect', async () => {
    const now = Math.floor(Date.now() / 1000);
    const event = subscriptionEvent({
      eventId: 'evt_fay_1',
      type: 'customer.subscription.created',
      created: now,
      subscriptionId: 'sub_fay_1',
      userId: fay.id,
      plan: 'composer',
      status: 'active',
    });

    const tampered = await postEvent(event, { tamper: true });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error.message).toBe(
      'The webhook signature does not match its body and the endpoint secret.',
    );
    const foreign = await postEvent(event, { secret: 'whsec_someone_else' });
    expect(foreign.status).toBe(400);
    const old = await postEvent(event, { timestamp: now - 301 });
    expect(old.status).toBe(400);
    expect(old.body.error.message).toBe(
      'The webhook signature is too old: its timestamp is more than 300 seconds from now.',
    );
    const unsigned = await fetch(`${product.url}/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as Json).error.message).toBe(
      'The webhook carries no Stripe-Signature header.',
    );
    expect(await subscriptionsOf(fay)).toEqual([]);

    const applied = await postEvent(event);
    expect(applied).toEqual({ status: 200, body: { received: true, event_id: 'evt_fay_1', handled: true } });
    expect(await subscriptionsOf(fay)).toMatchObject([{ product_identifier: 'composer', status: 'active' }]);

    // The same event again, even freshly signed, changes nothing; neither does a changed body
    // under the same event id.
    const replay = await postEvent(event);
    expect(replay).toEqual({ status: 200, body: { received: true, event_id: 'evt_fay_1', handled: false } });
    const sameIdOtherState = { ...event, data: { object: { ...event.data.object, status: 'past_due' } } };
    expect((await postEvent(sameIdOtherState)).body.handled).toBe(false);
    expect(await subscriptionsOf(fay)).toMatchObject([{ status: 'active' }]);
    const recorded = await database.sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "payment"."webhook_events" WHERE provider_event_id = 'evt_fay_1'`,
    );
    expect(Number(recorded.rows[0]!.count)).toBe(1);
  });

  it('never lets an earlier event overwrite a later state, whatever order they arrive in', async () => {
    const base = Math.floor(Date.now() / 1000) - 100;
    const later = subscriptionEvent({
      eventId: 'evt_fay_2b',
      type: 'customer.subscription.updated',
      created: base + 20,
      subscriptionId: 'sub_fay_2',
      userId: fay.id,
      plan: 'studio',
      status: 'active',
    });
    const earlier = subscriptionEvent({
      eventId: 'evt_fay_2a',
      type: 'customer.subscription.updated',
      created: base + 10,
      subscriptionId: 'sub_fay_2',
      userId: fay.id,
      plan: 'pro',
      status: 'past_due',
    });
    const created = subscriptionEvent({
      eventId: 'evt_fay_2c',
      type: 'customer.subscription.created',
      created: base,
      subscriptionId: 'sub_fay_2',
      userId: fay.id,
      plan: 'composer',
      status: 'incomplete',
    });
    expect((await postEvent(later)).body.handled).toBe(true);
    expect((await postEvent(earlier)).body.handled).toBe(false);
    expect((await postEvent(created)).body.handled).toBe(false);
    const stored = async () =>
      (
        await database.sql.query<{ status: string; product_identifier: string }>(
          `SELECT status, product_identifier FROM "payment"."subscriptions" WHERE provider_subscription_id = 'sub_fay_2'`,
        )
      ).rows;
    expect(await stored()).toEqual([{ product_identifier: 'studio', status: 'active' }]);

    // A deletion is final: an update made before it, arriving after it, does not revive it.
    const deleted = subscriptionEvent({
      eventId: 'evt_fay_2d',
      type: 'customer.subscription.deleted',
      created: base + 30,
      subscriptionId: 'sub_fay_2',
      userId: fay.id,
      plan: 'studio',
      status: 'canceled',
    });
    const lateUpdate = subscriptionEvent({
      eventId: 'evt_fay_2e',
      type: 'customer.subscription.updated',
      created: base + 25,
      subscriptionId: 'sub_fay_2',
      userId: fay.id,
      plan: 'studio',
      status: 'active',
    });
    expect((await postEvent(deleted)).body.handled).toBe(true);
    expect((await postEvent(lateUpdate)).body.handled).toBe(false);
    expect(await stored()).toEqual([{ status: 'canceled', product_identifier: 'studio' }]);
  });
});

describe('a one-off purchase through the payment service', () => {
  it('enqueues the paid print order when the buyer pays and closes the tab, with the session id as its enqueue id', async () => {
    if (!bus) throw new Error('This test reads the print queue over NATS: set NATS_URL.');
    const gus = await createTestUser(product, database, { email: 'gus@payments.example' });
    const payments = createServiceClient(PaymentServiceService, product.addresses.payment!, {
      serviceName: 'payment service',
      identity: product.identity,
    });
    try {
      // The print service sells: the buyer's identity travels with its call.
      const created = await runWithRequestContext(
        { requestId: 'print-1', userId: gus.id, role: 'user' },
        () =>
          payments.createCheckoutSession({
            mode: payment.CheckoutMode.PAYMENT,
            lineItems: [
              { name: 'T-shirt, M, black', unitPrice: { amountMinor: 1850, currency: 'eur' }, quantity: 2 },
            ],
            successUrl: `${product.url}/orders/result`,
            cancelUrl: `${product.url}/orders`,
            metadata: { kind: 'print', order_id: 'order-77' },
          }),
      );
      const session = created.checkoutSession!;
      expect(session.amountTotal).toEqual({ amountMinor: 3700, currency: 'eur' });
      const checkout = await page(gus, session.url);
      expect(checkout.html).toContain('T-shirt, M, black');
      expect(checkout.html).toContain('Pay €37.00');

      const paid = await submit(gus, session.url, { action: 'pay', csrf });
      expect(paid.location).toBe(`${product.url}/orders/result?checkoutSessionId=${session.id}`);

      // The print service takes the order off its queue by itself; that the webhook enqueued it
      // under the session id shows in the queue's deduplication: the same id again is a copy.
      const read = await call('GET', `/stripe/checkout_session/${session.id}`, { user: gus });
      expect(read.body.checkout_session).toMatchObject({ status: 'complete', payment_status: 'paid' });
      const queue = await bus.workQueue(paymentQueues.printOrderPaid);
      const copy = await queue.enqueue({ checkoutSessionId: session.id }, { id: session.id });
      expect(copy).toEqual({ id: session.id, duplicate: true });
    } finally {
      payments.close();
    }
  });
});

describe('with Stripe keys', () => {
  let stripeProduct: RunningProduct;
  let stripeData: string;
  const stripeSecret = 'whsec_endpoint_secret_of_this_deployment';
  beforeAll(async () => {
    stripeData = await mkdtemp(path.join(tmpdir(), 'atelier-payments-stripe-'));
    process.env.STRIPE_SECRET_KEY = 'sk_test_not_reachable_here';
    process.env.STRIPE_WEBHOOK_SECRET = stripeSecret;
    try {
      stripeProduct = await startProduct({
        port: 0,
        dataDirectory: stripeData,
        database,
        natsUrl: await natsUrlForTests(),
        busPrefix: uniqueTestPrefix('payments_stripe'),
        renderWorkers: 0,
        logger: createLogger({ name: 'test', level: 'silent' }),
      });
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_WEBHOOK_SECRET;
    }
  });
  afterAll(async () => {
    await stripeProduct?.stop();
    if (stripeData) await rm(stripeData, { recursive: true, force: true });
  });

  it('has no test-mode pages and no test-mode secret, and verifies webhooks with the endpoint secret', async () => {
    const page = await fetch(`${stripeProduct.url}/stripe/test-mode/checkout/cs_test_abc`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    await expect(readFile(path.join(stripeData, testWebhookSecretFileName), 'utf8')).rejects.toMatchObject({
      code: 'ENOENT',
    });

    const payload = JSON.stringify({
      id: 'evt_stripe_1',
      object: 'event',
      type: 'customer.created',
      created: 1,
      data: { object: {} },
    });
    const deliver = (secret: string) =>
      fetch(`${stripeProduct.url}/stripe/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        body: payload,
      });
    // An event type the product does not act on is acknowledged, so Stripe stops sending it.
    const accepted = await deliver(stripeSecret);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, event_id: 'evt_stripe_1', handled: false });
    expect((await deliver(webhookSecret)).status).toBe(400);
  });
});
