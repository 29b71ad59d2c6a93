import { canRead, fileNotFound, isUuid } from './access';
import type { ProjectServiceDependencies } from './dependencies';
import type { File } from './generated/prisma/client';

/**
 * A file the caller may read: their own, or one of a project they may read (a shared or public
 * project's images must load for whoever opens it). A file recorded for a template is read only
 * by its uploader: whether a template is published is the template service's to say, and it
 * cannot yet, so such a file stays private rather than public to anyone with its id.
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
