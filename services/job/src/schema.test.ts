import { useServiceSchema } from '@atelier/testing';
import { describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';

const ownerId = '00000000-0000-4000-8000-000000000001';

describe('the job service database', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261125163000_job_dispatch',
  ]);

  it('stores a job as created with no progress, and refuses a state the spec does not name', async () => {
    const database = await schemaDatabase.migrated();
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
