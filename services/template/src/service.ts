import type { Consumer, ServiceInstance, ServiceResources } from '@atelier/platform';
import type { TemplateServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import type { TemplateHandlers, TemplateServiceDependencies } from './dependencies';
import { consumePaidOrders } from './fulfilment';
import { createPeers } from './peers';
import { acquireTemplate } from './rpc/acquireTemplate';
import { addTemplateProject } from './rpc/addTemplateProject';
import { buyTemplate } from './rpc/buyTemplate';
import { createTemplate } from './rpc/createTemplate';
import { getOrder } from './rpc/getOrder';
import { getTemplate } from './rpc/getTemplate';
import { getUserTemplate } from './rpc/getUserTemplate';
import { listOwnTemplates } from './rpc/listOwnTemplates';
import { listTemplates } from './rpc/listTemplates';
import { listUserTemplates } from './rpc/listUserTemplates';
import { publishTemplate } from './rpc/publishTemplate';
import { removeTemplateProject } from './rpc/removeTemplateProject';
import { setUserTemplatePresets } from './rpc/setUserTemplatePresets';
import { updateTemplate } from './rpc/updateTemplate';
import { updateUserTemplate } from './rpc/updateUserTemplate';
import type { TemplateServiceSettings } from './settings';
import { seedStarterTemplates } from './starter-set';

export function createTemplateService(
  resources: ServiceResources,
  settings: TemplateServiceSettings,
): ServiceInstance<typeof TemplateServiceService> {
  const prisma = createPrismaClient(resources.database);
  const peers = createPeers(settings);
  const dependencies: TemplateServiceDependencies = {
    prisma,
    sql: resources.database.sql,
    blobs: resources.blobs,
    bus: resources.bus,
    logger: resources.logger,
    clock: resources.clock,
    peers,
    settings,
  };
  const handlers: TemplateHandlers = {
    createTemplate: createTemplate(dependencies),
    listTemplates: listTemplates(dependencies),
    getTemplate: getTemplate(dependencies),
    listOwnTemplates: listOwnTemplates(dependencies),
    updateTemplate: updateTemplate(dependencies),
    addTemplateProject: addTemplateProject(dependencies),
    removeTemplateProject: removeTemplateProject(dependencies),
    publishTemplate: publishTemplate(dependencies),
    buyTemplate: buyTemplate(dependencies),
    acquireTemplate: acquireTemplate(dependencies),
    getOrder: getOrder(dependencies),
    listUserTemplates: listUserTemplates(dependencies),
    getUserTemplate: getUserTemplate(dependencies),
    updateUserTemplate: updateUserTemplate(dependencies),
    setUserTemplatePresets: setUserTemplatePresets(dependencies),
  };
  let paidOrders: Consumer | undefined;
  let seedRetry: NodeJS.Timeout | undefined;
  let stopped = false;
  /**
   * Makes the starter set; when the project service does not answer yet (in a cluster the
   * services start side by side), tries again later, waiting longer each time, instead of
   * holding up the start or giving up.
   */
  async function seed(attempt: number): Promise<void> {
    try {
      await seedStarterTemplates(dependencies);
    } catch (error) {
      if (stopped) return;
      const delay = Math.min(60_000, 1000 * 2 ** attempt);
      resources.logger.warn(
        { err: error, retryInSeconds: delay / 1000 },
        'the starter templates are not made yet',
      );
      seedRetry = setTimeout(() => void seed(attempt + 1), delay);
      seedRetry.unref();
    }
  }
  return {
    handlers,
    async start() {
      paidOrders = await consumePaidOrders(dependencies);
      // On one machine the project service is up before this one, so the set is there when the
      // product has started.
      if (settings.starterTemplates) await seed(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(seedRetry);
      await paidOrders?.stop();
      peers.close();
      await prisma.$disconnect();
    },
  };
}
