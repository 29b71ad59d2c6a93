import { callerOf } from '../access';
import { releaseBlobs } from '../blobs';
import type { RpcFactory } from '../dependencies';
import { ownFile } from '../files';

/** DELETE /file/{id}: the owner removes a file; its blob goes once no copy refers to it. */
export const deleteFile: RpcFactory<'deleteFile'> = (dependencies) => async (request, context) => {
  const file = await ownFile(dependencies, request.fileId, callerOf(context));
  await dependencies.prisma.file.delete({ where: { id: file.id } });
  await releaseBlobs(dependencies, [file.blobKey]);
  return {};
};
