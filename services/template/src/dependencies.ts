import type { BlobStore, Bus, Logger, ServiceHandlers, SqlClient } from '@atelier/platform';
import type { TemplateServiceService } from '@atelier/proto';
import type { PrismaClient } from './generated/prisma/client';
import type { Peers } from './peers';
import type { TemplateServiceSettings } from './settings';

/** What every call of the template service works with, handed over once at start. */
export interface TemplateServiceDependencies {
  prisma: PrismaClient;
  /** Plain SQL on the same database: the marketplace list and claims under constraints. */
  sql: SqlClient;
  blobs: BlobStore;
  bus: Bus;
  logger: Logger;
  clock: () => Date;
  peers: Peers;
  settings: TemplateServiceSettings;
}

export type TemplateHandlers = Required<ServiceHandlers<typeof TemplateServiceService>>;

/** One RPC: built from the dependencies, answering one method. */
export type RpcFactory<Method extends keyof TemplateHandlers> = (
  dependencies: TemplateServiceDependencies,
) => TemplateHandlers[Method];
