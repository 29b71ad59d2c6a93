import { paymentSubjects, type OrderPaidEvent, type SubscriptionsChangedEvent } from '@atelier/contracts';
import { createBus, createLogger, migrate, type Bus, type Database } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDirectory, schemaName } from './db';
import { paymentServiceSettingsFrom } from './settings';
import { applyProviderEvent, type WebhookResources } from './webhook';

const buyer = '00000000-0000-4000-8000-00000000000b';
const logger = createLogger({ name: 'test', level: 'silent' });

describe('applying provider events', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let bus: Bus;
  let resources: WebhookResources;
  const announced: SubscriptionsChangedEvent[] = [];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
    // The in-process bus: the queue keeps what is enqueued until a consumer takes it.
    bus = await createBus({ prefix: 'payment_webhook_test', logger });
    await bus.subscribe(paymentSubjects.subscriptionsChanged, (event) => {
      announced.push(event.json<SubscriptionsChangedEvent>());
    });
    resources = {
      sql: database.sql,
      bus,
      logger,
      queues: {
        template: await bus.workQueue('template-paid-test'),
        print: await bus.workQueue('print-paid-test'),
      },
    };
  });

  afterAll(async () => {
    await bus?.close();
    await testDatabase?.drop();
  });

  it('enqueues a paid template order once, with what the template service needs, however often the event comes', async () => {
    await database.sql.query(
      `INSERT INTO "payment"."checkout_sessions" (id, user_id, kind, mode, return_url, amount_total, currency, metadata, template_id)
       VALUES ('cs_test_tpl', $1::uuid, 'template', 'payment', '/templates/x/purchase-result', 1200, 'eur',
               '{"kind":"template","order_id":"order-5"}', '00000000-0000-4000-8000-0000000000aa')`,
      [buyer],
    );
    const event = {
      id: 'evt_tpl_1',
      type: 'checkout.session.completed',
      created: 1_790_000_000,
      data: {
        object: {
          id: 'cs_test_tpl',
          customer: 'cus_b',
          payment_status: 'paid',
          amount_total: 1200,
          currency: 'eur',
        },
      },
    };
    expect(await applyProviderEvent(resources, event)).toEqual({ handled: true, replay: false });
    expect(await applyProviderEvent(resources, event)).toEqual({ handled: false, replay: true });
    expect(await resources.queues.template.depth()).toBe(1);
    expect(await resources.queues.print.depth()).toBe(0);
    const taken: Array<{ id: string; order: OrderPaidEvent }> = [];
    const consumer = await resources.queues.template.consume(async (item) => {
      taken.push({ id: item.id, order: item.json<OrderPaidEvent>() });
      await item.ack();
    });
    for (let tries = 0; taken.length === 0 && tries < 100; tries += 1)
      await new Promise((r) => setTimeout(r, 20));
    await consumer.stop();
    expect(taken).toEqual([
      {
        id: 'cs_test_tpl',
        order: {
          checkoutSessionId: 'cs_test_tpl',
          userId: buyer,
          orderId: 'order-5',
          amountTotal: 1200,
          currency: 'eur',
          // 1,790,000,000 s = 20,717 days (to 2026-09-21) and 51,200 s (14 h 13 min 20 s).
          paidAt: '2026-09-21T14:13:20.000Z',
        },
      },
    ]);
    const customers = await database.sql.query(
      `SELECT provider_customer_id FROM "payment"."customers" WHERE user_id = $1::uuid`,
      [buyer],
    );
    expect(customers.rows).toEqual([{ provider_customer_id: 'cus_b' }]);
  });

  it("announces all of the user's subscriptions when one changes, a trial named as such", async () => {
    const created = {
      id: 'evt_sub_1',
      type: 'customer.subscription.created',
      created: 1_790_000_100,
      data: {
        object: {
          id: 'sub_b',
          customer: 'cus_b',
          status: 'trialing',
          current_period_end: 1_791_209_700,
          metadata: { user_id: buyer, plan: 'studio' },
        },
      },
    };
    expect((await applyProviderEvent(resources, created)).handled).toBe(true);
    for (let tries = 0; announced.length === 0 && tries < 100; tries += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatchObject({
      userId: buyer,
      subscriptions: [
        {
          id: 'sub_b',
          productIdentifier: 'studio_trial',
          status: 'trialing',
          // 1,790,000,100 s is 2026-09-21 14:15:00; the period ends 14 days (1,209,600 s) later.
          currentPeriodEnd: '2026-10-05T14:15:00.000Z',
          cancelAtPeriodEnd: false,
        },
      ],
    });
    expect(typeof announced[0]!.changedAt).toBe('string');
  });
});

describe('payment settings', () => {
  it('takes Stripe only with both keys, and names the missing one', () => {
    expect(paymentServiceSettingsFrom({ DATA_DIR: '/srv/atelier' })).toEqual({
      stripe: undefined,
      dataDirectory: '/srv/atelier',
    });
    expect(
      paymentServiceSettingsFrom({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_2',
        DATA_DIR: '/d',
      }).stripe,
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_2' });
    expect(() => paymentServiceSettingsFrom({ STRIPE_SECRET_KEY: 'sk_test_1', DATA_DIR: '/d' })).toThrow(
      /^STRIPE_WEBHOOK_SECRET: must be set too/,
    );
  });
});
