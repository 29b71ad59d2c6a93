/**
 * The marketplace's REST shapes as the screens read them (spec section 7's template calls, with
 * the snake_case names and lower-case enum words the gateway writes for every other area).
 */

export interface MoneyJson {
  /** Minor units of the currency (cents). */
  amount_minor: number;
  /** ISO 4217 code, upper or lower case. */
  currency: string;
}

export type TemplateStateName = 'draft' | 'published' | 'deleted';

/** A project version published as part of a template. */
export interface TemplateProjectVersionJson {
  project_id: string;
  project_version_id: string;
  /** URL of the version's preview image, or null. */
  preview: string | null;
}

export interface TemplateJson {
  id: string;
  owner_user_id?: string;
  name: string;
  description: string;
  category: string;
  type: string;
  search: string;
  price_tier: string;
  /** Null for a free template. */
  price: MoneyJson | null;
  license_type: string;
  requires_composer_subscription: boolean;
  state?: TemplateStateName;
  project_ids: string[];
  user_template_project_versions?: TemplateProjectVersionJson[];
  presets?: unknown;
  /** URL of the template's preview image, or null. */
  preview?: string | null;
  /** True when the caller has acquired or bought it. */
  acquired?: boolean;
  created_at?: string | null;
  updated_at?: string | null;
  published_at?: string | null;
}

export type UserTemplateStateName = 'active' | 'deleted';

export interface UserTemplateJson {
  id: string;
  template_id: string;
  project_version_id: string;
  project_id: string;
  name: string;
  state: UserTemplateStateName;
  presets?: unknown;
  order_id?: string | null;
  acquired_at?: string | null;
}

export type OrderStatusName = 'pending' | 'paid' | 'failed' | 'canceled';

export interface OrderJson {
  id: string;
  template_id: string;
  price_tier: string;
  price: MoneyJson | null;
  status: OrderStatusName;
  checkout_session_id: string;
  user_template_id?: string | null;
  created_at?: string | null;
  paid_at?: string | null;
}

/** The "my templates" filters (spec section 2). */
export const ownTemplateFilters = ['all', 'created', 'deleted', 'acquired'] as const;
export type OwnTemplateFilter = (typeof ownTemplateFilters)[number];

/** What GET /stripe/checkout_session/{id} tells the purchase-result page. */
export interface CheckoutSessionJson {
  id: string;
  /** The provider's session status: open (not paid yet), complete or expired. */
  status: string;
  /** paid, unpaid or no_payment_required. */
  payment_status?: string;
  metadata?: Record<string, string | undefined>;
}
