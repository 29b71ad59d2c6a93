import { unreferencedBlobKeys } from './blobs';
import type { ProjectServiceDependencies } from './dependencies';
import { repairInterruptedDuplications } from './duplication';
import type { LeftoverSweepSettings } from './settings';

/**
 * The blob key prefixes whose blobs this service owns: the gateway streams uploads under them
 * (services/gateway/src/routes/project.ts and file.ts) and this service takes only keys under
 * them (`checkUploadKey`), naming them in its rows. `uploads` holds graphs a save reads and
 * removes at once, so no row ever names one. Other prefixes (job outputs, print files) belong
 * to the services whose rows name them, which would sweep their own.
 */
export const projectBlobPrefixes = ['uploads', 'previews', 'node-previews', 'files'] as const;

export interface SweepReport {
  /** Complete blobs no row named, older than the grace period. */
  orphanedBlobs: string[];
  /** Bytes of uploads that never finished and descriptions without their blob. */
  unfinishedWrites: string[];
}

// Keys checked against the tables in one query.
const batchSize = 500;

/**
 * Removes from this service's prefixes the blobs no row refers to and the leftovers of writes
 * that never finished, all older than the grace period. A blob a row names is never removed,
 * however old; nothing younger than the grace period is touched, so an upload still arriving,
 * or stored and about to be handed over, survives. Logs what went.
 */
export async function sweepOrphanedBlobs(
  dependencies: ProjectServiceDependencies,
  gracePeriodMilliseconds: number,
): Promise<SweepReport> {
  const { blobs, sql, logger } = dependencies;
  const cutoff = new Date(dependencies.clock().getTime() - gracePeriodMilliseconds);
  const report: SweepReport = { orphanedBlobs: [], unfinishedWrites: [] };

  const removeUnreferenced = async (keys: string[]) => {
    for (const key of await unreferencedBlobKeys(sql, keys)) {
      try {
        await blobs.delete(key);
        report.orphanedBlobs.push(key);
      } catch (error) {
        logger.warn({ err: error, key }, 'orphaned blob not deleted');
      }
    }
  };

  for (const prefix of projectBlobPrefixes) {
    let batch: string[] = [];
    for await (const blob of blobs.list(prefix)) {
      if (blob.modifiedAt.getTime() >= cutoff.getTime()) continue;
      batch.push(blob.key);
      if (batch.length === batchSize) {
        await removeUnreferenced(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await removeUnreferenced(batch);
    report.unfinishedWrites.push(...(await blobs.removeUnfinishedWrites(prefix, cutoff)));
  }

  if (report.orphanedBlobs.length > 0 || report.unfinishedWrites.length > 0)
    logger.info(
      {
        orphanedBlobs: report.orphanedBlobs,
        unfinishedWrites: report.unfinishedWrites,
        olderThan: cutoff.toISOString(),
      },
      `removed ${report.orphanedBlobs.length} orphaned blobs and ${report.unfinishedWrites.length} leftovers of unfinished uploads`,
    );
  return report;
}

export interface LeftoverSweep {
  /** Stops the timer; resolves when a sweep under way has finished. */
  stop(): Promise<void>;
  /** Resolves when the sweep under way, if any, has finished. */
  idle(): Promise<void>;
}

/**
 * Repairs interrupted duplications and sweeps orphaned blobs now, then every interval until
 * stopped. A run that fails is logged and tried again at the next interval; a run never
 * overlaps the one before.
 */
export function scheduleLeftoverSweep(
  dependencies: ProjectServiceDependencies,
  settings: LeftoverSweepSettings,
): LeftoverSweep {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= (async () => {
      try {
        await repairInterruptedDuplications(dependencies);
        await sweepOrphanedBlobs(dependencies, settings.gracePeriodMilliseconds);
      } catch (error) {
        dependencies.logger.warn({ err: error }, 'sweeping crash leftovers failed');
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), settings.intervalMilliseconds);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
    async idle() {
      await running;
    },
  };
}
