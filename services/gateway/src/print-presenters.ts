import { print } from '@atelier/proto';
import { presentMoney } from './presenters';

/**
 * Print orders as REST JSON: snake_case fields, states as Printful's lower-case words, dates as
 * ISO strings. An item whose print file is being rendered carries the render job's progress.
 */

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

const orderStatusNames: Record<number, string> = {
  [print.OrderStatus.DRAFT]: 'draft',
  [print.OrderStatus.PENDING]: 'pending',
  [print.OrderStatus.FAILED]: 'failed',
  [print.OrderStatus.CANCELED]: 'canceled',
  [print.OrderStatus.IN_PROCESS]: 'inprocess',
  [print.OrderStatus.ON_HOLD]: 'onhold',
  [print.OrderStatus.PARTIAL]: 'partial',
  [print.OrderStatus.FULFILLED]: 'fulfilled',
};

const fileStateNames: Record<number, string> = {
  [print.PrintFileState.RENDERING]: 'rendering',
  [print.PrintFileState.READY]: 'ready',
  [print.PrintFileState.FAILED]: 'failed',
};

export function presentPrintArea(area: print.PrintArea) {
  return { placement: area.placement, width: area.width, height: area.height, dpi: area.dpi };
}

export function presentVariant(value: print.Variant) {
  return {
    id: value.id,
    product_id: value.productId,
    product_name: value.productName,
    product_type: value.productType,
    name: value.name,
    size: value.size,
    color: value.color,
    color_code: value.colorCode,
    image: value.imageUrl,
    price: presentMoney(value.price),
    in_stock: value.inStock,
    print_areas: value.printAreas.map(presentPrintArea),
  };
}

/** Where the render job of an item stands, when the gateway read it for this answer. */
export interface RenderProgress {
  state: string;
  progress: number;
  stage: string;
}

export function presentOrderItem(value: print.OrderItem, render?: RenderProgress) {
  return {
    id: value.id,
    variant_id: value.variantId,
    name: value.name,
    quantity: value.quantity,
    placement: value.placement,
    print_area: value.printArea ? presentPrintArea(value.printArea) : null,
    retail_price: presentMoney(value.retailPrice),
    file: value.file
      ? { name: value.file.name, content_type: value.file.contentType, size: value.file.sizeBytes }
      : null,
    file_state: fileStateNames[value.fileState] ?? null,
    file_error: value.fileError || null,
    render_job_id: value.renderJobId || null,
    render: render ?? null,
    project_id: value.projectId || null,
    project_version_id: value.projectVersionId || null,
  };
}

export function presentOrder(value: print.Order, renders: ReadonlyMap<string, RenderProgress> = new Map()) {
  return {
    id: value.id,
    status: orderStatusNames[value.status] ?? 'draft',
    provider_order_id: value.providerOrderId || null,
    shipping: value.shipping,
    recipient: value.recipient
      ? {
          name: value.recipient.name,
          company: value.recipient.company,
          address1: value.recipient.address1,
          address2: value.recipient.address2,
          city: value.recipient.city,
          state_code: value.recipient.stateCode,
          country_code: value.recipient.countryCode,
          zip: value.recipient.zip,
          phone: value.recipient.phone,
          email: value.recipient.email,
        }
      : null,
    items: value.items.map((item) => presentOrderItem(item, renders.get(item.id))),
    costs: {
      subtotal: presentMoney(value.costs?.subtotal),
      shipping: presentMoney(value.costs?.shipping),
      tax: presentMoney(value.costs?.tax),
      total: presentMoney(value.costs?.total),
    },
    shipments: value.shipments.map((shipment) => ({
      carrier: shipment.carrier,
      service: shipment.service,
      tracking_number: shipment.trackingNumber,
      tracking_url: shipment.trackingUrl || null,
      shipped_at: iso(shipment.shippedAt),
    })),
    paid_at: iso(value.paidAt),
    confirmed_at: iso(value.confirmedAt),
    created_at: iso(value.createdAt),
    updated_at: iso(value.updatedAt),
  };
}
