import { canRead, fileNotFound, isUuid } from './access';
import type { ProjectServiceDependencies } from './dependencies';
import type { File } from './generated/prisma/client';

/**
 * A file the caller may read: their own; one of a project they may read (a shared or public
 * project's images must load for whoever opens it); or one uploaded for a template, whose
 * media is shown to everyone browsing the marketplace.
 */
export async function readableFile(
  dependencies: ProjectServiceDependencies,
  fileId: string,
  userId: string | undefined,
): Promise<File> {
  if (!isUuid(fileId)) throw fileNotFound();
  const file = await dependencies.prisma.file.findUnique({
    where: { id: fileId },
    include: { project: true },
  });
  if (!file) throw fileNotFound();
  if (userId !== undefined && file.ownerId === userId) return file;
  if (file.project && canRead(file.project, userId)) return file;
  if (file.templateId !== null && file.projectId === null) return file;
  throw fileNotFound();
}

/** A file of the caller's own. */
export async function ownFile(
  dependencies: ProjectServiceDependencies,
  fileId: string,
  userId: string,
): Promise<File> {
  if (!isUuid(fileId)) throw fileNotFound();
  const file = await dependencies.prisma.file.findUnique({ where: { id: fileId } });
  if (!file || file.ownerId !== userId) throw fileNotFound();
  return file;
}
