import { ServiceError } from '@atelier/platform';
import { requireAdmin } from '../access';
import type { RpcFactory } from '../dependencies';
import { storedVersions, templateMessage } from '../mapping';
import { ownTemplate, templateColumns, templateStateNames } from '../templates';

/**
 * PUT /templates/{id} (admin, own templates): the fields given change. State "deleted" takes
 * the template out of the marketplace (acquired copies stay their owners'); "published" puts
 * it back, which needs a published design.
 */
export const updateTemplate: RpcFactory<'updateTemplate'> = (dependencies) => async (request, context) => {
  const adminId = requireAdmin(context);
  const row = await ownTemplate(dependencies, request.templateId, adminId);
  const columns = templateColumns({
    name: request.name,
    description: request.description,
    category: request.category,
    type: request.type,
    search: request.search,
    priceTier: request.priceTier,
    licenseType: request.licenseType,
    requiresComposerSubscription: request.requiresComposerSubscription,
    presets: request.presets,
  });
  if (request.state !== undefined) {
    const state = templateStateNames[request.state];
    if (!state) throw new ServiceError('INVALID_ARGUMENT', 'state must be draft, published or deleted.');
    if (state === 'published' && storedVersions(row.versions).length === 0)
      throw new ServiceError(
        'FAILED_PRECONDITION',
        'Publish a project of the template before publishing it.',
      );
    columns.state = state;
    if (state === 'published' && !row.publishedAt) columns.publishedAt = dependencies.clock();
  }
  const updated = await dependencies.prisma.template.update({ where: { id: row.id }, data: columns });
  return { template: templateMessage(updated, false) };
};
