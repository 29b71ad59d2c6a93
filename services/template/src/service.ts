import type { ServiceInstance, ServiceResources } from '@atelier/platform';
import { template, type TemplateServiceService } from '@atelier/proto';
import { createPrismaClient } from './db';
import type { Prisma, Template } from './generated/prisma/client';

const states: Record<string, template.TemplateState> = {
  draft: template.TemplateState.DRAFT,
  published: template.TemplateState.PUBLISHED,
  deleted: template.TemplateState.DELETED,
};

function templateMessage(row: Template): template.Template {
  return {
    id: row.id,
    ownerUserId: row.ownerId,
    name: row.name,
    description: row.description,
    category: row.category,
    type: row.type ?? '',
    search: row.search,
    priceTier: row.priceTier ?? '',
    price: undefined,
    licenseType: row.licenseType ?? '',
    requiresComposerSubscription: row.requiresSubscription,
    state: states[row.state] ?? template.TemplateState.UNSPECIFIED,
    projectIds: row.projectIds,
    userTemplateProjectVersions: [],
    presets: row.presets,
    preview: undefined,
    acquired: false,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt ?? undefined,
  };
}

export function createTemplateService(
  resources: ServiceResources,
): ServiceInstance<typeof TemplateServiceService> {
  const prisma = createPrismaClient(resources.database);
  return {
    handlers: {
      // The marketplace lists published templates only; free text matches the name and search words.
      async listTemplates(request, context) {
        const where: Prisma.TemplateWhereInput = { state: 'published' };
        if (request.category) where.category = request.category;
        if (request.type) where.type = request.type;
        if (request.search) {
          where.OR = [
            { name: { contains: request.search, mode: 'insensitive' } },
            { search: { contains: request.search, mode: 'insensitive' } },
          ];
        }
        if (request.excludeOwnTemplates && context.userId) where.ownerId = { not: context.userId };
        const rows = await prisma.template.findMany({
          where,
          orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
          take: 200,
        });
        return { templates: rows.map(templateMessage) };
      },
    },
    async stop() {
      await prisma.$disconnect();
    },
  };
}
