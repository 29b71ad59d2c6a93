import { callerOf, type ServiceInstance, type ServiceResources } from '@atelier/platform';
import type { PaymentServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';

export function createPaymentService(
  resources: ServiceResources,
): ServiceInstance<typeof PaymentServiceService> {
  const prisma = createPrismaClient(resources.database);
  return {
    handlers: {
      // The caller's subscriptions as the payment provider last reported them, newest first.
      async listSubscriptions(_request, context) {
        const rows = await prisma.subscription.findMany({
          where: { userId: callerOf(context) },
          orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        });
        return {
          subscriptions: rows.map((row) => ({
            id: row.id,
            productIdentifier: row.productIdentifier,
            status: row.status,
            currentPeriodStart: undefined,
            currentPeriodEnd: row.currentPeriodEnd ?? undefined,
            cancelAtPeriodEnd: false,
            price: undefined,
            interval: '',
            createdAt: row.createdAt,
          })),
        };
      },
    },
    async stop() {
      await prisma.$disconnect();
    },
  };
}
