import { isServiceError, ServiceError } from '@atelier/platform';
import { isUuid } from './access';
import type { TemplateServiceDependencies } from './dependencies';

const projectNotFound = () => new ServiceError('NOT_FOUND', 'Project not found.');

/**
 * Checks, through the project service and as the admin, that a project is theirs: only one's
 * own projects are attached to a template. Someone else's answers like a missing one.
 */
export async function requireOwnProject(
  { peers }: TemplateServiceDependencies,
  adminId: string,
  projectId: string,
): Promise<void> {
  if (!isUuid(projectId)) throw new ServiceError('INVALID_ARGUMENT', 'project_id must be a UUID.');
  try {
    const answer = await peers.asUser(adminId, (projects) => projects.getProject({ projectId }));
    if (answer.project?.ownerUserId !== adminId) throw projectNotFound();
  } catch (error) {
    if (isServiceError(error) && error.code === 'NOT_FOUND') throw projectNotFound();
    throw error;
  }
}
