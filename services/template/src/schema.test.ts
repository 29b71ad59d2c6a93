import { findModelTableMismatches, migrate, readPrismaModels } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';
const buyerId = '00000000-0000-4000-8000-000000000002';
const versionId = '00000000-0000-4000-8000-0000000000a1';

describe('the template service database', () => {
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

  it('stores a template in category design by default and lets a user acquire it once', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
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
});
