import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the print service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261126090000_print_files_and_fulfilment',
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

  it('keeps an item without a file only while its print file is rendering', async () => {
    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    try {
      const order = await prisma.printOrder.create({ data: { ownerId } });
      expect(order.shipping).toBe('STANDARD');
      expect(order.paidAt).toBeNull();
      const jobId = '00000000-0000-4000-8000-0000000000aa';
      const rendering = await prisma.printOrderItem.create({
        data: { orderId: order.id, variantId: 4011, fileState: 'rendering', renderJobId: jobId },
      });
      expect(rendering.fileBlobKey).toBeNull();
      await expect(
        prisma.printOrderItem.create({ data: { orderId: order.id, variantId: 4011 } }),
      ).rejects.toThrow(/print_order_items_ready_file_check/);
      await expect(
        prisma.printOrderItem.create({
          data: { orderId: order.id, variantId: 4011, fileState: 'lost', fileBlobKey: 'x.png' },
        }),
      ).rejects.toThrow(/print_order_items_file_state_check/);
      // One item per render job.
      await expect(
        prisma.printOrderItem.create({
          data: { orderId: order.id, variantId: 4012, fileState: 'rendering', renderJobId: jobId },
        }),
      ).rejects.toThrow();
    } finally {
      await prisma.$disconnect();
    }
  });
});
