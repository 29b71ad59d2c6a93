import { ServiceError } from '@atelier/platform';
import { callerOf, isUuid, ownProject } from '../access';
import type { RpcFactory } from '../dependencies';
import { fileMessage } from '../mapping';
import { checkUploadKey } from '../versions';

/**
 * POST /file/create: records a file the gateway stored and checked (extension, content, size,
 * pixels), for one of the caller's projects or for a template.
 */
export const createFile: RpcFactory<'createFile'> = (dependencies) => async (request, context) => {
  const userId = callerOf(context);
  if ((request.projectId === undefined) === (request.templateId === undefined))
    throw new ServiceError('INVALID_ARGUMENT', 'A file belongs to either a project or a template.');
  const content = request.content;
  const blobKey = checkUploadKey(content?.blobKey, 'files');
  if (request.projectId !== undefined) await ownProject(dependencies, request.projectId, userId);
  if (request.templateId !== undefined && !isUuid(request.templateId))
    throw new ServiceError('NOT_FOUND', 'Template not found.');
  const name = (content?.name ?? '').trim().slice(0, 255) || 'file';
  const row = await dependencies.prisma.file.create({
    data: {
      ownerId: userId,
      projectId: request.projectId ?? null,
      templateId: request.templateId ?? null,
      blobKey,
      name,
      contentType: content?.contentType || 'application/octet-stream',
      size: Number(content?.sizeBytes ?? 0),
      width: request.width ?? null,
      height: request.height ?? null,
    },
  });
  return { file: fileMessage(row) };
};
