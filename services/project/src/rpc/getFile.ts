import { ServiceError } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { readableFile } from '../files';
import { fileMessage } from '../mapping';

/** GET /file/{id}: a file the caller may read, and where its bytes are. */
export const getFile: RpcFactory<'getFile'> = (dependencies) => async (request, context) => {
  const file = await readableFile(dependencies, request.fileId, context.userId);
  if (request.backgroundRemoval)
    throw new ServiceError('UNIMPLEMENTED', 'Background removal is not available yet.');
  const message = fileMessage(file);
  return { file: message, content: message.content };
};
