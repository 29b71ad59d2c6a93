import { requireAdmin, requireId } from '../access';
import type { RpcFactory } from '../dependencies';
import { templateMessage } from '../mapping';
import { publishProject } from '../publication';
import { ownTemplate } from '../templates';

/**
 * POST /templates/{t}/project/{p}/publish (admin): snapshots the attached project's current
 * version into the template and puts the template in the marketplace (`publication.ts`).
 */
export const publishTemplate: RpcFactory<'publishTemplate'> = (dependencies) => async (request, context) => {
  const adminId = requireAdmin(context);
  const row = await ownTemplate(dependencies, request.templateId, adminId);
  const projectId = requireId(request.projectId, 'project_id');
  const updated = await publishProject(dependencies, row, projectId, adminId);
  return { template: templateMessage(updated, false) };
};
