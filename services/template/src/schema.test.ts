import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';
const buyerId = '00000000-0000-4000-8000-000000000002';
const versionId = '00000000-0000-4000-8000-0000000000a1';

describe('the template service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261126100000_marketplace',
  ]);

  it('stores a template in category design by default and lets a user acquire it once', async () => {
    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    try {
      const template = await prisma.template.create({
        data: { ownerId, name: 'Knitted scarf', projectVersionIds: [versionId] },
      });
      await prisma.userTemplate.create({
        data: { userId: buyerId, templateId: template.id, projectVersionId: versionId },
      });

      const stored = await prisma.template.findUniqueOrThrow({ where: { id: template.id } });
      expect(stored).toMatchObject({ category: 'design', state: 'draft', requiresSubscription: false });
      expect(stored.projectVersionIds).toEqual([versionId]);
      await expect(
        prisma.userTemplate.create({ data: { userId: buyerId, templateId: template.id } }),
      ).rejects.toMatchObject({
        code: 'P2002',
      });
    } finally {
      await prisma.$disconnect();
    }
  });

  it('prices a template free with a personal licence unless told, and fulfils one order with one user template', async () => {
    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    try {
      const template = await prisma.template.create({ data: { ownerId, name: 'Poster' } });
      expect(template).toMatchObject({ priceTier: 'free', licenseType: 'personal', versions: [] });
      await expect(
        prisma.template.create({ data: { ownerId, name: 'Odd', licenseType: 'lifetime' } }),
      ).rejects.toThrow();
      const order = await prisma.templateOrder.create({
        data: {
          userId: buyerId,
          templateId: template.id,
          priceTier: 'standard',
          amountMinor: 490,
          currency: 'eur',
        },
      });
      expect(order.status).toBe('pending');
      await expect(
        prisma.templateOrder.create({
          data: {
            userId: buyerId,
            templateId: template.id,
            priceTier: 'standard',
            amountMinor: 0,
            currency: 'eur',
          },
        }),
      ).rejects.toThrow();
      await prisma.userTemplate.create({
        data: { userId: buyerId, templateId: template.id, orderId: order.id },
      });
      const other = await prisma.template.create({ data: { ownerId, name: 'Other' } });
      // One order never makes two user templates.
      await expect(
        prisma.userTemplate.create({ data: { userId: buyerId, templateId: other.id, orderId: order.id } }),
      ).rejects.toMatchObject({ code: 'P2002' });
    } finally {
      await prisma.$disconnect();
    }
  });
});
