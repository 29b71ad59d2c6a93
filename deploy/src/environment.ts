import path from 'node:path';
import { loginFrameOriginsSetting } from '@atelier/gateway';
import { environmentTypes } from '@atelier/platform';
import { jobServiceEnvironment } from '@atelier/job-service';
import { projectServiceEnvironment } from '@atelier/project-service';
import { renderLimitsEnvironment } from '@atelier/render-worker';
import { userServiceEnvironment } from '@atelier/user-service';

// The product's own PUBLIC_URL (below) is the one the user service reads too.
const { PUBLIC_URL: _userServicePublicUrl, ...accountEnvironment } = userServiceEnvironment;
import { z } from 'zod';

/**
 * The one-machine product's settings. Every variable is optional: unset, the product runs on
 * embedded defaults (PGlite, an in-process bus, blobs on disk). README.md lists them all.
 */
export const productEnvironment = {
  PORT: environmentTypes.port(8080),
  // Loopback unless the person running the product asks to be reachable from other machines.
  HOST: z.string().default('127.0.0.1'),
  DEV_MAILBOX: environmentTypes.flag(false),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: environmentTypes.optionalUrl(['postgres', 'postgresql']),
  NATS_URL: environmentTypes.optionalUrl(['nats', 'tls', 'ws', 'wss']),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('atelier'),
  BLOB_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  NODE_CODE_DIR: z.string().optional(),
  LOG_LEVEL: environmentTypes.logLevel(),
  PUBLIC_URL: environmentTypes.optionalUrl(['http', 'https']),
  // Origins besides the product's own whose pages may embed /login-frame.
  LOGIN_FRAME_ORIGINS: loginFrameOriginsSetting,
  // Sign-in: SMTP_URL, MAIL_FROM, OIDC_ISSUER/CLIENT_ID/CLIENT_SECRET, SESSION_SECRET,
  // WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN, ADMIN_EMAILS, ACCESS_TOKEN_LIFETIME_SECONDS.
  ...accountEnvironment,
  // The project service's own settings (the blob sweep), checked here too so a bad value stops
  // `npm start` before anything starts, naming the variable.
  ...projectServiceEnvironment,
  // The job service's (fair share, retention) and the render queue's options.
  ...jobServiceEnvironment,
  // Render workers inside the product (0: none, worker processes take the jobs) and their limits.
  RENDER_WORKERS: z.coerce.number().int().min(0).max(64).default(1),
  // How long the gateway keeps who an access token belongs to, in milliseconds (0: asked on
  // every request); sign-outs are announced and reach it at once.
  GATEWAY_CALLER_MEMORY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // The marketplace's starter templates, made once per database (0 or false: none).
  STARTER_TEMPLATES: environmentTypes.flag(true),
  ...renderLimitsEnvironment,
};

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..');
