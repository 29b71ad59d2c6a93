import { ServiceError } from '@atelier/platform';
import { assertNotDuplicating, isUuid, ownProject, callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import type { Prisma } from '../generated/prisma/client';
import { categories, editions, projectStates, visibilities, wordOf } from '../mapping';
import { cleanProjectName, cleanTags, loadProjectMessage } from '../projects';

/**
 * POST /project/{id} {state} or other fields: the owner changes state (active, draft, deleted
 * to Recently Deleted and back), name, visibility, category, edition, tags or the current
 * version. Every change counts as a modification.
 */
export const updateProject: RpcFactory<'updateProject'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  const project = await ownProject(dependencies, request.projectId, userId);
  assertNotDuplicating(project);
  const now = dependencies.clock();
  const data: Prisma.ProjectUncheckedUpdateInput = { modifiedAt: now };

  if (request.state !== undefined) {
    const state = wordOf(projectStates, request.state);
    if (state !== 'active' && state !== 'draft' && state !== 'deleted')
      throw new ServiceError('INVALID_ARGUMENT', 'A project can be made active, a draft or deleted.');
    data.state = state;
    // Restoring keeps the folder the project was in, if that folder still exists.
    if (state === 'deleted' && project.state !== 'deleted') data.deletedAt = now;
    if (state !== 'deleted') data.deletedAt = null;
  }
  if (request.name !== undefined) data.name = cleanProjectName(request.name);
  if (request.visibility !== undefined) {
    const visibility = wordOf(visibilities, request.visibility);
    if (!visibility) throw new ServiceError('INVALID_ARGUMENT', 'Visibility is public, shared or private.');
    data.visibility = visibility;
  }
  if (request.category !== undefined) data.category = wordOf(categories, request.category) ?? null;
  if (request.environment !== undefined) {
    const environment = wordOf(editions, request.environment);
    if (!environment) throw new ServiceError('INVALID_ARGUMENT', 'The edition is composer, pro or studio.');
    data.environment = environment;
  }
  if (request.replaceTags) data.tags = cleanTags(request.tags);
  if (request.currentProjectVersionId !== undefined) {
    const versionId = request.currentProjectVersionId;
    const version = isUuid(versionId)
      ? await dependencies.prisma.projectVersion.findUnique({
          where: { id: versionId },
          select: { projectId: true, milestone: true },
        })
      : null;
    if (!version || version.projectId !== project.id)
      throw new ServiceError('NOT_FOUND', 'Project version not found when updating it.');
    data.currentProjectVersionId = versionId;
    data.milestone = version.milestone;
  }

  await dependencies.prisma.project.update({ where: { id: project.id }, data });
  return { project: await loadProjectMessage(dependencies.sql, project.id) };
};
