import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the project service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261201090000_shared_blobs_and_gallery',
    '20261210090000_version_stretches',
    '20261211090000_history_thinning',
  ]);

  it('stores a project in a folder with a current version, using the spec defaults', async () => {
    const database = await schemaDatabase.migrated();
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
