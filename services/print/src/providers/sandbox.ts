// The sandbox print provider: what Printful does with an order, on one machine and without a
// token. An order is created as a draft; once confirmed it walks through Printful's states as
// time passes, one step each: pending (accepted), inprocess (in production), then fulfilled
// (shipped, with a tracking number). Its orders live in the print schema, so the walk carries on
// across restarts.
import { createHash, randomUUID } from 'node:crypto';
import { ServiceError } from '@atelier/platform';
import { sandboxVariants } from '../catalogue';
import type { PrismaClient } from '../generated/prisma/client';
import type {
  PrintProvider,
  ProviderOrder,
  ProviderOrderInput,
  ProviderOrderState,
  ShipmentRecord,
} from './provider';

export interface SandboxProviderOptions {
  prisma: PrismaClient;
  clock: () => Date;
  /** How long an order stays in each state after it is confirmed. */
  stepMilliseconds: number;
}

/** Where a confirmed order stands after `elapsed` milliseconds. */
export function sandboxStateAfter(elapsed: number, stepMilliseconds: number): ProviderOrderState {
  if (elapsed < stepMilliseconds) return 'pending';
  if (elapsed < 2 * stepMilliseconds) return 'inprocess';
  return 'fulfilled';
}

/** A tracking number of the sandbox's parcel service: 12 digits, the same for an order every time. */
export function sandboxTrackingNumber(providerOrderId: string): string {
  const digest = createHash('sha256').update(providerOrderId).digest();
  return (digest.readBigUInt64BE(0) % 1_000_000_000_000n).toString().padStart(12, '0');
}

export function createSandboxProvider(options: SandboxProviderOptions): PrintProvider {
  const { prisma, clock, stepMilliseconds } = options;

  function view(row: { id: string; externalId: string; confirmedAt: Date | null }): ProviderOrder {
    if (!row.confirmedAt) return { id: row.id, externalId: row.externalId, status: 'draft', shipments: [] };
    const status = sandboxStateAfter(clock().getTime() - row.confirmedAt.getTime(), stepMilliseconds);
    const shipments: ShipmentRecord[] =
      status === 'fulfilled'
        ? [
            {
              carrier: 'Sandbox Parcel',
              service: 'Standard',
              trackingNumber: sandboxTrackingNumber(row.id),
              trackingUrl: '',
              shippedAt: new Date(row.confirmedAt.getTime() + 2 * stepMilliseconds).toISOString(),
            },
          ]
        : [];
    return { id: row.id, externalId: row.externalId, status, shipments };
  }

  async function find(providerOrderId: string) {
    const row = await prisma.sandboxOrder.findUnique({ where: { id: providerOrderId } });
    if (!row) throw new ServiceError('NOT_FOUND', 'The print provider has no such order.');
    return row;
  }

  return {
    name: 'sandbox',
    async listVariants() {
      return sandboxVariants();
    },
    async createDraftOrder(order: ProviderOrderInput) {
      const known = await prisma.sandboxOrder.findUnique({ where: { externalId: order.externalId } });
      if (known) return view(known);
      const row = await prisma.sandboxOrder.upsert({
        where: { externalId: order.externalId },
        create: {
          id: `sandbox-${randomUUID()}`,
          externalId: order.externalId,
          order: JSON.parse(JSON.stringify(order)),
          createdAt: clock(),
        },
        update: {},
      });
      return view(row);
    },
    async confirmOrder(providerOrderId) {
      const row = await find(providerOrderId);
      if (row.confirmedAt) return view(row);
      const confirmed = await prisma.sandboxOrder.update({
        where: { id: providerOrderId },
        data: { confirmedAt: clock() },
      });
      return view(confirmed);
    },
    async getOrder(providerOrderId) {
      return view(await find(providerOrderId));
    },
  };
}
