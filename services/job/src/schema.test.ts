import { findModelTableMismatches, migrate, readPrismaModels } from '@atelier/platform';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the job service database', () => {
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

  it('stores a job as created with no progress, and refuses a state the spec does not name', async () => {
    const database = await testDatabase.open();
    await migrate(database, { schema: schemaName, migrationsDirectory });
    const prisma = createPrismaClient(database);
    try {
      const job = await prisma.job.create({
        data: { ownerId, target: 'project-version', type: 'export', name: 'Scarf chart' },
        include: { files: true },
      });
      expect(job).toMatchObject({
        state: 'created',
        progress: 0,
        attempts: 0,
        error: null,
        startedAt: null,
        files: [],
      });
      await prisma.jobFile.create({
        data: {
          jobId: job.id,
          blobKey: 'jobs/1/chart.pdf',
          name: 'chart.pdf',
          contentType: 'application/pdf',
          size: 1024,
        },
      });
      expect(await prisma.jobFile.count({ where: { jobId: job.id } })).toBe(1);
      await expect(prisma.job.update({ where: { id: job.id }, data: { state: 'paused' } })).rejects.toThrow(
        /jobs_state_check/,
      );
    } finally {
      await prisma.$disconnect();
    }
  });
});
