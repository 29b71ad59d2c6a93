import { ServiceError } from '@atelier/platform';
import type { RpcFactory } from '../dependencies';
import { nodePreviewMessage, previewFile } from '../mapping';
import { readableVersion } from '../versions';

const noPreview = () => new ServiceError('NOT_FOUND', 'This version has no preview.');

/** Where a version's preview, or one node's preview, is; for versions the caller may read. */
export const getProjectVersionPreview: RpcFactory<'getProjectVersionPreview'> =
  (dependencies) => async (request, context) => {
    const { version } = await readableVersion(dependencies, request.projectVersionId, context.userId);
    if (request.nodeId === undefined) {
      const image = previewFile(version.previewBlobKey);
      if (!image) throw noPreview();
      return { image };
    }
    const row = await dependencies.prisma.nodePreview.findUnique({
      where: { projectVersionId_nodeId: { projectVersionId: version.id, nodeId: request.nodeId } },
    });
    if (!row) throw noPreview();
    return { image: nodePreviewMessage({ nodeId: row.nodeId, blobKey: row.blobKey }).image };
  };
