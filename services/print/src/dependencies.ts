import type { BlobStore, Logger, ServiceHandlers } from '@atelier/platform';
import type { PrintServiceService } from '@atelier/proto';
import type { PrismaClient } from './generated/prisma/client';
import type { PrintProvider } from './providers/provider';

/** What every RPC of the print service works with, handed over once at start. */
export interface PrintServiceDependencies {
  prisma: PrismaClient;
  blobs: BlobStore;
  logger: Logger;
  clock: () => Date;
  provider: PrintProvider;
  /** An order moving at the provider is asked about again when read this long after the last time. */
  refreshMilliseconds: number;
  /** Where the provider fetches a print file stored under this blob key. */
  fileUrl(blobKey: string): string;
}

export type PrintHandlers = Required<ServiceHandlers<typeof PrintServiceService>>;

/** One RPC: built from the dependencies, answering one method. */
export type RpcFactory<Method extends keyof PrintHandlers> = (
  dependencies: PrintServiceDependencies,
) => PrintHandlers[Method];
