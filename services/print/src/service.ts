import type { ServiceInstance, ServiceResources } from '@atelier/platform';
import type { PrintServiceService } from '@atelier/proto';
import { sandboxVariants } from './catalogue';
import { createPrismaClient } from './db';

export function createPrintService(resources: ServiceResources): ServiceInstance<typeof PrintServiceService> {
  const prisma = createPrismaClient(resources.database);
  return {
    handlers: {
      async listVariants(request) {
        const variants = sandboxVariants();
        return {
          variants: request.productId
            ? variants.filter((variant) => variant.productId === request.productId)
            : variants,
        };
      },
    },
    async stop() {
      await prisma.$disconnect();
    },
  };
}
