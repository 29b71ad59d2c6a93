import { isServiceError, ServiceError } from '@atelier/platform';
import { isUuid } from './access';
import type { TemplateServiceDependencies } from './dependencies';

const versionNotFound = () => new ServiceError('NOT_FOUND', 'Project version not found.');

/**
 * Checks, through the project service and as the user, that a version belongs to the project
 * made for their user template: a user template points at versions of its own project only.
 */
export async function requireVersionOfProject(
  { peers }: TemplateServiceDependencies,
  userId: string,
  projectId: string | null,
  versionId: string,
): Promise<void> {
  if (!isUuid(versionId)) throw new ServiceError('INVALID_ARGUMENT', 'project_version_id must be a UUID.');
  if (!projectId) throw versionNotFound();
  try {
    const answer = await peers.asUser(userId, (projects) => projects.checkReadableTarget({ id: versionId }));
    if (answer.projectId !== projectId || answer.projectVersionId !== versionId) throw versionNotFound();
  } catch (error) {
    if (isServiceError(error) && error.code === 'NOT_FOUND') throw versionNotFound();
    throw error;
  }
}
