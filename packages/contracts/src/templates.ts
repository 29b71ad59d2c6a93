/**
 * REST shapes of the template marketplace's calls (spec section 7, "Templates"), as the gateway
 * writes them and the web app reads them: snake_case field names, dates as ISO strings, enum
 * values as lower-case words. The request bodies of buy and acquire keep the spec's camelCase
 * names (templateId, priceTier, returnUrl).
 */
import { projectCategories, type ProjectCategoryName } from './projects';

/**
 * A template's category: one of the gallery's categories (spec section 2: 3D, Photo, Vector
 * Graphic, Text, Pattern, Textile Embroidery, Textile Knitting, by the keys of
 * `projectCategories`), or "design", the spec's default for a template nobody has filed yet,
 * which shows under "All" only.
 */
export const templateCategories = projectCategories;
export type TemplateCategoryName = ProjectCategoryName;
export const defaultTemplateCategory = 'design' as const;
export type TemplateCategoryValue = TemplateCategoryName | typeof defaultTemplateCategory;

export const templateStates = ['draft', 'published', 'deleted'] as const;
export type TemplateStateName = (typeof templateStates)[number];

/** The filters of "my templates" (GET /templates/user?state=...). */
export const ownTemplateFilters = ['all', 'created', 'deleted', 'acquired'] as const;
export type OwnTemplateFilter = (typeof ownTemplateFilters)[number];

export const licenseTypes = ['personal', 'commercial'] as const;
export type LicenseTypeName = (typeof licenseTypes)[number];

export interface MoneyJson {
  /** In minor units of the currency (cents): 490 is 4.90. */
  amount: number;
  /** ISO 4217 code in lower case, e.g. "eur". */
  currency: string;
}

/**
 * What each price tier costs: the one table the service charges from and the web app shows.
 * A free template is acquired (POST /templates/acquire); any other is bought
 * (POST /templates/buy) and is the buyer's once the payment provider reports the payment.
 */
export const templatePriceTiers = {
  free: null,
  standard: { amount: 490, currency: 'eur' },
  premium: { amount: 1490, currency: 'eur' },
} as const satisfies Record<string, MoneyJson | null>;
export type PriceTierName = keyof typeof templatePriceTiers;
export const priceTierNames = Object.keys(templatePriceTiers) as PriceTierName[];

/** The price of a tier; null for free. */
export function priceOfTier(tier: PriceTierName): MoneyJson | null {
  const price = templatePriceTiers[tier];
  return price ? { amount: price.amount, currency: price.currency } : null;
}

/** The owner of the starter templates every new installation has: the product itself. */
export const productOwnerUserId = '00000000-0000-4000-8000-00000000a7e1';

/** One published version of a template. */
export interface TemplateVersionJson {
  /**
   * The template's own public copy of the design, made when it was published: the project the
   * template viewer (/templates/viewer/{project_id}) opens read-only, for anyone.
   */
  project_id: string;
  /** The version of that copy, the one an acquired template starts from. */
  project_version_id: string;
  /** The attached project it was published from. */
  source_project_id: string;
  /** A PNG, or null when the design was published without a preview. */
  preview_url: string | null;
}

export interface TemplateJson {
  id: string;
  name: string;
  description: string;
  category: TemplateCategoryValue;
  /** A document format ("a4", "instagram_post") or a graph document type; "" when unset. */
  type: string;
  /** Words the template is found by, besides its name and description. */
  search: string;
  price_tier: PriceTierName;
  /** Null for a free template. */
  price: MoneyJson | null;
  license_type: LicenseTypeName;
  /** Only users whose plan allows Composer templates may acquire it. */
  requires_composer_subscription: boolean;
  state: TemplateStateName;
  /** The projects attached while the template is edited (its author's). */
  project_ids: string[];
  /** What was published, in the order of project_ids; the first is the one a user receives. */
  versions: TemplateVersionJson[];
  /** Default presets of the design; any JSON value. */
  presets: unknown;
  /** The first version's preview, or null. */
  preview_url: string | null;
  /** True when the caller has acquired or bought it. */
  acquired: boolean;
  owner_id: string;
  created_at: string;
  updated_at: string;
  /** Null until first published. */
  published_at: string | null;
}

export const userTemplateStates = ['active', 'deleted'] as const;
export type UserTemplateStateName = (typeof userTemplateStates)[number];

/** A template a user acquired or bought: their own project made from it. */
export interface UserTemplateJson {
  id: string;
  /** The template it came from (the spec's user_template_id). */
  template_id: string;
  /** Shown in "my templates"; the template's name unless the user renamed it. */
  name: string;
  state: UserTemplateStateName;
  /** The user's own project holding the template's design, re-encrypted for them. */
  project_id: string | null;
  /** The version of that project the user works from. */
  project_version_id: string | null;
  /** The user's presets; any JSON value. */
  presets: unknown;
  /** Set when bought rather than acquired for free. */
  order_id: string | null;
  /** The template's preview, or null. */
  preview_url: string | null;
  category: TemplateCategoryValue;
  acquired_at: string;
}

export const templateOrderStatuses = ['pending', 'paid', 'failed', 'canceled'] as const;
export type TemplateOrderStatus = (typeof templateOrderStatuses)[number];

/** A purchase of a paid template (GET /order/{id}). */
export interface TemplateOrderJson {
  id: string;
  template_id: string;
  price_tier: PriceTierName;
  price: MoneyJson | null;
  status: TemplateOrderStatus;
  checkout_session_id: string;
  /** Set once the payment arrived and the template became the buyer's. */
  user_template_id: string | null;
  created_at: string;
  paid_at: string | null;
}

/** POST /templates (admin) and PUT /templates/{id} (admin; every field optional). */
export interface TemplateFieldsBody {
  name?: string;
  description?: string;
  category?: TemplateCategoryValue;
  type?: string;
  search?: string;
  price_tier?: PriceTierName;
  license_type?: LicenseTypeName;
  requires_composer_subscription?: boolean;
  presets?: unknown;
  /** PUT only: "deleted" takes a template out of the marketplace, "draft" or "published" back. */
  state?: TemplateStateName;
}

/** POST /templates/buy; answers BuyTemplateAnswer. */
export interface BuyTemplateBody {
  templateId: string;
  priceTier: PriceTierName;
  /** The purchase-result page; "checkoutSessionId={CHECKOUT_SESSION_ID}" is appended to it. */
  returnUrl: string;
}

export interface BuyTemplateAnswer {
  order: TemplateOrderJson;
  checkout_session_id: string;
  /** Where to send the browser to pay. */
  checkout_url: string;
}

/** POST /templates/acquire; answers AcquireTemplateAnswer. */
export interface AcquireTemplateBody {
  templateId: string;
  priceTier: PriceTierName;
}

export interface AcquireTemplateAnswer {
  user_template: UserTemplateJson;
}

/** PUT /user-template/{id}. */
export interface UpdateUserTemplateBody {
  name?: string;
  state?: UserTemplateStateName;
}

/** PUT /user-template/{id}/project/version/{vid}. */
export interface UserTemplatePresetsBody {
  presets: unknown;
}

/** GET /templates and GET /templates/user answer { templates }; GET /user-template { user_templates }. */
export interface TemplateListAnswer {
  templates: TemplateJson[];
}
export interface UserTemplateListAnswer {
  user_templates: UserTemplateJson[];
}

/** Refusal reasons (error.details.reason) the web app acts on. */
export const templateRefusals = {
  /** 403: the template needs a Composer subscription ("This template needs a Composer subscription."). */
  composerSubscriptionNeeded: 'composer_subscription_needed',
  /** 400: a paid template is bought, not acquired. */
  paidTemplate: 'template_is_paid',
  /** 400: a free template is acquired, not bought. */
  freeTemplate: 'template_is_free',
  /** 409: the caller has it already (details.user_template_id names theirs). */
  alreadyAcquired: 'template_already_acquired',
  /** 400: priceTier of the request is not the template's (details.price_tier names the template's). */
  priceChanged: 'template_price_changed',
} as const;

/**
 * The role the template service's own calls to the project service carry: only it may ask for
 * a template's design to be copied into a user's projects.
 */
export const templateServiceRole = 'service:template' as const;
