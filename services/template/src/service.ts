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
  return {
    handlers,
    async start() {
      paidOrders = await consumePaidOrders(dependencies);
      if (settings.starterTemplates) {
        // A failure leaves the marketplace without its starter set, not the service down; the
        // next start takes it up where it stopped.
        await seedStarterTemplates(dependencies).catch((error: unknown) =>
          resources.logger.error({ err: error }, 'the starter templates could not be made'),
        );
      }
    },
    async stop() {
      await paidOrders?.stop();
      peers.close();
      await prisma.$disconnect();
    },
  };
}
