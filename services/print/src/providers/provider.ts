// What the print service needs from a print-on-demand provider. Two adapters fill it: Printful
// (its REST API) and the sandbox provider, which behaves like Printful on one machine.
import type { print } from '@atelier/proto';

/** The provider's order states, as Printful names them. */
export const providerOrderStates = [
  'draft',
  'pending',
  'failed',
  'canceled',
  'inprocess',
  'onhold',
  'partial',
  'fulfilled',
  'archived',
] as const;
export type ProviderOrderState = (typeof providerOrderStates)[number];

export function isProviderOrderState(value: unknown): value is ProviderOrderState {
  return (providerOrderStates as readonly unknown[]).includes(value);
}

/** A parcel the provider sent. */
export interface ShipmentRecord {
  carrier: string;
  service: string;
  trackingNumber: string;
  trackingUrl: string;
  /** ISO time. */
  shippedAt: string | null;
}

export interface RecipientRecord {
  name: string;
  company?: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode?: string;
  countryCode: string;
  zip: string;
  phone?: string;
  email?: string;
}

/** An order as it is sent to the provider. */
export interface ProviderOrderInput {
  /** The print service's own order id: the provider keeps it, so a retried create finds it. */
  externalId: string;
  shipping: string;
  recipient: RecipientRecord;
  items: Array<{
    variantId: number;
    quantity: number;
    placement: string;
    /** Where the provider fetches the print file. */
    fileUrl: string;
    name: string;
  }>;
}

/** The provider's view of an order. */
export interface ProviderOrder {
  id: string;
  externalId: string;
  status: ProviderOrderState;
  shipments: ShipmentRecord[];
}

export interface PrintProvider {
  readonly name: 'printful' | 'sandbox';
  /** Every variant of the products offered, with price, stock and print areas. */
  listVariants(): Promise<print.Variant[]>;
  /**
   * Creates the order as a draft, which the provider does not fulfil yet. Idempotent by
   * external id: an order already created for it is answered instead of a second one.
   */
  createDraftOrder(order: ProviderOrderInput): Promise<ProviderOrder>;
  /** Sends a draft to fulfilment (Printful charges for it from here on). */
  confirmOrder(providerOrderId: string): Promise<ProviderOrder>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
}

/** The provider refused or failed a call; `retryable` when trying again later may help. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
