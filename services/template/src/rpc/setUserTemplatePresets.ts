import type { RpcFactory } from '../dependencies';
import type { Prisma } from '../generated/prisma/client';
import { userTemplateMessage } from '../mapping';
import { ownUserTemplate } from '../user-templates';
import { requireVersionOfProject } from '../versions';

/**
 * PUT /user-template/{id}/project/version/{vid} {presets}: the caller's presets for a version
 * of their template's project; the user template then works from that version.
 */
export const setUserTemplatePresets: RpcFactory<'setUserTemplatePresets'> =
  (dependencies) => async (request, context) => {
    const row = await ownUserTemplate(dependencies, request.userTemplateId, context);
    if (request.projectVersionId !== row.projectVersionId)
      await requireVersionOfProject(dependencies, row.userId, row.projectId, request.projectVersionId);
    const updated = await dependencies.prisma.userTemplate.update({
      where: { id: row.id },
      data: {
        projectVersionId: request.projectVersionId,
        presets: (request.presets ?? {}) as Prisma.InputJsonValue,
      },
    });
    return { userTemplate: userTemplateMessage(updated, row.template) };
  };
