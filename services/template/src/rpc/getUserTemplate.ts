import type { RpcFactory } from '../dependencies';
import { userTemplateMessage } from '../mapping';
import { ownUserTemplate } from '../user-templates';

/** GET /user-template/{id}: one of the caller's acquired templates. */
export const getUserTemplate: RpcFactory<'getUserTemplate'> = (dependencies) => async (request, context) => {
  const row = await ownUserTemplate(dependencies, request.userTemplateId, context);
  return { userTemplate: userTemplateMessage(row, row.template) };
};
