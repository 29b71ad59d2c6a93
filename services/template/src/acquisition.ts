import { ServiceError } from '@atelier/platform';
import { project } from '@atelier/proto';
import type { TemplateServiceDependencies } from './dependencies';
import type { Template, UserTemplate } from './generated/prisma/client';
import { storedVersions } from './mapping';

export interface Acquisition {
  userId: string;
  template: Template;
  /** The paid order it fulfils; unset for a free acquisition. */
  orderId?: string;
}

/**
 * Gives a user their own copy of a template: a user template and a project of theirs holding
 * the template's first published version, re-encrypted for them by the project service.
 *
 * The row is claimed first, under the unique (user, template) pair, with the id of the project
 * to make already chosen; the copy is then asked for with that id, which the project service
 * makes at most once. So two acquisitions at once, a retry after a failure or a payment
 * delivered twice all end with one user template and one project: whoever comes second finds
 * the claimed row and asks for the same copy, which answers the one already made.
 */
export async function acquireTemplate(
  dependencies: TemplateServiceDependencies,
  acquisition: Acquisition,
): Promise<UserTemplate> {
  const { sql, prisma, peers } = dependencies;
  const { userId, template } = acquisition;
  const version = storedVersions(template.versions)[0];
  if (!version) throw new ServiceError('FAILED_PRECONDITION', 'This template has no published design yet.');

  const claimed = await sql.query<{ id: string }>(
    `INSERT INTO "template"."user_templates" (user_id, template_id, project_id, order_id)
     VALUES ($1, $2, gen_random_uuid(), $3)
     ON CONFLICT (user_id, template_id) DO NOTHING
     RETURNING id`,
    [userId, template.id, acquisition.orderId ?? null],
  );
  let row = claimed.rows[0]
    ? await prisma.userTemplate.findUniqueOrThrow({ where: { id: claimed.rows[0].id } })
    : await prisma.userTemplate.findUniqueOrThrow({
        where: { userId_templateId: { userId, templateId: template.id } },
      });
  // Acquiring again what one deleted from "my templates" brings it back.
  if (row.state !== 'active')
    row = await prisma.userTemplate.update({ where: { id: row.id }, data: { state: 'active' } });
  if (row.projectVersionId && row.projectId) return row;
  if (!row.projectId) {
    await sql.query(
      `UPDATE "template"."user_templates" SET project_id = gen_random_uuid() WHERE id = $1 AND project_id IS NULL`,
      [row.id],
    );
    row = await prisma.userTemplate.findUniqueOrThrow({ where: { id: row.id } });
  }

  const copy = await peers.asTemplateService((projects) =>
    projects.copyProjectForTemplate({
      sourceProjectId: version.project_id,
      sourceProjectVersionId: version.project_version_id,
      readerUserId: '',
      ownerUserId: userId,
      projectId: row.projectId!,
      name: template.name,
      visibility: project.Visibility.PRIVATE,
      templateProjectVersionId: version.project_version_id,
    }),
  );
  const versionId = copy.project?.currentProjectVersionId;
  if (!versionId) throw new ServiceError('INTERNAL', 'The copy of the template has no version.');
  await sql.query(
    `UPDATE "template"."user_templates" SET project_version_id = $2, updated_at = now()
      WHERE id = $1 AND project_version_id IS NULL`,
    [row.id, versionId],
  );
  return prisma.userTemplate.findUniqueOrThrow({ where: { id: row.id } });
}
