import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe';

// The Stripe adapter against a local server standing in for Stripe's API: what the SDK sends
// for a customer, a plan checkout with a trial, a one-off checkout and the billing portal, read
// back from the form-encoded bodies Stripe's API takes.

interface Received {
  path: string;
  body: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

const received: Received[] = [];
let server: Server;
let port = 0;

const answers: Record<string, object> = {
  '/v1/customers': { id: 'cus_fake_1', object: 'customer' },
  '/v1/checkout/sessions': {
    id: 'cs_fake_1',
    object: 'checkout.session',
    url: 'https://checkout.stripe.test/c/cs_fake_1',
  },
  '/v1/billing_portal/sessions': {
    id: 'bps_1',
    object: 'billing_portal.session',
    url: 'https://billing.stripe.test/p/1',
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
      received.push({
        path,
        body: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        authorization: request.headers.authorization,
      });
      const answer = answers[path];
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer ?? { error: { message: 'unknown' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server?.close();
});

const settings = { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake_secret' };
const user = '00000000-0000-4000-8000-0000000000c1';

describe('the Stripe provider', () => {
  it('makes a customer once per user, keyed for retries, with the user in its metadata', async () => {
    const provider = createStripeProvider(settings, { host: '127.0.0.1', port, protocol: 'http' });
    expect(await provider.createCustomer(user)).toBe('cus_fake_1');
    const request = received.at(-1)!;
    expect(request.path).toBe('/v1/customers');
    expect(request.body).toEqual({ 'metadata[user_id]': user });
    expect(request.idempotencyKey).toBe(`customer-${user}`);
    expect(request.authorization).toBe('Bearer sk_test_fake');
  });

  it('opens a monthly plan checkout with a trial, the session id placeholder in the success address', async () => {
    const provider = createStripeProvider(settings, { host: '127.0.0.1', port, protocol: 'http' });
    const checkout = await provider.createCheckout({
      userId: user,
      customerId: 'cus_fake_1',
      mode: 'subscription',
      lines: [
        { name: 'Atelier Pro', amount: 2400, currency: 'eur', quantity: 1, interval: 'month', plan: 'pro' },
      ],
      trialDays: 14,
      successUrl: 'https://atelier.example/get-pro/result',
      cancelUrl: 'https://atelier.example/get-pro',
      metadata: { kind: 'subscription', plan: 'pro', user_id: user },
    });
    expect(checkout).toEqual({ id: 'cs_fake_1', url: 'https://checkout.stripe.test/c/cs_fake_1' });
    expect(received.at(-1)!.body).toEqual({
      mode: 'subscription',
      customer: 'cus_fake_1',
      client_reference_id: user,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2400',
      'line_items[0][price_data][product_data][name]': 'Atelier Pro',
      'line_items[0][price_data][product_data][metadata][plan]': 'pro',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: 'https://atelier.example/get-pro/result?checkoutSessionId={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://atelier.example/get-pro',
      'metadata[kind]': 'subscription',
      'metadata[plan]': 'pro',
      'metadata[user_id]': user,
      'subscription_data[metadata][kind]': 'subscription',
      'subscription_data[metadata][plan]': 'pro',
      'subscription_data[metadata][user_id]': user,
      'subscription_data[trial_period_days]': '14',
    });
  });

  it('opens a one-off checkout for an order, and the billing portal for a customer', async () => {
    const provider = createStripeProvider(settings, { host: '127.0.0.1', port, protocol: 'http' });
    await provider.createCheckout({
      userId: user,
      customerId: 'cus_fake_1',
      mode: 'payment',
      lines: [{ name: 'Mug', amount: 1500, currency: 'eur', quantity: 2 }],
      trialDays: 0,
      successUrl: 'https://atelier.example/orders?x=1',
      cancelUrl: 'https://atelier.example/orders',
      metadata: { kind: 'print', order_id: 'o-9' },
    });
    const body = received.at(-1)!.body;
    expect(body.mode).toBe('payment');
    expect(body.success_url).toBe(
      'https://atelier.example/orders?x=1&checkoutSessionId={CHECKOUT_SESSION_ID}',
    );
    expect(body['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(body['payment_intent_data[metadata][order_id]']).toBe('o-9');
    expect(body['subscription_data[trial_period_days]']).toBeUndefined();

    expect(await provider.createPortal('cus_fake_1', 'https://atelier.example/account')).toBe(
      'https://billing.stripe.test/p/1',
    );
    expect(received.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      body: { customer: 'cus_fake_1', return_url: 'https://atelier.example/account' },
    });
  });

  it("believes only events signed with the endpoint's secret", () => {
    const provider = createStripeProvider(settings);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'invoice.paid',
      created: 1,
      data: { object: {} },
    });
    const now = Math.floor(Date.now() / 1000);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: settings.webhookSecret,
      timestamp: now,
    });
    expect(provider.verifyEvent(Buffer.from(payload), signature, now).id).toBe('evt_1');
    const foreign = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
      timestamp: now,
    });
    expect(() => provider.verifyEvent(Buffer.from(payload), foreign, now)).toThrow(
      'The webhook signature does not match its body and the endpoint secret.',
    );
  });
});
