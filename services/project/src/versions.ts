import { editingSessionPattern } from '@atelier/contracts';
import { ServiceError } from '@atelier/platform';
import { canRead, isUuid, versionNotFound } from './access';
import type { ProjectServiceDependencies } from './dependencies';
import type { Project } from './generated/prisma/client';
import { versionColumns, versionMessage, type NodePreviewRow, type VersionRow } from './mapping';

/** Versions with their node previews, as the history shows them. */
export async function versionMessages(dependencies: ProjectServiceDependencies, rows: VersionRow[]) {
  if (rows.length === 0) return [];
  const previews = await dependencies.sql.query<NodePreviewRow & { versionId: string }>(
    `SELECT project_version_id AS "versionId", node_id AS "nodeId", blob_key AS "blobKey"
       FROM "project"."node_previews" WHERE project_version_id = ANY($1::uuid[]) ORDER BY node_id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) =>
    versionMessage(
      row,
      previews.rows.filter((preview) => preview.versionId === row.id),
    ),
  );
}

export async function loadVersionRow(dependencies: ProjectServiceDependencies, versionId: string) {
  if (!isUuid(versionId)) return undefined;
  const { rows } = await dependencies.sql.query<VersionRow>(
    `SELECT ${versionColumns} FROM "project"."project_versions" v WHERE v.id = $1`,
    [versionId],
  );
  return rows[0];
}

/**
 * A version the caller may read: any version of their own project; of someone else's shared
 * or public project only the current one, since earlier versions were never made public.
 */
export async function readableVersion(
  dependencies: ProjectServiceDependencies,
  versionId: string,
  userId: string | undefined,
): Promise<{ version: VersionRow; project: Project }> {
  const version = await loadVersionRow(dependencies, versionId);
  if (!version) throw versionNotFound();
  const project = await dependencies.prisma.project.findUnique({ where: { id: version.projectId } });
  if (!project || !canRead(project, userId)) throw versionNotFound();
  if (project.ownerId !== userId && project.currentProjectVersionId !== version.id) throw versionNotFound();
  return { version, project };
}

/** A version of one of the caller's own projects; anything else answers with `notFound`. */
export async function ownVersion(
  dependencies: ProjectServiceDependencies,
  versionId: string,
  userId: string,
  notFound: () => ServiceError = versionNotFound,
): Promise<{ version: VersionRow; project: Project }> {
  const version = await loadVersionRow(dependencies, versionId);
  if (!version) throw notFound();
  const project = await dependencies.prisma.project.findUnique({ where: { id: version.projectId } });
  if (!project || project.ownerId !== userId) throw notFound();
  return { version, project };
}

/** Labels of versions in the history: trimmed, at most 200 characters. */
export function cleanVersionLabel(label: string): string | null {
  const trimmed = label.trim();
  if (trimmed.length > 200)
    throw new ServiceError('INVALID_ARGUMENT', 'A version label has at most 200 characters.');
  return trimmed === '' ? null : trimmed;
}

/**
 * The editor tab a save names: empty when none, else 1 to 64 letters, digits, "-" or "_" (the
 * gateway refuses anything else before it gets here).
 */
export function cleanEditingSession(session: string): string {
  if (session !== '' && !editingSessionPattern.test(session))
    throw new ServiceError(
      'INVALID_ARGUMENT',
      'editing_session must be at most 64 letters, digits, "-" or "_".',
    );
  return session;
}
