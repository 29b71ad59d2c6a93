import type {
  LicenseTypeName,
  MoneyJson,
  PriceTierName,
  TemplateCategoryValue,
  TemplateJson,
  TemplateOrderJson,
  TemplateOrderStatus,
  TemplateStateName,
  UserTemplateJson,
  UserTemplateStateName,
} from '@atelier/contracts';
import { template, type common } from '@atelier/proto';
import { previewPath } from './presenters';

/**
 * The template service's messages as the marketplace's REST JSON (packages/contracts'
 * templates.ts): snake_case names, lower-case enum words, ISO dates, preview addresses the
 * browser loads from the project service's public previews.
 */

const iso = (date: Date | undefined) => (date ? date.toISOString() : null);

export const templateStateNames: Record<TemplateStateName, template.TemplateState> = {
  draft: template.TemplateState.DRAFT,
  published: template.TemplateState.PUBLISHED,
  deleted: template.TemplateState.DELETED,
};
export const userTemplateStateNames: Record<UserTemplateStateName, template.UserTemplateState> = {
  active: template.UserTemplateState.ACTIVE,
  deleted: template.UserTemplateState.DELETED,
};
export const ownTemplateFilterNames: Record<string, template.OwnTemplateFilter> = {
  all: template.OwnTemplateFilter.ALL,
  created: template.OwnTemplateFilter.CREATED,
  deleted: template.OwnTemplateFilter.DELETED,
  acquired: template.OwnTemplateFilter.ACQUIRED,
};
const orderStatusNames: Record<TemplateOrderStatus, template.OrderStatus> = {
  pending: template.OrderStatus.PENDING,
  paid: template.OrderStatus.PAID,
  failed: template.OrderStatus.FAILED,
  canceled: template.OrderStatus.CANCELED,
};

function nameOf<Name extends string, Value>(names: Record<Name, Value>, value: Value): Name {
  return (Object.entries(names) as Array<[Name, Value]>).find(([, candidate]) => candidate === value)![0];
}

function money(value: common.Money | undefined): MoneyJson | null {
  return value ? { amount: value.amountMinor, currency: value.currency } : null;
}

export function presentTemplate(value: template.Template): TemplateJson {
  const versions = value.userTemplateProjectVersions.map((version) => ({
    project_id: version.projectId,
    project_version_id: version.projectVersionId,
    source_project_id: version.sourceProjectId,
    preview_url: version.hasPreview ? previewPath(version.projectVersionId) : null,
  }));
  return {
    id: value.id,
    name: value.name,
    description: value.description,
    category: value.category as TemplateCategoryValue,
    type: value.type,
    search: value.search,
    price_tier: value.priceTier as PriceTierName,
    price: money(value.price),
    license_type: value.licenseType as LicenseTypeName,
    requires_composer_subscription: value.requiresComposerSubscription,
    state: nameOf(templateStateNames, value.state),
    project_ids: value.projectIds,
    versions,
    presets: value.presets ?? {},
    preview_url: versions[0]?.preview_url ?? null,
    acquired: value.acquired,
    owner_id: value.ownerUserId,
    created_at: iso(value.createdAt)!,
    updated_at: iso(value.updatedAt)!,
    published_at: iso(value.publishedAt),
  };
}

export function presentUserTemplate(value: template.UserTemplate): UserTemplateJson {
  return {
    id: value.id,
    template_id: value.templateId,
    name: value.name,
    state: nameOf(userTemplateStateNames, value.state),
    project_id: value.projectId || null,
    project_version_id: value.projectVersionId || null,
    presets: value.presets ?? {},
    order_id: value.orderId ?? null,
    preview_url: value.previewProjectVersionId ? previewPath(value.previewProjectVersionId) : null,
    category: value.category as TemplateCategoryValue,
    acquired_at: iso(value.acquiredAt)!,
  };
}

export function presentTemplateOrder(value: template.Order): TemplateOrderJson {
  return {
    id: value.id,
    template_id: value.templateId,
    price_tier: value.priceTier as PriceTierName,
    price: money(value.price),
    status: nameOf(orderStatusNames, value.status),
    checkout_session_id: value.checkoutSessionId,
    user_template_id: value.userTemplateId ?? null,
    created_at: iso(value.createdAt)!,
    paid_at: iso(value.paidAt),
  };
}
