import { ServiceError } from '@atelier/platform';
import type { z } from 'zod';

// A pragmatic address check (the WHATWG one browsers apply to <input type=email>), plus the
// SMTP length limit of RFC 5321.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The address as stored: trimmed and lower-cased, or INVALID_ARGUMENT. */
export function normaliseEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (email === '')
    throw new ServiceError('INVALID_ARGUMENT', 'Please enter your e-mail address.', {
      reason: 'email_missing',
    });
  if (email.length > 254 || !emailPattern.test(email))
    throw new ServiceError('INVALID_ARGUMENT', 'Please enter a valid e-mail address.', {
      reason: 'email_invalid',
    });
  return email;
}

/** Parses with zod, turning its issues into one INVALID_ARGUMENT naming each field. */
export function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '(value)'] = issue.message;
  throw new ServiceError(
    'INVALID_ARGUMENT',
    `Invalid request: ${Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ')}`,
    { fields },
  );
}

/** Client addresses and user agents are recorded, never trusted; keep them short. */
export function clip(value: string, maximum: number): string {
  return value.length > maximum ? value.slice(0, maximum) : value;
}
