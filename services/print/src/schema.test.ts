import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the print service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
  ]);

  it('stores an order as a draft with its items', async () => {
    const database = await schemaDatabase.migrated();
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
