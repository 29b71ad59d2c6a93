import { userSubjects, type SessionEndedEvent, type UserChangedEvent } from '@atelier/contracts';
import type { UserServiceDependencies } from './dependencies';

/**
 * Tells gateways at once that sessions ended or an account changed, so a token they recognised
 * a moment ago is asked about again. The change is already saved: should the bus fail, gateways
 * still ask again within their short memory, so the failure is logged and the call succeeds.
 */
async function announce(dependencies: UserServiceDependencies, subject: string, event: object) {
  try {
    await dependencies.bus.publish(subject, event);
  } catch (error) {
    dependencies.logger.warn({ err: error, subject }, 'announcing a session or account change failed');
  }
}

export function announceSessionsEnded(dependencies: UserServiceDependencies, event: SessionEndedEvent) {
  return event.sessionIds.length === 0
    ? Promise.resolve()
    : announce(dependencies, userSubjects.sessionEnded, event);
}

export function announceUserChanged(dependencies: UserServiceDependencies, event: UserChangedEvent) {
  return announce(dependencies, userSubjects.changed, event);
}
