import path from 'node:path';
import {
  createBus,
  createLogger,
  blobStoreEnvironment,
  createBlobStore,
  environmentTypes,
  loadEnvironmentOrExit,
  ShutdownCoordinator,
} from '@atelier/platform';
import { z } from 'zod';
import { createGateway } from './app';
import { loginFrameOriginsSetting } from './middleware/security-headers';

const address = z.string().regex(/^[^\s:]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:50051');

// The gateway run on its own, in front of services running elsewhere.
const environment = loadEnvironmentOrExit({
  PORT: environmentTypes.port(8080),
  HOST: z.string().default('0.0.0.0'),
  USER_SERVICE_ADDRESS: address,
  PROJECT_SERVICE_ADDRESS: address,
  TEMPLATE_SERVICE_ADDRESS: address,
  JOB_SERVICE_ADDRESS: address,
  PAYMENT_SERVICE_ADDRESS: address,
  PRINT_SERVICE_ADDRESS: address,
  DATA_DIR: z.string().default('.data'),
  BLOB_DIR: z.string().optional(),
  ...blobStoreEnvironment,
  WEB_DIST_DIR: z.string().optional(),
  // The node code the browser and render workers load (GET /node/...): the output of
  // `npm run build -w @atelier/nodes`. Without it those calls answer 503.
  NODE_CODE_DIR: z.string().optional(),
  LOG_LEVEL: environmentTypes.logLevel(),
  // The address people open: sign-in cookies are Secure on https, and the Google callback
  // address is built from it.
  PUBLIC_URL: environmentTypes.optionalUrl(['http', 'https']),
  // The private half of the identity key pair; each service holds the public half
  // (SERVICE_IDENTITY_PUBLIC_KEY) and believes only callers signed with this key.
  SERVICE_IDENTITY_PRIVATE_KEY: environmentTypes.identityKey('private'),
  // Origins besides the product's own whose pages may embed /login-frame.
  LOGIN_FRAME_ORIGINS: loginFrameOriginsSetting,
  // The bus the services announce on: job events for GET /job/events, ended sessions and
  // changed accounts. Without it GET /job/events answers 503, and a sign-out reaches this
  // gateway only when its memory of the caller runs out (GATEWAY_CALLER_MEMORY_MS).
  NATS_URL: environmentTypes.optionalUrl(['nats', 'tls', 'ws', 'wss']),
  BUS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, _ or -')
    .default('atelier'),
  // How long who an access token belongs to is kept, in milliseconds (0: asked on every request).
  GATEWAY_CALLER_MEMORY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Requests per client address per minute (a cluster on one machine sees every client as one).
  GATEWAY_REQUESTS_PER_MINUTE: environmentTypes.positiveInteger(1200),
});

const logger = createLogger({ name: 'gateway', level: environment.LOG_LEVEL });
const blobs = await createBlobStore(
  environment,
  path.resolve(environment.BLOB_DIR ?? path.join(environment.DATA_DIR, 'blobs')),
);
const bus = environment.NATS_URL
  ? await createBus({ natsUrl: environment.NATS_URL, prefix: environment.BUS_PREFIX, logger })
  : undefined;
const gateway = await createGateway({
  addresses: {
    user: environment.USER_SERVICE_ADDRESS,
    project: environment.PROJECT_SERVICE_ADDRESS,
    template: environment.TEMPLATE_SERVICE_ADDRESS,
    job: environment.JOB_SERVICE_ADDRESS,
    payment: environment.PAYMENT_SERVICE_ADDRESS,
    print: environment.PRINT_SERVICE_ADDRESS,
  },
  identityPrivateKey: environment.SERVICE_IDENTITY_PRIVATE_KEY,
  loginFrameOrigins: environment.LOGIN_FRAME_ORIGINS,
  blobs,
  logger,
  webDistDirectory: environment.WEB_DIST_DIR,
  nodeCodeDirectory: environment.NODE_CODE_DIR ? path.resolve(environment.NODE_CODE_DIR) : undefined,
  readinessChecks: { blobs: () => blobs.ping() },
  publicUrl: environment.PUBLIC_URL ? () => environment.PUBLIC_URL! : undefined,
  bus,
  callerMemoryMilliseconds: environment.GATEWAY_CALLER_MEMORY_MS,
  requestsPerMinute: environment.GATEWAY_REQUESTS_PER_MINUTE,
});
const port = await gateway.listen(environment.PORT, environment.HOST);
const shutdown = new ShutdownCoordinator(logger);
shutdown.add('http', () => gateway.close());
if (bus) shutdown.add('bus', () => bus.close());
shutdown.listenForSignals();
logger.info({ port }, 'gateway listening');
