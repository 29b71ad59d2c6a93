import { templateServiceRole } from '@atelier/contracts';
import { isUuid, ServiceError } from '@atelier/platform';
import { project as proto } from '@atelier/proto';
import { canRead, projectNotFound, versionNotFound } from '../access';
import type { RpcFactory } from '../dependencies';
import { duplicateProject } from '../duplication';
import { loadProjectMessage } from '../projects';

const visibilityNames = {
  [proto.Visibility.PUBLIC]: 'public',
  [proto.Visibility.SHARED]: 'shared',
} as Partial<Record<proto.Visibility, 'public' | 'shared'>>;

const invalid = (field: string) => new ServiceError('INVALID_ARGUMENT', `${field} must be a UUID.`);

/** Postgres's unique_violation: another call made the copy with this id first. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Internal, for the template service alone: copies one version of a project into a new project
 * of the given owner, re-encrypted for them (the clone path of `duplication.ts`), with the id
 * the caller chose. Asked again with the same id it answers the copy made the first time, so
 * a retried acquisition or a payment delivered twice makes one project. The source must be
 * readable by `reader_user_id` when one is given (the admin who publishes it), and must not be
 * in Recently Deleted.
 */
export const copyProjectForTemplate: RpcFactory<'copyProjectForTemplate'> =
  (dependencies) => async (request, context) => {
    if (context.role !== templateServiceRole)
      throw new ServiceError(
        'PERMISSION_DENIED',
        'Only the template service may copy projects for templates.',
      );
    if (!isUuid(request.sourceProjectId)) throw invalid('source_project_id');
    if (!isUuid(request.ownerUserId)) throw invalid('owner_user_id');
    if (!isUuid(request.projectId)) throw invalid('project_id');
    if (request.sourceProjectVersionId && !isUuid(request.sourceProjectVersionId))
      throw invalid('source_project_version_id');
    if (request.readerUserId && !isUuid(request.readerUserId)) throw invalid('reader_user_id');
    if (request.templateProjectVersionId && !isUuid(request.templateProjectVersionId))
      throw invalid('template_project_version_id');

    const existing = async () => {
      const made = await dependencies.prisma.project.findUnique({ where: { id: request.projectId } });
      if (!made) return undefined;
      if (made.ownerId !== request.ownerUserId)
        throw new ServiceError('ALREADY_EXISTS', 'A project with this id belongs to someone else.');
      return { project: await loadProjectMessage(dependencies.sql, made.id) };
    };
    const madeBefore = await existing();
    if (madeBefore) return madeBefore;

    const source = await dependencies.prisma.project.findUnique({ where: { id: request.sourceProjectId } });
    if (!source) throw projectNotFound();
    const reader = request.readerUserId || undefined;
    if (reader !== undefined && !canRead(source, reader)) throw projectNotFound();
    if (source.state !== 'active' && source.state !== 'draft')
      throw new ServiceError('FAILED_PRECONDITION', 'The project to copy is not available.');

    let fromVersionNumber: number | undefined;
    if (request.sourceProjectVersionId) {
      const version = await dependencies.prisma.projectVersion.findUnique({
        where: { id: request.sourceProjectVersionId },
        select: { projectId: true, number: true },
      });
      if (!version || version.projectId !== source.id) throw versionNotFound();
      // Someone else reads only the current version of a public or shared project.
      if (
        reader !== undefined &&
        reader !== source.ownerId &&
        source.currentProjectVersionId !== request.sourceProjectVersionId
      )
        throw versionNotFound();
      fromVersionNumber = version.number;
    }

    try {
      const copyId = await duplicateProject(dependencies, {
        source,
        callerId: request.ownerUserId,
        fromVersionNumber,
        mode: 'latest',
        name: request.name,
        copyId: request.projectId,
        visibility: visibilityNames[request.visibility] ?? 'private',
        templateProjectVersionId: request.templateProjectVersionId || undefined,
      });
      return { project: await loadProjectMessage(dependencies.sql, copyId) };
    } catch (error) {
      if (isUniqueViolation(error)) {
        const madeMeanwhile = await existing();
        if (madeMeanwhile) return madeMeanwhile;
      }
      throw error;
    }
  };
