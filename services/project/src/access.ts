import { isUuid, ServiceError } from '@atelier/platform';
import type { ProjectServiceDependencies } from './dependencies';
import type { Folder, Project } from './generated/prisma/client';

export { callerOf, isUuid } from '@atelier/platform';

// Another user's private project answers exactly like a missing one, so guessing ids reveals
// nothing about what exists.
export const projectNotFound = () => new ServiceError('NOT_FOUND', 'Project not found.');
export const folderNotFound = () => new ServiceError('NOT_FOUND', 'Folder not found.');
export const versionNotFound = () => new ServiceError('NOT_FOUND', 'Project version not found.');
export const fileNotFound = () => new ServiceError('NOT_FOUND', 'File not found.');

/**
 * Who may read a project (spec section 6): its owner in any state; anyone else only while it
 * is active and public (listed in the gallery) or shared (anyone with the link may clone it).
 */
export function canRead(
  project: Pick<Project, 'ownerId' | 'visibility' | 'state'>,
  userId?: string,
): boolean {
  if (userId !== undefined && project.ownerId === userId) return true;
  return (project.visibility === 'public' || project.visibility === 'shared') && project.state === 'active';
}

export async function readableProject(
  { prisma }: ProjectServiceDependencies,
  projectId: string,
  userId: string | undefined,
): Promise<Project> {
  if (!isUuid(projectId)) throw projectNotFound();
  const project = await prisma.project.findUnique({ where: { id: projectId } });
  if (!project || !canRead(project, userId)) throw projectNotFound();
  return project;
}

/** Refusals of a project the caller can read but does not own, by what they asked to do. */
export const ownerOnly = {
  change: () =>
    new ServiceError('PERMISSION_DENIED', 'Only the owner can change this project.', {
      reason: 'project_owner_only',
    }),
  // A project's history holds the owner's earlier work, which they did not choose to publish.
  history: () =>
    new ServiceError('PERMISSION_DENIED', "Only the owner can see this project's history.", {
      reason: 'project_history_owner_only',
    }),
};

/**
 * A project the caller may change (or, with `refusal`, do another owner-only thing with):
 * their own. A project they can only read (someone else's public one) is refused as forbidden,
 * one they cannot see at all as not found.
 */
export async function ownProject(
  dependencies: ProjectServiceDependencies,
  projectId: string,
  userId: string,
  refusal: () => ServiceError = ownerOnly.change,
): Promise<Project> {
  const project = await readableProject(dependencies, projectId, userId);
  if (project.ownerId !== userId) throw refusal();
  return project;
}

export async function ownFolder(
  { prisma }: ProjectServiceDependencies,
  folderId: string,
  userId: string,
): Promise<Folder> {
  if (!isUuid(folderId)) throw folderNotFound();
  const folder = await prisma.folder.findUnique({ where: { id: folderId } });
  if (!folder || folder.ownerId !== userId) throw folderNotFound();
  return folder;
}

/** Refuses changes to a project whose copy is still being made. */
export function assertNotDuplicating(project: Pick<Project, 'state'>): void {
  if (project.state === 'duplicating')
    throw new ServiceError(
      'FAILED_PRECONDITION',
      'The project is still being duplicated. Try again in a moment.',
    );
}
