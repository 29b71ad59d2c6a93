import type { BlobStore, Logger, ServiceHandlers, SqlClient } from '@atelier/platform';
import type { ProjectServiceService } from '@atelier/proto';
import type { PrismaClient } from './generated/prisma/client';
import type { HistorySettings } from './settings';

/** What every RPC of the project service works with, handed over once at start. */
export interface ProjectServiceDependencies {
  prisma: PrismaClient;
  /** Plain SQL on the same database, for transactions with row locks and set-based copies. */
  sql: SqlClient;
  blobs: BlobStore;
  logger: Logger;
  clock: () => Date;
  history: HistorySettings;
}

export type ProjectHandlers = Required<ServiceHandlers<typeof ProjectServiceService>>;

/** One RPC: built from the dependencies, answering one method. */
export type RpcFactory<Method extends keyof ProjectHandlers> = (
  dependencies: ProjectServiceDependencies,
) => ProjectHandlers[Method];
