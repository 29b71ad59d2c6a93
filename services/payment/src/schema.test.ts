import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the payment service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261126081000_checkout_and_webhooks',
  ]);

  it('records a provider event once, so a second delivery of a webhook is recognised', async () => {
    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    try {
      await prisma.webhookEvent.create({
        data: { providerEventId: 'evt_1', type: 'checkout.session.completed' },
      });
      await expect(
        prisma.webhookEvent.create({
          data: { providerEventId: 'evt_1', type: 'checkout.session.completed' },
        }),
      ).rejects.toMatchObject({ code: 'P2002' });
      const session = await prisma.checkoutSession.create({
        data: {
          id: 'cs_test_1',
          userId: ownerId,
          kind: 'subscription',
          productIdentifier: 'composer',
          returnUrl: '/get-composer/result',
        },
      });
      expect(session).toMatchObject({ status: 'open', completedAt: null, templateId: null });
      const printOrder = await prisma.checkoutSession.create({
        data: {
          id: 'cs_test_2',
          userId: ownerId,
          kind: 'print',
          mode: 'payment',
          returnUrl: '/orders',
          metadata: { kind: 'print', order_id: 'o1' },
        },
      });
      expect(printOrder).toMatchObject({ paymentStatus: 'unpaid', amountTotal: 0, lineItems: [] });
      await expect(
        prisma.checkoutSession.create({
          data: { id: 'cs_test_3', userId: ownerId, kind: 'donation', returnUrl: '/' },
        }),
      ).rejects.toThrow(/checkout_sessions_kind_check/);
    } finally {
      await prisma.$disconnect();
    }
  });
});
