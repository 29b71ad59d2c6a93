import { ConfigurationError, environmentTypes, parseEnvironment } from '@atelier/platform';
import { z } from 'zod';

/** The variables the print service reads, whether it runs alone or in the one-machine product. */
export const printServiceEnvironment = {
  /** sandbox (the default, no account needed) or printful. */
  PRINT_PROVIDER: z
    .enum(['sandbox', 'printful'], { message: 'must be sandbox or printful' })
    .default('sandbox'),
  /** Printful's private API token; required with PRINT_PROVIDER=printful. */
  PRINTFUL_API_TOKEN: z.string().optional(),
  PRINTFUL_API_URL: environmentTypes.optionalUrl(['https', 'http']),
  /** The currency of the Printful store's prices. */
  PRINTFUL_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, 'must be a lower-case ISO 4217 code such as eur')
    .default('eur'),
  /** Least milliseconds between two calls to Printful (500: 120 calls a minute). */
  PRINTFUL_MIN_INTERVAL_MS: environmentTypes.positiveInteger(500),
  /** Tries of a call Printful answers 429 or 5xx. */
  PRINTFUL_MAX_ATTEMPTS: environmentTypes.positiveInteger(5),
  /**
   * Where Printful fetches print files: this prefix followed by the file's blob key (a public
   * bucket path or a CDN in front of the print-files prefix); required with printful.
   */
  PRINT_FILE_URL_BASE: environmentTypes.optionalUrl(['https', 'http']),
  /** Seconds a sandbox order spends in each state after it is confirmed. */
  PRINT_SANDBOX_STEP_SECONDS: environmentTypes.positiveInteger(20),
  /** Seconds before an order moving at the provider is asked about again when it is read. */
  PRINT_REFRESH_SECONDS: z.coerce.number().int().min(0).default(30),
};

export type PrintServiceEnvironment = ReturnType<typeof parseEnvironment<typeof printServiceEnvironment>>;

export type ProviderSettings =
  | { kind: 'sandbox'; stepMilliseconds: number }
  | {
      kind: 'printful';
      apiToken: string;
      baseUrl: string;
      currency: string;
      minIntervalMs: number;
      maxAttempts: number;
      fileUrlBase: string;
    };

export interface PrintServiceSettings {
  provider: ProviderSettings;
  /** An order moving at the provider is asked about again when read this long after the last time. */
  refreshMilliseconds: number;
}

export function printServiceSettingsFrom(environment: PrintServiceEnvironment): PrintServiceSettings {
  const refreshMilliseconds = environment.PRINT_REFRESH_SECONDS * 1000;
  if (environment.PRINT_PROVIDER === 'sandbox') {
    return {
      provider: { kind: 'sandbox', stepMilliseconds: environment.PRINT_SANDBOX_STEP_SECONDS * 1000 },
      // The sandbox answers from this database: asking it costs nothing.
      refreshMilliseconds: 0,
    };
  }
  const missing = [
    ['PRINTFUL_API_TOKEN', environment.PRINTFUL_API_TOKEN],
    ['PRINT_FILE_URL_BASE', environment.PRINT_FILE_URL_BASE],
  ].filter(([, value]) => !value);
  if (missing.length > 0) {
    throw new ConfigurationError(
      missing.map(([name]) => ({ variable: name!, message: 'must be set when PRINT_PROVIDER is printful' })),
    );
  }
  return {
    provider: {
      kind: 'printful',
      apiToken: environment.PRINTFUL_API_TOKEN!,
      baseUrl: environment.PRINTFUL_API_URL ?? 'https://api.printful.com',
      currency: environment.PRINTFUL_CURRENCY,
      minIntervalMs: environment.PRINTFUL_MIN_INTERVAL_MS,
      maxAttempts: environment.PRINTFUL_MAX_ATTEMPTS,
      fileUrlBase: environment.PRINT_FILE_URL_BASE!,
    },
    refreshMilliseconds,
  };
}
