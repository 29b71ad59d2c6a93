import type { RpcFactory } from '../dependencies';
import { templateMessage } from '../mapping';
import { acquiredTemplateIds, visibleTemplate } from '../templates';

/** GET /templates/{id}: a published template for anyone; a draft or deleted one for its owner alone. */
export const getTemplate: RpcFactory<'getTemplate'> = (dependencies) => async (request, context) => {
  const row = await visibleTemplate(dependencies, request.templateId, context.userId);
  const acquired = await acquiredTemplateIds(dependencies, context.userId, [row.id]);
  return { template: templateMessage(row, acquired.has(row.id)) };
};
