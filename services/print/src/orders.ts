// Print orders: the caller's own, their recipient, items, costs and shipments, and the rules of
// what may change while an order is a draft.
import { countryCodes } from '@atelier/contracts';
import { callerOf, isUuid, ServiceError, type CallContext } from '@atelier/platform';
import { print } from '@atelier/proto';
import type { PrintArea } from './catalogue';
import type { PrintServiceDependencies } from './dependencies';
import type { Prisma } from './generated/prisma/client';
import type { ProviderOrderState, RecipientRecord, ShipmentRecord } from './providers/provider';

/** The shipping address's country must be one of these. */
const knownCountryCodes: ReadonlySet<string> = new Set(countryCodes);

export const orderWithItems = {
  items: { orderBy: [{ createdAt: 'asc' as const }, { id: 'asc' as const }] },
} satisfies Prisma.PrintOrderInclude;
export type OrderRow = Prisma.PrintOrderGetPayload<{ include: typeof orderWithItems }>;
export type ItemRow = OrderRow['items'][number];

/** Shipping methods offered and what each costs, in euro cents. */
export const shippingMethods: Record<string, number> = { STANDARD: 499, EXPRESS: 1299 };

/** Most pieces of one item. */
export const maxQuantity = 100;

/** States in which the provider still moves the order on by itself. */
export const movingStates: readonly ProviderOrderState[] = ['pending', 'inprocess', 'onhold', 'partial'];

const orderStatuses: Record<string, print.OrderStatus> = {
  draft: print.OrderStatus.DRAFT,
  pending: print.OrderStatus.PENDING,
  failed: print.OrderStatus.FAILED,
  canceled: print.OrderStatus.CANCELED,
  inprocess: print.OrderStatus.IN_PROCESS,
  onhold: print.OrderStatus.ON_HOLD,
  partial: print.OrderStatus.PARTIAL,
  fulfilled: print.OrderStatus.FULFILLED,
  // Printful archives fulfilled orders after a while; to the customer it stays shipped.
  archived: print.OrderStatus.FULFILLED,
};

const fileStates: Record<string, print.PrintFileState> = {
  rendering: print.PrintFileState.RENDERING,
  ready: print.PrintFileState.READY,
  failed: print.PrintFileState.FAILED,
};

export const orderNotFound = () => new ServiceError('NOT_FOUND', 'Print order not found.');

/**
 * The caller's order with its items; another user's order or an unknown id answers the same
 * "not found", so order ids reveal nothing.
 */
export async function ownOrder(
  dependencies: PrintServiceDependencies,
  orderId: string,
  context: CallContext,
): Promise<OrderRow> {
  const ownerId = callerOf(context);
  if (!isUuid(orderId)) throw orderNotFound();
  const order = await dependencies.prisma.printOrder.findFirst({
    where: { id: orderId, ownerId },
    include: orderWithItems,
  });
  if (!order) throw orderNotFound();
  return order;
}

/** Items are added only while the order is an unpaid draft. */
export function assertDraft(order: OrderRow): void {
  if (order.state !== 'draft' || order.paidAt) {
    throw new ServiceError('FAILED_PRECONDITION', 'The order has been paid: it takes no more items.', {
      reason: 'order_not_draft',
    });
  }
}

const invalid = (field: string, message: string) =>
  new ServiceError('INVALID_ARGUMENT', `${field} ${message}`, { field });

function text(value: string | undefined, field: string, required: boolean, max = 200): string {
  const trimmed = (value ?? '').trim();
  if (required && trimmed === '') throw invalid(field, 'is required.');
  if (trimmed.length > max) throw invalid(field, `must be at most ${max} characters.`);
  return trimmed;
}

/** A shipping address as print providers take it; the error names the first wrong field. */
export function validRecipient(recipient: print.Recipient | undefined): RecipientRecord {
  if (!recipient) throw invalid('recipient', 'is required.');
  const countryCode = text(recipient.countryCode, 'recipient.country_code', true, 2).toUpperCase();
  const name = text(recipient.name, 'recipient.name', true);
  const address1 = text(recipient.address1, 'recipient.address1', true);
  const city = text(recipient.city, 'recipient.city', true);
  const zip = text(recipient.zip, 'recipient.zip', true, 32);
  if (!knownCountryCodes.has(countryCode)) {
    throw invalid('recipient.country_code', 'must be an ISO 3166-1 alpha-2 country code, such as DE or US.');
  }
  const email = text(recipient.email, 'recipient.email', false);
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalid('recipient.email', 'must be an e-mail address.');
  return {
    name,
    company: text(recipient.company, 'recipient.company', false),
    address1,
    address2: text(recipient.address2, 'recipient.address2', false),
    city,
    stateCode: text(recipient.stateCode, 'recipient.state_code', false, 10).toUpperCase(),
    countryCode,
    zip,
    phone: text(recipient.phone, 'recipient.phone', false, 40),
    email,
  };
}

export function validShipping(shipping: string): string {
  const method = shipping.trim().toUpperCase() || 'STANDARD';
  if (!(method in shippingMethods)) {
    throw invalid('shipping', `must be one of ${Object.keys(shippingMethods).join(', ')}.`);
  }
  return method;
}

function recipientMessage(value: Prisma.JsonValue): print.Recipient {
  const record = (value ?? {}) as Partial<RecipientRecord>;
  return {
    name: record.name ?? '',
    company: record.company ?? '',
    address1: record.address1 ?? '',
    address2: record.address2 ?? '',
    city: record.city ?? '',
    stateCode: record.stateCode ?? '',
    countryCode: record.countryCode ?? '',
    zip: record.zip ?? '',
    phone: record.phone ?? '',
    email: record.email ?? '',
  };
}

function itemMessage(item: ItemRow): print.OrderItem {
  return {
    id: item.id,
    variantId: item.variantId,
    quantity: item.quantity,
    placement: item.placement,
    file: item.fileBlobKey
      ? {
          blobKey: item.fileBlobKey,
          name: item.fileName ?? '',
          contentType: item.fileContentType ?? '',
          sizeBytes: Number(item.fileSize ?? 0),
        }
      : undefined,
    retailPrice: { amountMinor: item.unitPriceMinor, currency: item.currency },
    name: item.name,
    fileState: fileStates[item.fileState] ?? print.PrintFileState.UNSPECIFIED,
    renderJobId: item.renderJobId ?? '',
    fileError: item.fileError ?? '',
    projectId: item.projectId ?? '',
    projectVersionId: item.projectVersionId ?? '',
    printArea: (item.printArea as PrintArea | null) ?? undefined,
  };
}

/** Subtotal of the items, shipping of the method, and their total (no tax is added here). */
export function orderCosts(order: Pick<OrderRow, 'items' | 'shipping'>): print.OrderCosts {
  const currency = order.items[0]?.currency ?? 'eur';
  const subtotal = order.items.reduce((sum, item) => sum + item.unitPriceMinor * item.quantity, 0);
  const shipping = order.items.length > 0 ? (shippingMethods[order.shipping] ?? 0) : 0;
  return {
    subtotal: { amountMinor: subtotal, currency },
    shipping: { amountMinor: shipping, currency },
    tax: { amountMinor: 0, currency },
    total: { amountMinor: subtotal + shipping, currency },
  };
}

export function orderMessage(order: OrderRow): print.Order {
  return {
    id: order.id,
    userId: order.ownerId,
    providerOrderId: order.providerOrderId ?? '',
    status: orderStatuses[order.state] ?? print.OrderStatus.UNSPECIFIED,
    recipient: recipientMessage(order.recipient),
    items: order.items.map(itemMessage),
    costs: orderCosts(order),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    shipping: order.shipping,
    shipments: ((order.shipments ?? []) as unknown as ShipmentRecord[]).map((shipment) => ({
      carrier: shipment.carrier,
      service: shipment.service,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      shippedAt: shipment.shippedAt ? new Date(shipment.shippedAt) : undefined,
    })),
    paidAt: order.paidAt ?? undefined,
    confirmedAt: order.confirmedAt ?? undefined,
  };
}

/**
 * Asks the provider where an order it is moving stands, at most once per refresh interval, and
 * keeps the answer. A provider that does not answer leaves the order as last known.
 */
export async function refreshedOrder(
  dependencies: PrintServiceDependencies,
  order: OrderRow,
): Promise<OrderRow> {
  if (!order.providerOrderId || !order.confirmedAt) return order;
  if (!movingStates.includes(order.state as ProviderOrderState)) return order;
  const now = dependencies.clock();
  if (order.syncedAt && now.getTime() - order.syncedAt.getTime() < dependencies.refreshMilliseconds)
    return order;
  try {
    const seen = await dependencies.provider.getOrder(order.providerOrderId);
    return await dependencies.prisma.printOrder.update({
      where: { id: order.id },
      data: {
        state: seen.status,
        shipments: seen.shipments as unknown as Prisma.InputJsonValue,
        syncedAt: now,
      },
      include: orderWithItems,
    });
  } catch (error) {
    dependencies.logger.warn(
      { err: error, orderId: order.id },
      'the print provider did not say where the order stands',
    );
    return order;
  }
}

/** The variant offered with this id, in stock, and the print area of the placement asked for. */
export async function printableVariant(
  dependencies: PrintServiceDependencies,
  variantId: number,
  placement: string,
): Promise<{ variant: print.Variant; printArea: PrintArea }> {
  const variants = await dependencies.provider.listVariants();
  const variant = variants.find((candidate) => candidate.id === variantId);
  if (!variant)
    throw new ServiceError('NOT_FOUND', 'Product variant not found.', { reason: 'variant_not_found' });
  if (!variant.inStock) {
    throw new ServiceError('FAILED_PRECONDITION', `${variant.name} is out of stock.`, {
      reason: 'variant_out_of_stock',
    });
  }
  const wanted = placement.trim();
  const printArea = wanted
    ? variant.printAreas.find((area) => area.placement === wanted)
    : variant.printAreas[0];
  if (!printArea) {
    throw new ServiceError(
      'INVALID_ARGUMENT',
      `placement must be one of ${variant.printAreas.map((area) => area.placement).join(', ')} for ${variant.name}.`,
      { field: 'placement' },
    );
  }
  return { variant, printArea: { ...printArea } };
}
