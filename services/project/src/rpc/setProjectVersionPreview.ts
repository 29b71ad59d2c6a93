import { callerOf } from '../access';
import { releaseBlobs } from '../blobs';
import type { RpcFactory } from '../dependencies';
import { checkUploadKey } from '@atelier/platform';
import { loadVersionRow, ownVersion, versionMessages } from '../versions';

/**
 * PUT /project/version/{id}/preview: the version's preview image (a PNG the gateway checked).
 * A preview is rendered after the save, so it is the one part of a version that is set later;
 * the previous preview's blob goes once nothing else refers to it.
 */
export const setProjectVersionPreview: RpcFactory<'setProjectVersionPreview'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const key = checkUploadKey(request.preview?.blobKey, 'previews');
    const { version } = await ownVersion(dependencies, request.projectVersionId, userId);
    await dependencies.prisma.projectVersion.update({
      where: { id: version.id },
      data: { previewBlobKey: key },
    });
    await releaseBlobs(dependencies, [version.previewBlobKey]);
    const updated = await loadVersionRow(dependencies, version.id);
    const [message] = await versionMessages(dependencies, [updated!]);
    return { version: message };
  };
