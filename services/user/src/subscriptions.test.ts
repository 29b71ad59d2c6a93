import { createLogger, migrate } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { userSubjects } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, schemaName } from './db';
import type { UserServiceDependencies } from './dependencies';
import { userMessage } from './present';
import { applySubscriptionsChanged, standingOfStored } from './subscriptions';

describe("the user's subscriptions as the payment service announces them", () => {
  let testDatabase: TestDatabase;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  it('keeps the newest announcement, gives the plan from it and tells gateways the account changed', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
    const prisma = createPrismaClient(database);
    const published: Array<{ subject: string; event: unknown }> = [];
    const dependencies = {
      prisma,
      logger: createLogger({ name: 'test', level: 'silent' }),
      clock: () => new Date('2026-06-01T12:00:00Z'),
      bus: {
        async publish(subject: string, event: unknown) {
          published.push({ subject, event });
        },
      },
    } as unknown as UserServiceDependencies;
    try {
      const user = await prisma.user.create({ data: { email: 'ada@example.com' } });
      expect(userMessage(user).subscriptions).toEqual([]);

      const stored = await applySubscriptionsChanged(dependencies, {
        userId: user.id,
        changedAt: '2026-06-01T12:00:02.000Z',
        subscriptions: [
          {
            id: 'sub_1',
            productIdentifier: 'studio',
            status: 'active',
            currentPeriodEnd: '2026-07-01T12:00:00.000Z',
            cancelAtPeriodEnd: false,
          },
        ],
      });
      expect(stored).toBe(true);
      expect(published).toEqual([{ subject: userSubjects.changed, event: { userId: user.id } }]);

      // An older announcement that arrives late (the trial before the upgrade) changes nothing.
      const late = await applySubscriptionsChanged(dependencies, {
        userId: user.id,
        changedAt: '2026-06-01T12:00:01.000Z',
        subscriptions: [
          { id: 'sub_1', productIdentifier: 'pro_trial', status: 'trialing', cancelAtPeriodEnd: false },
        ],
      });
      expect(late).toBe(false);
      expect(published).toHaveLength(1);

      const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(userMessage(row).subscriptions).toEqual([
        {
          id: 'sub_1',
          productIdentifier: 'studio',
          status: 'active',
          currentPeriodEnd: new Date('2026-07-01T12:00:00.000Z'),
          cancelAtPeriodEnd: false,
        },
      ]);
      expect(standingOfStored(row.stripeSubscriptionData)).toEqual({
        tier: 'studio',
        trial: false,
        enterprise: false,
      });
    } finally {
      await prisma.$disconnect();
    }
  });
});
