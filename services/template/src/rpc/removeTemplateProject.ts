import { requireAdmin, requireId } from '../access';
import type { RpcFactory } from '../dependencies';
import { project } from '@atelier/proto';
import { storedVersions, templateMessage } from '../mapping';
import { setSnapshotVisibility } from '../publication';
import { ownTemplate } from '../templates';

/**
 * DELETE /templates/{t}/project/{p} (admin): detaches a project and withdraws what was published
 * from it. A published template left with nothing published goes back to draft. Acquired copies
 * stay their owners'.
 */
export const removeTemplateProject: RpcFactory<'removeTemplateProject'> =
  (dependencies) => async (request, context) => {
    const adminId = requireAdmin(context);
    const row = await ownTemplate(dependencies, request.templateId, adminId);
    const projectId = requireId(request.projectId, 'project_id');
    await dependencies.sql.transaction(async (transaction) => {
      await transaction.query(`SELECT id FROM "template"."templates" WHERE id = $1 FOR UPDATE`, [row.id]);
      await transaction.query(
        `UPDATE "template"."templates" t
            SET project_ids = array_remove(t.project_ids, $2::uuid),
                versions = coalesce((SELECT jsonb_agg(v) FROM jsonb_array_elements(t.versions) v
                                      WHERE v->>'source_project_id' <> $2::text), '[]'::jsonb),
                updated_at = now()
          WHERE t.id = $1`,
        [row.id, projectId],
      );
      await transaction.query(
        `UPDATE "template"."templates" SET state = 'draft'
          WHERE id = $1 AND state = 'published' AND jsonb_array_length(versions) = 0`,
        [row.id],
      );
    });
    const withdrawn = storedVersions(row.versions)
      .filter((version) => version.source_project_id === projectId)
      .map((version) => version.project_id);
    await setSnapshotVisibility(dependencies, row.ownerId, withdrawn, project.Visibility.PRIVATE);
    const updated = await dependencies.prisma.template.findUniqueOrThrow({ where: { id: row.id } });
    return { template: templateMessage(updated, false) };
  };
