import { z } from 'zod';
import { readIdentityKey } from '../grpc/identity';

/** One problem found in the environment, named by the variable that holds it. */
export interface ConfigurationProblem {
  variable: string;
  message: string;
}

export class ConfigurationError extends Error {
  readonly problems: ConfigurationProblem[];

  constructor(problems: ConfigurationProblem[]) {
    super(
      'Invalid configuration:\n' +
        problems.map((problem) => `  ${problem.variable}: ${problem.message}`).join('\n'),
    );
    this.name = 'ConfigurationError';
    this.problems = problems;
  }
}

type EnvironmentSource = Record<string, string | undefined>;

/**
 * Parses environment variables against a zod shape whose keys are the variable names.
 * Empty strings count as unset, so `FOO=` in a shell falls back to the default instead of
 * failing a number or URL check with a confusing message.
 */
export function parseEnvironment<Shape extends z.ZodRawShape>(
  shape: Shape,
  source: EnvironmentSource = process.env,
): z.infer<z.ZodObject<Shape>> {
  const values: Record<string, string | undefined> = {};
  for (const variable of Object.keys(shape)) {
    const value = source[variable];
    values[variable] = value === undefined || value.trim() === '' ? undefined : value;
  }
  const result = z.object(shape).safeParse(values);
  if (!result.success) {
    throw new ConfigurationError(
      result.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? '(environment)'),
        message: issue.message,
      })),
    );
  }
  return result.data;
}

/**
 * Parses the environment once at start. A bad value stops the process with a message naming
 * the variable, before anything listens or connects.
 */
export function loadEnvironmentOrExit<Shape extends z.ZodRawShape>(
  shape: Shape,
  source: EnvironmentSource = process.env,
  exit: (code: number) => never = (code) => process.exit(code),
): z.infer<z.ZodObject<Shape>> {
  try {
    return parseEnvironment(shape, source);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      return exit(78);
    }
    throw error;
  }
}

/** Reusable variable types, so every service spells the same variable the same way. */
export const environmentTypes = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  optionalUrl: (protocols: string[]) =>
    z
      .string()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol.replace(/:$/, ''));
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.map((protocol) => `${protocol}://`).join(' or ')}`,
      )
      .optional(),
  logLevel: () => z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  positiveInteger: (fallback: number) => z.coerce.number().int().positive().default(fallback),
  /** A required Ed25519 key, PEM or its base64 body, checked at start so a bad one names the variable. */
  identityKey: (kind: 'private' | 'public') =>
    z.string({ message: `must be set: the gateway's ${kind} identity key (PEM or its base64 body)` }).refine(
      (value) => {
        try {
          return readIdentityKey(value, kind).asymmetricKeyType === 'ed25519';
        } catch {
          return false;
        }
      },
      { message: `must be an Ed25519 ${kind} key, PEM or its base64 body` },
    ),
  flag: (fallback: boolean) =>
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
};
