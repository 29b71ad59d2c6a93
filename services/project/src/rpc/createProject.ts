import { isServiceError, ServiceError } from '@atelier/platform';
import { callerOf, ownFolder } from '../access';
import type { RpcFactory } from '../dependencies';
import { editions, projectStates, versionColumns, versionMessage, wordOf, type VersionRow } from '../mapping';
import { emptyNodegraph } from '../nodegraph';
import { cleanProjectName, loadProjectMessage } from '../projects';
import { readableVersion } from '../versions';

const templateVersionNotFound = () =>
  new ServiceError('NOT_FOUND', 'Template project version not found.', {
    reason: 'template_project_version_not_found',
  });

/**
 * POST /project/version/create/new?environment&state: a new project (active or draft) of an
 * edition, pro unless said, with an empty first version as its current one.
 */
export const createProject: RpcFactory<'createProject'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  const environment = wordOf(editions, request.environment) ?? 'pro';
  const state = wordOf(projectStates, request.state) ?? 'active';
  if (state !== 'active' && state !== 'draft')
    throw new ServiceError('INVALID_ARGUMENT', 'A new project is either active or a draft.');
  const name = cleanProjectName(request.name);
  if (request.folderId !== undefined) {
    const folder = await ownFolder(dependencies, request.folderId, userId);
    if (folder.state !== 'active')
      throw new ServiceError('FAILED_PRECONDITION', 'The folder has been deleted.');
  }
  // The version a project is started from must be one the caller may read (of their own
  // project, or the current version of a shared or public one); a version of a template will
  // count too once the template service can say who may use one. Anything else, existing or
  // not, answers the same, so ids reveal nothing.
  if (request.templateProjectVersionId !== undefined) {
    try {
      await readableVersion(dependencies, request.templateProjectVersionId, userId);
    } catch (error) {
      if (isServiceError(error) && error.code === 'NOT_FOUND') throw templateVersionNotFound();
      throw error;
    }
  }
  const now = dependencies.clock();

  const { projectId, version } = await dependencies.sql.transaction(async (transaction) => {
    const inserted = await transaction.query<{ id: string }>(
      `INSERT INTO "project"."projects"
         (owner_id, name, state, environment, folder_id, template_project_version_id, created_at, modified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
      [
        userId,
        name,
        state,
        environment,
        request.folderId ?? null,
        request.templateProjectVersionId ?? null,
        now,
      ],
    );
    const id = inserted.rows[0]!.id;
    const versions = await transaction.query<VersionRow>(
      `INSERT INTO "project"."project_versions" AS v (project_id, number, nodegraph, created_by, created_at)
       VALUES ($1, 1, $2, $3, $4)
       RETURNING ${versionColumns}`,
      [id, emptyNodegraph, userId, now],
    );
    const row = versions.rows[0]!;
    await transaction.query(`UPDATE "project"."projects" SET current_project_version_id = $2 WHERE id = $1`, [
      id,
      row.id,
    ]);
    return { projectId: id, version: row };
  });
  return { project: await loadProjectMessage(dependencies.sql, projectId), version: versionMessage(version) };
};
