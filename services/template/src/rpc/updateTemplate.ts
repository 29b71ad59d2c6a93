import { ServiceError } from '@atelier/platform';
import { requireAdmin } from '../access';
import type { RpcFactory } from '../dependencies';
import { project } from '@atelier/proto';
import { storedVersions, templateMessage } from '../mapping';
import { setSnapshotVisibility } from '../publication';
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
  // A deleted template's designs leave the gallery, and come back when it is published again.
  const snapshots = storedVersions(row.versions).map((version) => version.project_id);
  if (columns.state === 'deleted' && row.state !== 'deleted')
    await setSnapshotVisibility(dependencies, row.ownerId, snapshots, project.Visibility.PRIVATE);
  if (columns.state === 'published' && row.state === 'deleted')
    await setSnapshotVisibility(dependencies, row.ownerId, snapshots, project.Visibility.PUBLIC);
  return { template: templateMessage(updated, false) };
};
