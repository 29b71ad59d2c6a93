import path from 'node:path';
import { environmentTypes } from '@atelier/platform';
import { z } from 'zod';

/**
 * The one-machine product's settings. Every variable is optional: unset, the product runs on
 * embedded defaults (PGlite, an in-process bus, blobs on disk). README.md lists them all.
 */
export const productEnvironment = {
  PORT: environmentTypes.port(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: environmentTypes.optionalUrl(['postgres', 'postgresql']),
  NATS_URL: environmentTypes.optionalUrl(['nats', 'tls', 'ws', 'wss']),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('atelier'),
  BLOB_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: environmentTypes.logLevel(),
  PUBLIC_URL: environmentTypes.optionalUrl(['http', 'https']),
};

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
