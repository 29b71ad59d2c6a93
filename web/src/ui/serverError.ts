// What a failed call means for the person using the app. The gateway answers every error as
// { "error": { "code", "message", "details" } }: `code` is a status name (NOT_FOUND,
// PERMISSION_DENIED, …) and a refusal the product has words for also names its own code as
// `details.reason` (type_not_supported, content_safety, …). The most specific of the two picks a
// text in the user's language (packages/i18n, `serverErrors`); a code without one shows the
// server's own message, so a new refusal is still explained, in English, until it is translated.
import { locales } from '@atelier/i18n';
import type { TFunction } from 'i18next';
import { readBackendError } from '../app/backendError';

export interface ServerFailure {
  /** The HTTP status, or RTK Query's FETCH_ERROR, PARSE_ERROR, TIMEOUT_ERROR when none came. */
  status: number | string | undefined;
  /** The most specific code the answer names: its reason when it gives one, else its code. */
  code: string | undefined;
  /** The server's own (English) message, if it sent one. */
  message: string | undefined;
  details: Record<string, unknown>;
}

/** Reads what a rejected RTK Query call (`{ status, data }`) carries. */
export function readServerFailure(failure: unknown): ServerFailure {
  const { status, data } = (typeof failure === 'object' && failure !== null ? failure : {}) as {
    status?: unknown;
    data?: unknown;
  };
  const body = readBackendError(data);
  const rawDetails = (data as { error?: { details?: unknown } } | undefined)?.error?.details;
  const details =
    typeof rawDetails === 'object' && rawDetails !== null ? (rawDetails as Record<string, unknown>) : {};
  const reason = typeof details.reason === 'string' && details.reason !== '' ? details.reason : undefined;
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : undefined,
    code: reason ?? body?.code,
    message: body?.message || undefined,
    details,
  };
}

/**
 * Whether asking again will meet the same answer: a 4xx that no wait changes (forbidden, not
 * found, not acceptable as sent). Not: 401 (signing in again helps), 408, 409 (a conflict with a
 * change made meanwhile), 425, 429 (wait and retry), a precondition that passes later (a project
 * still being duplicated), any 5xx, and no answer at all.
 */
export function isPermanentRefusal(failure: unknown): boolean {
  const { status } = readServerFailure(failure);
  if (typeof status !== 'number' || status < 400 || status >= 500) return false;
  if ([401, 408, 409, 425, 429].includes(status)) return false;
  return readBackendError((failure as { data?: unknown }).data)?.code !== 'FAILED_PRECONDITION';
}

const serverErrorTexts = locales['en-US'].serverErrors;
type ServerErrorCode = keyof typeof serverErrorTexts;

function hasText(code: string | undefined): code is ServerErrorCode {
  return code !== undefined && Object.hasOwn(serverErrorTexts, code);
}

/**
 * The figures of an error's details, with sizes also in the units the texts name: each
 * `…Bytes` as `…Megabytes` (MB of 1024 × 1024 bytes, one decimal, as the server writes them),
 * each `…Pixels` as `…Megapixels`.
 */
function figuresOf(details: Record<string, unknown>): Record<string, string | number> {
  const figures: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(details)) {
    if (typeof value === 'string') figures[name] = value;
    if (typeof value !== 'number') continue;
    figures[name] = value;
    if (name.endsWith('Bytes'))
      figures[`${name.slice(0, -'Bytes'.length)}Megabytes`] = Math.round((value / (1024 * 1024)) * 10) / 10;
    if (name.endsWith('Pixels')) figures[`${name.slice(0, -'Pixels'.length)}Megapixels`] = value / 1_000_000;
  }
  return figures;
}

/**
 * The message to show for a failed call: the translation of its code, else the server's own
 * message, else `fallback` (by default the general "internal error, try again later").
 */
export function serverErrorMessage(t: TFunction, failure: unknown, fallback?: string): string {
  const { code, message, details } = readServerFailure(failure);
  if (hasText(code)) return t(`serverErrors.${code}`, figuresOf(details) as never) as unknown as string;
  if (message) return message;
  return fallback ?? (t('errors.general') as unknown as string);
}
