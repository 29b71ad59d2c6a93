import { allows, templateRefusals, tierFromName, type Standing } from '@atelier/contracts';
import { isUuid, ServiceError, type CallContext } from '@atelier/platform';

export { callerOf, isUuid } from '@atelier/platform';

// Someone else's draft, order or acquired template answers exactly like a missing one, so
// guessing ids reveals nothing about what exists.
export const templateNotFound = () => new ServiceError('NOT_FOUND', 'Template not found.');
export const orderNotFound = () => new ServiceError('NOT_FOUND', 'Order not found.');
export const userTemplateNotFound = () => new ServiceError('NOT_FOUND', 'User template not found.');

/** An id field that must be a UUID: a bad one is named, as the caller sent something malformed. */
export function requireId(value: string, field: string): string {
  if (!isUuid(value)) throw new ServiceError('INVALID_ARGUMENT', `${field} must be a UUID.`);
  return value;
}

/**
 * Creating, editing and publishing templates is for admins (spec section 6: the template editor
 * is admin only). The gateway lets only admins through; the service checks the vouched role too.
 */
export function requireAdmin(context: Pick<CallContext, 'userId' | 'role'>): string {
  if (!context.userId) throw new ServiceError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (context.role !== 'admin')
    throw new ServiceError('PERMISSION_DENIED', 'Only admins can create and edit templates.');
  return context.userId;
}

/** The caller's plan as the gateway vouched for it; absent means free. */
export function standingOfCaller(context: Pick<CallContext, 'tier' | 'trial'>): Standing {
  const tier = tierFromName(context.tier);
  return { tier, trial: context.trial === true, enterprise: tier === 'enterprise' };
}

export function requireComposerTemplates(context: Pick<CallContext, 'tier' | 'trial'>): void {
  if (!allows(standingOfCaller(context), 'composerTemplates'))
    throw new ServiceError('PERMISSION_DENIED', 'This template needs a Composer subscription.', {
      reason: templateRefusals.composerSubscriptionNeeded,
    });
}
