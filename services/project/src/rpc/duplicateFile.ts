import { callerOf, ownProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { readableFile } from '../files';
import { fileMessage } from '../mapping';

/**
 * POST /file/{id}/duplicate {project_id}: a copy of a readable file for one of the caller's
 * projects. The copy shares the original's immutable blob.
 */
export const duplicateFile: RpcFactory<'duplicateFile'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  const file = await readableFile(dependencies, request.fileId, userId);
  const project = await ownProject(dependencies, request.projectId, userId);
  const copy = await dependencies.prisma.file.create({
    data: {
      ownerId: userId,
      projectId: project.id,
      templateId: null,
      blobKey: file.blobKey,
      name: file.name,
      contentType: file.contentType,
      size: file.size,
      width: file.width,
      height: file.height,
    },
  });
  return { file: fileMessage(copy) };
};
