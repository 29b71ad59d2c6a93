/**
 * What the payment service tells the rest of the system once the payment provider's webhook
 * says so (never on the browser's return from checkout). Fulfilment travels on durable work
 * queues, so a service that is down when the payment arrives fulfils it when it is back;
 * handlers must be idempotent (a queue delivers at least once).
 */
export const paymentQueues = {
  /** A paid template purchase: the template service turns the order into a user template. */
  templateOrderPaid: 'template-order-paid',
  /** A paid print order: the print service confirms it with the print provider. */
  printOrderPaid: 'print-order-paid',
} as const;

export const paymentSubjects = {
  /** A user's subscriptions changed: the user service copies them into the user's record. */
  subscriptionsChanged: 'payment.subscriptions.changed',
} as const;

/** Metadata the selling service attaches to a checkout session, returned in the events. */
export interface CheckoutMetadata {
  /** What was bought. */
  kind: 'subscription' | 'template' | 'print';
  /** The selling service's order id (template order or print order). */
  order_id?: string;
  [key: string]: string | undefined;
}

export interface OrderPaidEvent {
  checkoutSessionId: string;
  userId: string;
  orderId: string;
  /** Amount paid in minor units of the currency. */
  amountTotal: number;
  currency: string;
  /** ISO time of the payment event. */
  paidAt: string;
}

export interface SubscriptionEntryEvent {
  id: string;
  productIdentifier: string;
  status: string;
  currentPeriodEnd?: string;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionsChangedEvent {
  userId: string;
  /** Every subscription of the user as the payment service now knows them. */
  subscriptions: SubscriptionEntryEvent[];
  /**
   * ISO time at which the payment service read them (its database clock), so a receiver keeps
   * the newest list when two announcements arrive out of order.
   */
  changedAt?: string;
}
