import { requireAdmin, requireId } from '../access';
import type { RpcFactory } from '../dependencies';
import { templateMessage } from '../mapping';
import { requireOwnProject } from '../projects';
import { ownTemplate } from '../templates';

/** POST /templates/{t}/project/{p} (admin): attaches one of the admin's projects; again is no change. */
export const addTemplateProject: RpcFactory<'addTemplateProject'> =
  (dependencies) => async (request, context) => {
    const adminId = requireAdmin(context);
    const row = await ownTemplate(dependencies, request.templateId, adminId);
    const projectId = requireId(request.projectId, 'project_id');
    await requireOwnProject(dependencies, adminId, projectId);
    // Appended in one statement, so two attachments at once both stay.
    await dependencies.sql.query(
      `UPDATE "template"."templates"
        SET project_ids = array_append(project_ids, $2::uuid), updated_at = now()
      WHERE id = $1 AND NOT ($2::uuid = ANY(project_ids))`,
      [row.id, projectId],
    );
    const updated = await dependencies.prisma.template.findUniqueOrThrow({ where: { id: row.id } });
    return { template: templateMessage(updated, false) };
  };
