/**
 * The marketplace's REST shapes: the template contract's (packages/contracts), and what the
 * purchase-result page reads of a checkout session.
 */
export {
  ownTemplateFilters,
  type MoneyJson,
  type OwnTemplateFilter,
  type TemplateJson,
  type TemplateOrderJson,
  type TemplateVersionJson,
  type UserTemplateJson,
} from '@atelier/contracts';

/** What GET /stripe/checkout_session/{id} tells the purchase-result page. */
export interface CheckoutSessionJson {
  id: string;
  /** The provider's session status: open (not paid yet), complete or expired. */
  status: string;
  /** paid, unpaid or no_payment_required. */
  payment_status?: string;
  metadata?: Record<string, string | undefined>;
}
