import { ServiceError } from '@atelier/platform';
import { template as proto } from '@atelier/proto';
import type { RpcFactory } from '../dependencies';
import type { Prisma } from '../generated/prisma/client';
import { userTemplateMessage } from '../mapping';
import { ownUserTemplate } from '../user-templates';
import { requireVersionOfProject } from '../versions';

const stateNames: Partial<Record<proto.UserTemplateState, 'active' | 'deleted'>> = {
  [proto.UserTemplateState.ACTIVE]: 'active',
  [proto.UserTemplateState.DELETED]: 'deleted',
};

/**
 * PUT /user-template/{id}: renames one of the caller's acquired templates, deletes it from "my
 * templates" (its project stays theirs) or brings it back, or points it at another version of
 * its project.
 */
export const updateUserTemplate: RpcFactory<'updateUserTemplate'> =
  (dependencies) => async (request, context) => {
    const row = await ownUserTemplate(dependencies, request.userTemplateId, context);
    const data: Prisma.UserTemplateUpdateInput = {};
    if (request.name !== undefined) {
      const name = request.name.trim();
      if (name.length > 200)
        throw new ServiceError('INVALID_ARGUMENT', 'name must be at most 200 characters.');
      data.name = name;
    }
    if (request.state !== undefined) {
      const state = stateNames[request.state];
      if (!state) throw new ServiceError('INVALID_ARGUMENT', 'state must be active or deleted.');
      data.state = state;
    }
    if (request.projectVersionId !== undefined && request.projectVersionId !== row.projectVersionId) {
      await requireVersionOfProject(dependencies, row.userId, row.projectId, request.projectVersionId);
      data.projectVersionId = request.projectVersionId;
    }
    const updated = await dependencies.prisma.userTemplate.update({ where: { id: row.id }, data });
    return { userTemplate: userTemplateMessage(updated, row.template) };
  };
