import { randomUUID } from 'node:crypto';
import { ServiceError } from '@atelier/platform';
import { project } from '@atelier/proto';
import type { TemplateServiceDependencies } from './dependencies';
import type { Template } from './generated/prisma/client';
import { storedVersions, type StoredVersion } from './mapping';

/**
 * Snapshots an attached project's current version into the template and puts the template in
 * the marketplace. The snapshot is a public project of the template's owner, made by the
 * project service: the template viewer opens it read-only for anyone, and acquisitions copy it.
 * Publishing the project again replaces its snapshot; templates acquired before keep the
 * version they got. `readerId` must be able to read the project (the admin publishing it).
 */
export async function publishProject(
  dependencies: TemplateServiceDependencies,
  row: Template,
  projectId: string,
  readerId: string,
): Promise<Template> {
  if (!row.projectIds.includes(projectId))
    throw new ServiceError('FAILED_PRECONDITION', 'Attach the project to the template before publishing it.');
  if (row.state === 'deleted')
    throw new ServiceError('FAILED_PRECONDITION', 'The template is deleted. Restore it before publishing.');

  const copy = await dependencies.peers.asTemplateService((projects) =>
    projects.copyProjectForTemplate({
      sourceProjectId: projectId,
      sourceProjectVersionId: '',
      readerUserId: readerId,
      ownerUserId: row.ownerId,
      projectId: randomUUID(),
      name: row.name,
      visibility: project.Visibility.PUBLIC,
      templateProjectVersionId: '',
    }),
  );
  const snapshot = copy.project;
  if (!snapshot?.currentProjectVersionId)
    throw new ServiceError('INTERNAL', 'The snapshot of the project has no version.');
  const published: StoredVersion = {
    project_id: snapshot.id,
    project_version_id: snapshot.currentProjectVersionId,
    source_project_id: projectId,
    has_preview: Boolean(snapshot.preview?.blobKey),
  };
  const now = dependencies.clock();
  const replaced = await dependencies.sql.transaction(async (transaction) => {
    const locked = await transaction.query<{ versions: unknown; projectIds: string[] }>(
      `SELECT versions, project_ids AS "projectIds" FROM "template"."templates" WHERE id = $1 FOR UPDATE`,
      [row.id],
    );
    const current = locked.rows[0];
    if (!current) throw new ServiceError('NOT_FOUND', 'Template not found.');
    // One snapshot per attached project, in the order the projects were attached.
    const order = (version: StoredVersion) => current.projectIds.indexOf(version.source_project_id);
    const before = storedVersions(current.versions).filter(
      (version) => version.source_project_id === projectId,
    );
    const versions = [
      ...storedVersions(current.versions).filter((version) => version.source_project_id !== projectId),
      published,
    ].sort((first, second) => order(first) - order(second));
    await transaction.query(
      `UPDATE "template"."templates"
          SET versions = $2::jsonb, project_version_ids = $3::uuid[], state = 'published',
              published_at = coalesce(published_at, $4), updated_at = $4
        WHERE id = $1`,
      [row.id, JSON.stringify(versions), versions.map((version) => version.project_version_id), now],
    );
    return before.map((version) => version.project_id);
  });
  // The snapshot it replaces leaves the gallery; projects acquired from it keep their copies.
  await setSnapshotVisibility(dependencies, row.ownerId, replaced, project.Visibility.PRIVATE);
  return dependencies.prisma.template.findUniqueOrThrow({ where: { id: row.id } });
}

/**
 * Shows or hides a template's public snapshots in the gallery (as their owner, through the
 * project service): hidden when they are replaced, detached or the template is deleted, shown
 * again when it is published again. The template's own change is made already; a snapshot the
 * project service cannot change now is logged, not failed on.
 */
export async function setSnapshotVisibility(
  dependencies: TemplateServiceDependencies,
  ownerId: string,
  snapshotIds: string[],
  visibility: project.Visibility,
): Promise<void> {
  for (const snapshotId of snapshotIds) {
    try {
      await dependencies.peers.asUser(ownerId, (projects) =>
        projects.updateProject({ projectId: snapshotId, visibility, tags: [], replaceTags: false }),
      );
    } catch (error) {
      dependencies.logger.warn(
        { err: error, projectId: snapshotId },
        'a template snapshot kept its visibility',
      );
    }
  }
}
