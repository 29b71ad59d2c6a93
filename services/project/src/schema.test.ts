import { findModelTableMismatches, migrate, readPrismaModels } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the project service database', () => {
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

    expect(applied).toEqual(['20261122124500_init', '20261201090000_shared_blobs_and_gallery']);
    const models = await readPrismaModels(prismaSchemaPath);
    expect(await findModelTableMismatches(database, { schema: schemaName, models })).toEqual([]);
  });

  it('stores a project in a folder with a current version, using the spec defaults', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
    const prisma = createPrismaClient(database);
    try {
      const folder = await prisma.folder.create({ data: { ownerId, name: 'Spring collection' } });
      const project = await prisma.project.create({ data: { ownerId, folderId: folder.id } });
      const version = await prisma.projectVersion.create({
        data: {
          projectId: project.id,
          number: 1,
          nodegraph: Buffer.from('{"version":"1.0.0"}'),
          createdBy: ownerId,
        },
      });
      await prisma.project.update({
        where: { id: project.id },
        data: { currentProjectVersionId: version.id },
      });

      const stored = await prisma.project.findUniqueOrThrow({
        where: { id: project.id },
        include: { currentProjectVersion: true, folder: true },
      });
      expect(stored).toMatchObject({
        name: '',
        state: 'active',
        environment: 'pro',
        visibility: 'private',
        tags: [],
      });
      expect(folder.state).toBe('active');
      expect(stored.folder?.name).toBe('Spring collection');
      expect(Buffer.from(stored.currentProjectVersion!.nodegraph).toString()).toBe('{"version":"1.0.0"}');
      await expect(
        prisma.projectVersion.create({
          data: { projectId: project.id, number: 1, nodegraph: Buffer.from('{}'), createdBy: ownerId },
        }),
      ).rejects.toMatchObject({ code: 'P2002' });
      await expect(prisma.project.create({ data: { ownerId, category: 'sculpture' } })).rejects.toThrow(
        /projects_category_check/,
      );
    } finally {
      await prisma.$disconnect();
    }
  });
});
