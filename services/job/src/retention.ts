import type { BlobStore, Logger } from '@atelier/platform';
import type { PrismaClient } from './generated/prisma/client';
import { finishedStates } from './states';

export interface RetentionResources {
  prisma: PrismaClient;
  blobs: BlobStore;
  logger: Logger;
  clock: () => Date;
  retentionMilliseconds: number;
}

// Jobs removed per query, so one run never holds a huge list in memory.
const batchSize = 200;

/** The blob prefix of one job's files: outputs are written as `jobs/<jobId>/<file name>`. */
export function jobBlobPrefix(jobId: string): string {
  return `jobs/${jobId}/`;
}

/**
 * Removes the jobs that finished longer than the retention period ago, and the ones created and
 * never started within it, with their files. Each row goes first, in a delete that checks the
 * job is still expired (so one restarted meanwhile stays); its blobs follow, so a failure leaves
 * at worst a blob no row names, never a row naming a missing blob. Answers how many went.
 */
export async function removeExpiredJobs(resources: RetentionResources): Promise<number> {
  const { prisma, blobs, logger, clock } = resources;
  const cutoff = new Date(clock().getTime() - resources.retentionMilliseconds);
  const expired = {
    OR: [
      { state: { in: finishedStates }, finishedAt: { lt: cutoff } },
      { state: 'created', updatedAt: { lt: cutoff } },
    ],
  };
  let removed = 0;
  for (;;) {
    const batch = await prisma.job.findMany({
      where: expired,
      select: { id: true, files: { select: { blobKey: true } } },
      orderBy: { id: 'asc' },
      take: batchSize,
    });
    if (batch.length === 0) break;
    let removedInBatch = 0;
    for (const job of batch) {
      const deleted = await prisma.job.deleteMany({ where: { id: job.id, ...expired } });
      if (deleted.count === 0) continue;
      removedInBatch += 1;
      const keys = new Set(job.files.map((file) => file.blobKey).filter((key) => key.startsWith('jobs/')));
      // Listed by the job's folder (a prefix must itself be a valid key, so without the slash).
      for await (const blob of blobs.list(`jobs/${job.id}`)) keys.add(blob.key);
      for (const key of keys) {
        try {
          await blobs.delete(key);
        } catch (error) {
          logger.warn(
            { err: error, jobId: job.id, blobKey: key },
            'could not remove a file of an expired job',
          );
        }
      }
    }
    removed += removedInBatch;
    // Every job of the batch was restarted meanwhile: the next query would find them again.
    if (removedInBatch === 0) break;
  }
  if (removed > 0) logger.info({ removed }, 'expired jobs removed');
  return removed;
}
