import { findModelTableMismatches, migrate, readPrismaModels } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the payment service database', () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  it('migrates a fresh database to tables that match every Prisma model', async () => {
    const database = await testDatabase.open();

    const { applied } = await migrate(database, { schema: schemaName, migrationsDirectory });

    expect(applied).toEqual(['20261122124500_init']);
    const models = await readPrismaModels(prismaSchemaPath);
    expect(await findModelTableMismatches(database, { schema: schemaName, models })).toEqual([]);
  });

  it('records a provider event once, so a second delivery of a webhook is recognised', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
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
      await expect(
        prisma.checkoutSession.create({
          data: { id: 'cs_test_2', userId: ownerId, kind: 'template', returnUrl: '/templates' },
        }),
      ).rejects.toThrow(/checkout_sessions_template_check/);
    } finally {
      await prisma.$disconnect();
    }
  });
});
