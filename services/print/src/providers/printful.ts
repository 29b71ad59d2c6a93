// The Printful adapter: its REST API (v1) over fetch, authenticated with a private token.
// Catalogue: GET /products/{id} (variants, prices, stock) and GET /mockup-generator/printfiles/{id}
// (the print file of each placement). Orders: POST /orders (a draft unless confirmed),
// POST /orders/{id}/confirm, GET /orders/{id}, and GET /orders/@{external_id} to find an order a
// retried create already made. Every call goes through the rate-limited request queue.
import type { print } from '@atelier/proto';
import { productOffers } from '../catalogue';
import {
  isProviderOrderState,
  ProviderError,
  type PrintProvider,
  type ProviderOrder,
  type ProviderOrderInput,
  type ShipmentRecord,
} from './provider';
import { createRequestQueue, type RequestQueueOptions } from './request-queue';

export interface PrintfulProviderOptions {
  apiToken: string;
  /** https://api.printful.com unless a test points it elsewhere. */
  baseUrl: string;
  /** The currency Printful's prices are in for this store. */
  currency: string;
  queue: Omit<RequestQueueOptions, 'fetch'>;
  /** How long the catalogue is kept before it is asked again. */
  catalogueMaxAgeMs?: number;
  fetch?: typeof fetch;
}

interface PrintfulEnvelope<T> {
  code: number;
  result: T;
  error?: { reason?: string; message?: string };
}

interface PrintfulVariant {
  id: number;
  product_id: number;
  name: string;
  size: string;
  color: string;
  color_code: string;
  image: string;
  price: string;
  in_stock: boolean;
}

interface PrintfulPrintfiles {
  printfiles: Array<{ printfile_id: number; width: number; height: number; dpi: number }>;
  variant_printfiles: Array<{ variant_id: number; placements: Record<string, number> }>;
}

interface PrintfulOrder {
  id: number;
  external_id: string | null;
  status: string;
  shipments?: Array<{
    carrier?: string;
    service?: string;
    tracking_number?: string | number;
    tracking_url?: string;
    shipped_at?: number;
    ship_date?: string;
  }>;
}

/** Printful keeps external ids of at most 32 characters: a UUID without its hyphens fits. */
export function printfulExternalId(orderId: string): string {
  return orderId.replace(/-/g, '');
}

function minorUnits(price: string): number {
  return Math.round(Number.parseFloat(price) * 100);
}

function orderOf(order: PrintfulOrder): ProviderOrder {
  const shipments: ShipmentRecord[] = (order.shipments ?? []).map((shipment) => ({
    carrier: shipment.carrier ?? '',
    service: shipment.service ?? '',
    trackingNumber: String(shipment.tracking_number ?? ''),
    trackingUrl: shipment.tracking_url ?? '',
    shippedAt: shipment.shipped_at
      ? new Date(shipment.shipped_at * 1000).toISOString()
      : shipment.ship_date
        ? new Date(shipment.ship_date).toISOString()
        : null,
  }));
  return {
    id: String(order.id),
    externalId: order.external_id ?? '',
    // A state Printful adds later is shown as pending rather than breaking the order.
    status: isProviderOrderState(order.status) ? order.status : 'pending',
    shipments,
  };
}

export function createPrintfulProvider(options: PrintfulProviderOptions): PrintProvider {
  const queue = createRequestQueue({ ...options.queue, fetch: options.fetch });
  const catalogueMaxAgeMs = options.catalogueMaxAgeMs ?? 60 * 60 * 1000;
  let catalogue: { variants: print.Variant[]; at: number } | undefined;

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await queue.request(`${options.baseUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.apiToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let envelope: PrintfulEnvelope<T> | undefined;
    try {
      envelope = JSON.parse(text) as PrintfulEnvelope<T>;
    } catch {
      envelope = undefined;
    }
    if (!response.ok || !envelope) {
      const message =
        envelope?.error?.message ??
        (typeof envelope?.result === 'string' ? envelope.result : `HTTP ${response.status}`);
      throw new ProviderError(
        `Printful answered ${method} ${path} with ${response.status}: ${message}`,
        response.status,
        response.status === 429 || response.status >= 500 || response.status === 0,
      );
    }
    return envelope.result;
  }

  async function loadCatalogue(): Promise<print.Variant[]> {
    const variants: print.Variant[] = [];
    for (const offer of productOffers) {
      const product = await call<{ variants: PrintfulVariant[] }>('GET', `/products/${offer.productId}`);
      const files = await call<PrintfulPrintfiles>('GET', `/mockup-generator/printfiles/${offer.productId}`);
      const fileById = new Map(files.printfiles.map((file) => [file.printfile_id, file]));
      for (const variant of product.variants) {
        const placements = files.variant_printfiles.find((entry) => entry.variant_id === variant.id);
        const printAreas = Object.entries(placements?.placements ?? {}).flatMap(([placement, fileId]) => {
          const file = fileById.get(fileId);
          return file ? [{ placement, width: file.width, height: file.height, dpi: file.dpi }] : [];
        });
        variants.push({
          id: variant.id,
          productId: variant.product_id,
          name: variant.name,
          size: variant.size,
          color: variant.color,
          colorCode: variant.color_code,
          imageUrl: variant.image,
          price: { amountMinor: minorUnits(variant.price), currency: options.currency },
          inStock: variant.in_stock,
          printAreas,
          productName: offer.name,
          productType: offer.type,
        });
      }
    }
    return variants;
  }

  return {
    name: 'printful',
    async listVariants() {
      if (!catalogue || Date.now() - catalogue.at > catalogueMaxAgeMs) {
        catalogue = { variants: await loadCatalogue(), at: Date.now() };
      }
      return catalogue.variants;
    },
    async createDraftOrder(order: ProviderOrderInput) {
      const externalId = printfulExternalId(order.externalId);
      try {
        return orderOf(await call<PrintfulOrder>('GET', `/orders/@${externalId}`));
      } catch (error) {
        if (!(error instanceof ProviderError && error.status === 404)) throw error;
      }
      const created = await call<PrintfulOrder>('POST', '/orders', {
        external_id: externalId,
        shipping: order.shipping,
        recipient: {
          name: order.recipient.name,
          company: order.recipient.company || undefined,
          address1: order.recipient.address1,
          address2: order.recipient.address2 || undefined,
          city: order.recipient.city,
          state_code: order.recipient.stateCode || undefined,
          country_code: order.recipient.countryCode,
          zip: order.recipient.zip,
          phone: order.recipient.phone || undefined,
          email: order.recipient.email || undefined,
        },
        items: order.items.map((item) => ({
          variant_id: item.variantId,
          quantity: item.quantity,
          name: item.name,
          files: [{ type: item.placement, url: item.fileUrl }],
        })),
      });
      return orderOf(created);
    },
    async confirmOrder(providerOrderId) {
      return orderOf(
        await call<PrintfulOrder>('POST', `/orders/${encodeURIComponent(providerOrderId)}/confirm`),
      );
    },
    async getOrder(providerOrderId) {
      return orderOf(await call<PrintfulOrder>('GET', `/orders/${encodeURIComponent(providerOrderId)}`));
    },
  };
}
