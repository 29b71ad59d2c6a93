import { priceOfTier, templatePriceTiers, type PriceTierName } from '@atelier/contracts';
import { template } from '@atelier/proto';
import type { Template, TemplateOrder, UserTemplate } from './generated/prisma/client';

export const templateStates: Record<string, template.TemplateState> = {
  draft: template.TemplateState.DRAFT,
  published: template.TemplateState.PUBLISHED,
  deleted: template.TemplateState.DELETED,
};

export const userTemplateStates: Record<string, template.UserTemplateState> = {
  active: template.UserTemplateState.ACTIVE,
  deleted: template.UserTemplateState.DELETED,
};

export const orderStatuses: Record<string, template.OrderStatus> = {
  pending: template.OrderStatus.PENDING,
  paid: template.OrderStatus.PAID,
  failed: template.OrderStatus.FAILED,
  canceled: template.OrderStatus.CANCELED,
};

export function isPriceTier(value: string): value is PriceTierName {
  return Object.hasOwn(templatePriceTiers, value);
}

/** One published version as kept in templates.versions. */
export interface StoredVersion {
  project_id: string;
  project_version_id: string;
  source_project_id: string;
  has_preview: boolean;
}

export function storedVersions(value: unknown): StoredVersion[] {
  return Array.isArray(value) ? (value as StoredVersion[]) : [];
}

function priceMessage(tier: string) {
  const price = isPriceTier(tier) ? priceOfTier(tier) : null;
  return price ? { amountMinor: price.amount, currency: price.currency } : undefined;
}

/** The template's fields as the list query and Prisma both give them. */
export type TemplateRecord = Omit<Template, 'projectVersionIds'>;

export function templateMessage(row: TemplateRecord, acquired: boolean): template.Template {
  return {
    id: row.id,
    ownerUserId: row.ownerId,
    name: row.name,
    description: row.description,
    category: row.category,
    type: row.type ?? '',
    search: row.search,
    priceTier: row.priceTier,
    price: priceMessage(row.priceTier),
    licenseType: row.licenseType,
    requiresComposerSubscription: row.requiresSubscription,
    state: templateStates[row.state] ?? template.TemplateState.UNSPECIFIED,
    projectIds: row.projectIds,
    userTemplateProjectVersions: storedVersions(row.versions).map((version) => ({
      projectId: version.project_id,
      projectVersionId: version.project_version_id,
      preview: undefined,
      sourceProjectId: version.source_project_id,
      hasPreview: version.has_preview,
    })),
    presets: row.presets,
    preview: undefined,
    acquired,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt ?? undefined,
  };
}

/** The version whose preview stands for the template: the first published one, if it has one. */
export function previewVersionOf(row: Pick<Template, 'versions'>): string {
  const first = storedVersions(row.versions)[0];
  return first?.has_preview ? first.project_version_id : '';
}

export function userTemplateMessage(
  row: UserTemplate,
  source: Pick<Template, 'name' | 'category' | 'versions'>,
): template.UserTemplate {
  return {
    id: row.id,
    templateId: row.templateId,
    projectVersionId: row.projectVersionId ?? '',
    projectId: row.projectVersionId ? (row.projectId ?? '') : '',
    name: row.name || source.name,
    state: userTemplateStates[row.state] ?? template.UserTemplateState.UNSPECIFIED,
    presets: row.presets,
    orderId: row.orderId ?? undefined,
    acquiredAt: row.acquiredAt,
    previewProjectVersionId: previewVersionOf(source),
    category: source.category,
  };
}

export function orderMessage(row: TemplateOrder): template.Order {
  return {
    id: row.id,
    userId: row.userId,
    templateId: row.templateId,
    priceTier: row.priceTier,
    price: { amountMinor: row.amountMinor, currency: row.currency },
    status: orderStatuses[row.status] ?? template.OrderStatus.UNSPECIFIED,
    checkoutSessionId: row.checkoutSessionId ?? '',
    userTemplateId: row.userTemplateId ?? undefined,
    createdAt: row.createdAt,
    paidAt: row.paidAt ?? undefined,
  };
}
