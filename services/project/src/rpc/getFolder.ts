import { callerOf, ownFolder } from '../access';
import type { RpcFactory } from '../dependencies';
import { folderContents, loadFolderMessage } from '../folders';
import { folderMessage, projectMessage } from '../mapping';

/** GET /folder/{id}: one of the caller's folders with its child folders and its projects. */
export const getFolder: RpcFactory<'getFolder'> = (dependencies) => async (request, context) => {
  const folder = await ownFolder(dependencies, request.folderId, callerOf(context));
  const [message, children, projects] = await Promise.all([
    loadFolderMessage(dependencies, folder.id),
    dependencies.prisma.folder.findMany({
      where: { parentId: folder.id, state: 'active' },
      include: folderContents,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    dependencies.prisma.project.findMany({
      where: { folderId: folder.id, state: { not: 'deleted' } },
      include: { currentProjectVersion: { select: { previewBlobKey: true } } },
      orderBy: [{ modifiedAt: 'desc' }, { id: 'asc' }],
    }),
  ]);
  return {
    folder: message,
    childFolders: children.map(folderMessage),
    projects: projects.map((row) =>
      projectMessage({ ...row, previewBlobKey: row.currentProjectVersion?.previewBlobKey ?? null }),
    ),
  };
};
