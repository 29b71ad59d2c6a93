import type { Consumer, ServiceInstance, ServiceResources } from '@atelier/platform';
import type { PrintServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import type { PrintHandlers, PrintServiceDependencies } from './dependencies';
import { consumePaidOrders } from './fulfilment';
import { createPrintfulProvider } from './providers/printful';
import type { PrintProvider } from './providers/provider';
import { createSandboxProvider } from './providers/sandbox';
import { addOrderItem } from './rpc/addOrderItem';
import { createOrder } from './rpc/createOrder';
import { getOrder } from './rpc/getOrder';
import { listOrders } from './rpc/listOrders';
import { listVariants } from './rpc/listVariants';
import { prepareCheckout } from './rpc/prepareCheckout';
import { preparePrintFile } from './rpc/preparePrintFile';
import { recordPrintFile } from './rpc/recordPrintFile';
import type { PrintServiceSettings } from './settings';

export interface PrintServiceInstance extends ServiceInstance<typeof PrintServiceService> {
  dependencies: PrintServiceDependencies;
}

export function createPrintService(
  resources: ServiceResources,
  settings: PrintServiceSettings,
): PrintServiceInstance {
  const prisma = createPrismaClient(resources.database);
  const providerSettings = settings.provider;
  const provider: PrintProvider =
    providerSettings.kind === 'sandbox'
      ? createSandboxProvider({
          prisma,
          clock: resources.clock,
          stepMilliseconds: providerSettings.stepMilliseconds,
        })
      : createPrintfulProvider({
          apiToken: providerSettings.apiToken,
          baseUrl: providerSettings.baseUrl,
          currency: providerSettings.currency,
          queue: {
            minIntervalMs: providerSettings.minIntervalMs,
            maxAttempts: providerSettings.maxAttempts,
            backoffMs: 1_000,
            maxWaitMs: 120_000,
          },
        });
  const dependencies: PrintServiceDependencies = {
    prisma,
    blobs: resources.blobs,
    logger: resources.logger,
    clock: resources.clock,
    provider,
    refreshMilliseconds: settings.refreshMilliseconds,
    fileUrl:
      providerSettings.kind === 'printful'
        ? (blobKey) => `${providerSettings.fileUrlBase.replace(/\/$/, '')}/${blobKey}`
        : // The sandbox prints nothing: it keeps the blob key as the file's address.
          (blobKey) => `blob:${blobKey}`,
  };
  const handlers: PrintHandlers = {
    createOrder: createOrder(dependencies),
    addOrderItem: addOrderItem(dependencies),
    getOrder: getOrder(dependencies),
    listVariants: listVariants(dependencies),
    listOrders: listOrders(dependencies),
    preparePrintFile: preparePrintFile(dependencies),
    recordPrintFile: recordPrintFile(dependencies),
    prepareCheckout: prepareCheckout(dependencies),
  };
  let paidOrders: Consumer | undefined;
  return {
    handlers,
    dependencies,
    async start() {
      paidOrders = await consumePaidOrders(dependencies, resources.bus);
    },
    async stop() {
      await paidOrders?.stop();
      await prisma.$disconnect();
    },
  };
}
