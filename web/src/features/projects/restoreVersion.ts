import type { ProjectVersionJson } from '@atelier/contracts';
import type { AppDispatch } from '../../app/store';
import { createGatewayProjectStorage, newEditingSession } from '../editor/saving/gatewayProjectStorage';

/**
 * Makes an older version the current one again: its graph is saved as a new version (history is
 * append-only, so nothing after it is lost) and its preview goes with it, so the history shows
 * the restored state's picture. The save names an editing session of its own, so the restore is
 * an entry of its own in the history rather than part of the edits around it.
 * Resolves with the new version's id.
 */
export async function restoreVersion(
  dispatch: AppDispatch,
  userId: () => string | null,
  version: Pick<ProjectVersionJson, 'id' | 'project_id'> & {
    /** The restored state's picture (the version's preview, or one rendered from its graph). */
    preview?: () => Promise<Blob | undefined>;
  },
): Promise<string> {
  const storage = createGatewayProjectStorage(dispatch, userId, newEditingSession());
  const opened = await storage.openVersion(version.id);
  if (opened.nodegraph === null) throw new Error(`version ${version.id} has no graph to restore`);
  const saved = await storage.saveVersion(opened.projectId || version.project_id, opened.nodegraph);
  if (version.preview) {
    try {
      const png = await version.preview();
      if (png) await storage.uploadProjectPreview(saved.versionId, { fileName: 'preview.png', png });
    } catch (error) {
      // The graph is restored; a missing picture only shows as the placeholder.
      console.error('Copying the preview of the restored version failed', error);
    }
  }
  return saved.versionId;
}
