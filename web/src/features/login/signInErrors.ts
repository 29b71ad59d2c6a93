import type { TFunction } from 'i18next';
import { readBackendError } from '../../app/backendError';

/** The reasons the user service gives in an error's details, and the message each shows. */
const reasonMessages = {
  email_missing: 'login.email_address_missing',
  email_invalid: 'login.errors.emailInvalid',
  code_length: 'login.enter_full_code',
  code_wrong: 'login.errors.codeWrong',
  code_expired: 'login.errors.codeExpired',
  code_used: 'login.errors.codeUsed',
  code_dead: 'login.errors.codeDead',
  codes_paused: 'login.errors.codesPaused',
  rate_limited: 'login.errors.rateLimited',
  mail_failed: 'login.errors.mailFailed',
  link_invalid: 'login.errors.linkInvalid',
  passkey_not_found: 'passkey.notFound',
  passkey_not_verified: 'passkey.notVerified',
  passkey_registration_failed: 'passkey.registrationFailed',
  passkey_already_registered: 'passkey.alreadyRegistered',
} as const;

interface FailedCall {
  status?: number | string;
  data?: unknown;
}

/**
 * What to tell the person after a refused sign-in call (spec section 8): the message for the
 * reason the service named, in the interface language; else the response's own message; else
 * the generic one.
 */
export function signInErrorMessage(t: TFunction, failure: unknown): string {
  const body = (failure as FailedCall | undefined)?.data;
  const error = readBackendError(body);
  const details = (
    body as { error?: { details?: { reason?: string; remainingAttempts?: number } } } | undefined
  )?.error?.details;
  const reason = details?.reason as keyof typeof reasonMessages | undefined;
  if (reason && reason in reasonMessages) {
    return t(reasonMessages[reason], { count: details?.remainingAttempts ?? 0 });
  }
  if (error?.message) return error.message;
  return t('errors.general');
}
