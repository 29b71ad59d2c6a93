import { atelierApi } from '../../app/api';

/** Money as the gateway answers it: minor units of a currency. */
export interface MoneyJson {
  amount_minor: number;
  currency: string;
}

/** One printable area of a product: its placement and the print file's pixels at its dpi. */
export interface PrintAreaJson {
  placement: string;
  width: number;
  height: number;
  dpi: number;
}

export interface VariantJson {
  id: number;
  product_id: number;
  product_name: string;
  /** t-shirt, mug, tote, poster or cushion. */
  product_type: string;
  name: string;
  size: string;
  color: string;
  color_code: string;
  image: string;
  price: MoneyJson | null;
  in_stock: boolean;
  print_areas: PrintAreaJson[];
}

/** Printful's order states. */
export type PrintOrderStatus =
  'draft' | 'pending' | 'failed' | 'canceled' | 'inprocess' | 'onhold' | 'partial' | 'fulfilled';

export interface RecipientJson {
  name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state_code: string;
  country_code: string;
  zip: string;
  phone: string;
  email: string;
}

export interface PrintOrderItemJson {
  id: string;
  variant_id: number;
  name: string;
  quantity: number;
  placement: string;
  print_area: PrintAreaJson | null;
  retail_price: MoneyJson | null;
  file: { name: string; content_type: string; size: number } | null;
  file_state: 'rendering' | 'ready' | 'failed' | null;
  file_error: string | null;
  render_job_id: string | null;
  /** The render job's progress while the print file is being made. */
  render: { state: string; progress: number; stage: string } | null;
}

export interface PrintOrderJson {
  id: string;
  status: PrintOrderStatus;
  shipping: string;
  recipient: RecipientJson | null;
  items: PrintOrderItemJson[];
  costs: {
    subtotal: MoneyJson | null;
    shipping: MoneyJson | null;
    tax: MoneyJson | null;
    total: MoneyJson | null;
  };
  shipments: Array<{
    carrier: string;
    service: string;
    tracking_number: string;
    tracking_url: string | null;
    shipped_at: string | null;
  }>;
  paid_at: string | null;
  confirmed_at: string | null;
  created_at: string | null;
}

export interface NewPrintItem {
  orderId: string;
  variantId: number;
  placement: string;
  quantity: number;
  projectId: string;
  projectVersionId?: string;
}

/** States in which an order still changes by itself, so a view of it refreshes. */
export function isMoving(order: PrintOrderJson): boolean {
  return (
    ['pending', 'inprocess', 'onhold', 'partial'].includes(order.status) ||
    order.items.some((item) => item.file_state === 'rendering')
  );
}

/** The print calls of spec section 7, with the caller's order list and checkout. */
export const printOrdersApi = atelierApi.enhanceEndpoints({ addTagTypes: ['PrintOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    listPrintVariants: build.query<{ variants: VariantJson[] }, void>({
      query: () => '/printful/variants',
    }),
    listPrintOrders: build.query<{ orders: PrintOrderJson[] }, void>({
      query: () => '/printful/orders',
      providesTags: ['PrintOrders'],
    }),
    getPrintOrder: build.query<PrintOrderJson, string>({
      query: (id) => `/printful/order/${id}`,
      providesTags: ['PrintOrders'],
    }),
    createPrintOrder: build.mutation<PrintOrderJson, { recipient: RecipientJson; shipping: string }>({
      query: (body) => ({ url: '/printful/order', method: 'POST', body }),
      invalidatesTags: ['PrintOrders'],
    }),
    addPrintOrderItem: build.mutation<{ order: PrintOrderJson; item: PrintOrderItemJson }, NewPrintItem>({
      query: (item) => {
        const form = new FormData();
        form.append('project_id', item.projectId);
        if (item.projectVersionId) form.append('project_version_id', item.projectVersionId);
        form.append('placement', item.placement);
        form.append('quantity', String(item.quantity));
        return {
          url: `/printful/order/${item.orderId}/order-item/${item.variantId}`,
          method: 'POST',
          body: form,
        };
      },
      invalidatesTags: ['PrintOrders'],
    }),
    checkoutPrintOrder: build.mutation<
      { checkout_session_id: string; url: string },
      { orderId: string; returnUrl: string }
    >({
      query: ({ orderId, returnUrl }) => ({
        url: `/printful/order/${orderId}/checkout`,
        method: 'POST',
        body: { returnUrl },
      }),
    }),
  }),
});

export const {
  useListPrintVariantsQuery,
  useListPrintOrdersQuery,
  useGetPrintOrderQuery,
  useCreatePrintOrderMutation,
  useAddPrintOrderItemMutation,
  useCheckoutPrintOrderMutation,
} = printOrdersApi;

/** The print file of an item, as the gateway serves it to the order's owner. */
export function printFileUrl(orderId: string, itemId: string): string {
  return `/printful/order/${orderId}/order-item/${itemId}/file`;
}
