import { callerOf } from '@atelier/platform';
import { requireComposerTemplates, requireId } from '../access';
import { acquireTemplate as acquire } from '../acquisition';
import type { RpcFactory } from '../dependencies';
import { userTemplateMessage } from '../mapping';
import { checkPriceTier, visibleTemplate } from '../templates';

/**
 * POST /templates/acquire {templateId, priceTier}: a free template becomes the caller's own
 * project. Anyone signed in may take a free one; one that needs a Composer subscription only a
 * caller whose plan allows it. A paid template is bought instead. Acquiring one already held
 * answers the same user template.
 */
export const acquireTemplate: RpcFactory<'acquireTemplate'> = (dependencies) => async (request, context) => {
  const callerId = callerOf(context);
  const templateId = requireId(request.templateId, 'templateId');
  const row = await visibleTemplate(dependencies, templateId, callerId);
  checkPriceTier(row, request.priceTier, 'acquire');
  if (row.requiresSubscription) requireComposerTemplates(context);
  const userTemplate = await acquire(dependencies, { userId: callerId, template: row });
  return { userTemplate: userTemplateMessage(userTemplate, row) };
};
