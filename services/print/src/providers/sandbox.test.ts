import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from '../db';
import { createSandboxProvider, sandboxTrackingNumber } from './sandbox';

const step = 20_000;

describe('the sandbox print provider', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261126090000_print_files_and_fulfilment',
  ]);

  it('walks a confirmed order from pending through production to shipped, one step each', async () => {
    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    let now = new Date('2026-11-26T08:00:00.000Z');
    const provider = createSandboxProvider({ prisma, clock: () => now, stepMilliseconds: step });
    try {
      const order = {
        externalId: '7d2b8e0c-0b59-4c1e-a2a1-3b8b4d0f0001',
        shipping: 'STANDARD',
        recipient: { name: 'Ada', address1: 'Main St 1', city: 'Berlin', countryCode: 'DE', zip: '10115' },
        items: [{ variantId: 1320, quantity: 1, placement: 'default', fileUrl: 'blob:x.png', name: 'Mug' }],
      };
      const draft = await provider.createDraftOrder(order);
      expect(draft.status).toBe('draft');
      // A second create for the same order answers the first one.
      expect((await provider.createDraftOrder(order)).id).toBe(draft.id);
      expect(await prisma.sandboxOrder.count()).toBe(1);
      // A draft stays a draft however long it waits.
      now = new Date('2026-11-26T09:00:00.000Z');
      expect((await provider.getOrder(draft.id)).status).toBe('draft');

      expect((await provider.confirmOrder(draft.id)).status).toBe('pending');
      const confirmedAt = now.getTime();
      const at = async (milliseconds: number) => {
        now = new Date(confirmedAt + milliseconds);
        return provider.getOrder(draft.id);
      };
      expect((await at(step - 1)).status).toBe('pending');
      expect((await at(step)).status).toBe('inprocess');
      expect((await at(2 * step - 1)).shipments).toEqual([]);
      const shipped = await at(2 * step);
      expect(shipped.status).toBe('fulfilled');
      expect(shipped.shipments).toEqual([
        {
          carrier: 'Sandbox Parcel',
          service: 'Standard',
          trackingNumber: sandboxTrackingNumber(draft.id),
          trackingUrl: '',
          // 09:00:00 plus two steps of 20 s.
          shippedAt: '2026-11-26T09:00:40.000Z',
        },
      ]);
      expect(shipped.shipments[0]!.trackingNumber).toMatch(/^\d{12}$/);
      // Confirming again changes nothing.
      expect((await provider.confirmOrder(draft.id)).status).toBe('fulfilled');
      await expect(provider.getOrder('sandbox-unknown')).rejects.toThrow(/no such order/);
    } finally {
      await prisma.$disconnect();
    }
  });
});
