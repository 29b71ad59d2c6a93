import type { Prisma } from '../generated/prisma/client';
import { requireAdmin } from '../access';
import type { RpcFactory } from '../dependencies';
import { templateMessage } from '../mapping';
import { requireOwnProject } from '../projects';
import { templateColumns } from '../templates';

/** POST /templates (admin): a draft template, with the admin's own projects attached. */
export const createTemplate: RpcFactory<'createTemplate'> = (dependencies) => async (request, context) => {
  const adminId = requireAdmin(context);
  const columns = templateColumns({
    name: request.name,
    description: request.description,
    category: request.category || undefined,
    type: request.type,
    search: request.search,
    priceTier: request.priceTier || undefined,
    licenseType: request.licenseType || undefined,
    requiresComposerSubscription: request.requiresComposerSubscription,
    presets: request.presets,
  });
  const projectIds = [...new Set(request.projectIds)];
  for (const projectId of projectIds) await requireOwnProject(dependencies, adminId, projectId);
  const row = await dependencies.prisma.template.create({
    data: { ...(columns as Prisma.TemplateCreateInput), ownerId: adminId, projectIds },
  });
  return { template: templateMessage(row, false) };
};
