import { findModelTableMismatches, migrate, readPrismaModels } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the print service database', () => {
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

  it('stores an order as a draft with its items', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
    const prisma = createPrismaClient(database);
    try {
      const order = await prisma.printOrder.create({
        data: {
          ownerId,
          recipient: { name: 'Ada Lovelace', country_code: 'GB' },
          items: { create: [{ variantId: 4012, fileBlobKey: 'print/poster.png', quantity: 2 }] },
        },
        include: { items: true },
      });
      expect(order.state).toBe('draft');
      expect(order.items.map((item) => [item.variantId, item.quantity])).toEqual([[4012, 2]]);
      await expect(
        prisma.printOrderItem.create({
          data: { orderId: order.id, variantId: 4012, fileBlobKey: 'x.png', quantity: 0 },
        }),
      ).rejects.toThrow(/print_order_items_quantity_check/);
    } finally {
      await prisma.$disconnect();
    }
  });
});
