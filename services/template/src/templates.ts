import {
  defaultTemplateCategory,
  licenseTypes,
  templateCategories,
  templateRefusals,
  type PriceTierName,
} from '@atelier/contracts';
import { ServiceError } from '@atelier/platform';
import { template as proto } from '@atelier/proto';
import { isUuid, templateNotFound } from './access';
import type { TemplateServiceDependencies } from './dependencies';
import type { Prisma, Template } from './generated/prisma/client';
import { isPriceTier } from './mapping';

/**
 * Who sees a template: a published one anyone, signed in or not; a draft or deleted one its
 * owner alone. Anything else answers like an id that does not exist.
 */
export async function visibleTemplate(
  { prisma }: TemplateServiceDependencies,
  templateId: string,
  callerId: string | undefined,
): Promise<Template> {
  if (!isUuid(templateId)) throw templateNotFound();
  const row = await prisma.template.findUnique({ where: { id: templateId } });
  if (!row) throw templateNotFound();
  if (row.state !== 'published' && row.ownerId !== callerId) throw templateNotFound();
  return row;
}

/** A template the admin may change: their own, in any state. */
export async function ownTemplate(
  { prisma }: TemplateServiceDependencies,
  templateId: string,
  adminId: string,
): Promise<Template> {
  if (!isUuid(templateId)) throw templateNotFound();
  const row = await prisma.template.findUnique({ where: { id: templateId } });
  if (!row || row.ownerId !== adminId) throw templateNotFound();
  return row;
}

/** Whether the caller holds an active acquired copy of each template. */
export async function acquiredTemplateIds(
  { prisma }: TemplateServiceDependencies,
  callerId: string | undefined,
  templateIds: string[],
): Promise<Set<string>> {
  if (!callerId || templateIds.length === 0) return new Set();
  const rows = await prisma.userTemplate.findMany({
    where: { userId: callerId, templateId: { in: templateIds }, state: 'active' },
    select: { templateId: true },
  });
  return new Set(rows.map((row) => row.templateId));
}

const invalid = (message: string) => new ServiceError('INVALID_ARGUMENT', message);
const categoryValues: readonly string[] = [...templateCategories, defaultTemplateCategory];

/** The editable fields of a template as create and update receive them (unset: unchanged). */
export interface TemplateFields {
  name?: string;
  description?: string;
  category?: string;
  type?: string;
  search?: string;
  priceTier?: string;
  licenseType?: string;
  requiresComposerSubscription?: boolean;
  presets?: unknown;
}

/** Checks each given field, naming the first that is wrong, and answers the columns to write. */
export function templateColumns(fields: TemplateFields): Prisma.TemplateUpdateInput {
  const columns: Prisma.TemplateUpdateInput = {};
  if (fields.name !== undefined) {
    const name = fields.name.trim();
    if (name.length > 200) throw invalid('name must be at most 200 characters.');
    columns.name = name;
  }
  if (fields.description !== undefined) {
    if (fields.description.length > 5000) throw invalid('description must be at most 5000 characters.');
    columns.description = fields.description.trim();
  }
  if (fields.category !== undefined) {
    if (!categoryValues.includes(fields.category))
      throw invalid(`category must be one of ${categoryValues.join(', ')}.`);
    columns.category = fields.category;
  }
  if (fields.type !== undefined) {
    if (!/^[A-Za-z0-9_-]{0,60}$/.test(fields.type))
      throw invalid('type must be at most 60 letters, digits, "-" or "_".');
    columns.type = fields.type === '' ? null : fields.type;
  }
  if (fields.search !== undefined) {
    if (fields.search.length > 1000) throw invalid('search must be at most 1000 characters.');
    columns.search = fields.search.trim();
  }
  if (fields.priceTier !== undefined) {
    if (!isPriceTier(fields.priceTier)) throw invalid('price_tier must be one of free, standard, premium.');
    columns.priceTier = fields.priceTier satisfies PriceTierName;
  }
  if (fields.licenseType !== undefined) {
    if (!(licenseTypes as readonly string[]).includes(fields.licenseType))
      throw invalid(`license_type must be one of ${licenseTypes.join(', ')}.`);
    columns.licenseType = fields.licenseType;
  }
  if (fields.requiresComposerSubscription !== undefined)
    columns.requiresSubscription = fields.requiresComposerSubscription;
  if (fields.presets !== undefined && fields.presets !== null)
    columns.presets = fields.presets as Prisma.InputJsonValue;
  return columns;
}

export const templateStateNames: Partial<Record<proto.TemplateState, 'draft' | 'published' | 'deleted'>> = {
  [proto.TemplateState.DRAFT]: 'draft',
  [proto.TemplateState.PUBLISHED]: 'published',
  [proto.TemplateState.DELETED]: 'deleted',
};

/** A paid template is bought, a free one acquired; the tier asked for must be the template's. */
export function checkPriceTier(row: Template, asked: string, action: 'acquire' | 'buy'): void {
  if (action === 'acquire' && row.priceTier !== 'free')
    throw new ServiceError('FAILED_PRECONDITION', 'This template is sold, not given away: buy it instead.', {
      reason: templateRefusals.paidTemplate,
    });
  if (action === 'buy' && row.priceTier === 'free')
    throw new ServiceError('FAILED_PRECONDITION', 'This template is free: acquire it instead of buying it.', {
      reason: templateRefusals.freeTemplate,
    });
  if (asked !== '' && asked !== row.priceTier) {
    if (!isPriceTier(asked)) throw invalid('priceTier must be one of free, standard, premium.');
    throw new ServiceError(
      'FAILED_PRECONDITION',
      `The template's price tier is ${row.priceTier}, not ${asked}. Reload it to see its price.`,
      { reason: templateRefusals.priceChanged, price_tier: row.priceTier },
    );
  }
}
