import { checkUploadKey, ServiceError } from '@atelier/platform';
import { callerOf, ownProject, versionNotFound } from '../access';
import { releaseBlobs } from '../blobs';
import type { RpcFactory } from '../dependencies';
import { nodePreviewMessage } from '../mapping';
import { loadVersionRow } from '../versions';

/**
 * POST /project/{id}/node-previews: preview images of nodes of the current version (or the
 * version named), one per node; a node's new preview replaces its old one.
 */
export const saveNodePreviews: RpcFactory<'saveNodePreviews'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const project = await ownProject(dependencies, request.projectId, userId);
    const versionId = request.projectVersionId ?? project.currentProjectVersionId;
    const version = versionId ? await loadVersionRow(dependencies, versionId) : undefined;
    if (!version || version.projectId !== project.id) throw versionNotFound();
    // The last preview sent for a node wins.
    const byNode = new Map<string, string>();
    for (const preview of request.previews) {
      if (preview.nodeId === '' || preview.nodeId.length > 200)
        throw new ServiceError('INVALID_ARGUMENT', 'A node id has 1 to 200 characters.');
      byNode.set(preview.nodeId, checkUploadKey(preview.image?.blobKey, 'node-previews'));
    }
    if (byNode.size === 0) throw new ServiceError('INVALID_ARGUMENT', 'Send at least one node preview.');

    const replaced = await dependencies.sql.transaction(async (transaction) => {
      const previous = await transaction.query<{ blobKey: string }>(
        `SELECT blob_key AS "blobKey" FROM "project"."node_previews"
        WHERE project_version_id = $1 AND node_id = ANY($2::text[]) FOR UPDATE`,
        [version.id, [...byNode.keys()]],
      );
      for (const [nodeId, blobKey] of byNode) {
        await transaction.query(
          `INSERT INTO "project"."node_previews" (project_version_id, node_id, blob_key) VALUES ($1, $2, $3)
         ON CONFLICT (project_version_id, node_id) DO UPDATE SET blob_key = EXCLUDED.blob_key, created_at = now()`,
          [version.id, nodeId, blobKey],
        );
      }
      return previous.rows.map((row) => row.blobKey);
    });
    await releaseBlobs(dependencies, replaced);
    return {
      previews: [...byNode].map(([nodeId, blobKey]) => nodePreviewMessage({ nodeId, blobKey })),
      projectVersionId: version.id,
    };
  };
