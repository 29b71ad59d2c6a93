import { ServiceError } from '@atelier/platform';
import { callerOf } from '../access';
import type { RpcFactory } from '../dependencies';
import { loadVersionRow, ownVersion, versionMessages, cleanVersionLabel } from '../versions';

// The spec's text (section 8) for an update of a version that is not in the history.
const notInHistory = () => new ServiceError('NOT_FOUND', 'Project version not found when updating it.');

/**
 * PATCH /project/version/{id}: sets or clears a version's milestone flag and label. The saved
 * graph and presets never change. The answer replaces the entry in the history.
 */
export const updateProjectVersion: RpcFactory<'updateProjectVersion'> =
  (dependencies) => async (request, context) => {
    const userId = callerOf(context);
    const { version, project } = await ownVersion(
      dependencies,
      request.projectVersionId,
      userId,
      notInHistory,
    );
    const label = request.name === undefined ? undefined : cleanVersionLabel(request.name);
    await dependencies.prisma.projectVersion.update({
      where: { id: version.id },
      data: { label, milestone: request.milestone },
    });
    if (request.milestone !== undefined && project.currentProjectVersionId === version.id) {
      await dependencies.prisma.project.update({
        where: { id: project.id },
        data: { milestone: request.milestone },
      });
    }
    const updated = await loadVersionRow(dependencies, version.id);
    if (!updated) throw notInHistory();
    const [message] = await versionMessages(dependencies, [updated]);
    return { version: message };
  };
