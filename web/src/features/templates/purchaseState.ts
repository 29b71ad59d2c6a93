import type { CheckoutSessionJson, TemplateOrderJson, UserTemplateJson } from './templateTypes';

/** Where a purchase stands, as the purchase-result page tells it. */
export type PurchaseState =
  /** Nothing known yet. */
  | 'checking'
  /** The checkout is still open: the payment was left before paying (or is not through yet). */
  | 'unpaid'
  /** Paid; the template is being copied for the user once the payment event is handled. */
  | 'preparing'
  /** The user's copy exists: it can be opened. */
  | 'ready'
  /** The checkout expired, or the payment failed or was cancelled. */
  | 'failed'
  /** No such checkout for this user. */
  | 'unknown';

/**
 * Reads the checkout session, the order and the user's templates together. The copy decides
 * first: once it exists the purchase is done, whatever a slower answer still says.
 */
export function purchaseState(input: {
  session: CheckoutSessionJson | undefined;
  sessionMissing: boolean;
  order: TemplateOrderJson | undefined;
  copy: UserTemplateJson | undefined;
}): PurchaseState {
  const { session, order, copy } = input;
  if (
    copy &&
    (order?.status === 'paid' || session?.payment_status === 'paid' || session?.status === 'complete')
  )
    return 'ready';
  if (order?.status === 'failed' || order?.status === 'canceled') return 'failed';
  if (session?.status === 'expired') return 'failed';
  if (order?.status === 'paid' || session?.payment_status === 'paid' || session?.status === 'complete')
    return 'preparing';
  if (input.sessionMissing) return copy ? 'ready' : 'unknown';
  if (session?.status === 'open') return 'unpaid';
  return 'checking';
}
