import path from 'node:path';
import { createLogger, loadEnvironmentOrExit, ShutdownCoordinator } from '@atelier/platform';
import { productEnvironment, repositoryRoot } from './environment';
import { isLoopbackHost, startProduct } from './product';
import { readOrCreateSessionSecret } from './session-secret';
import { parseAdminEmails } from '@atelier/user-service';
import { renderWorkerLimits } from '@atelier/render-worker';

const environment = loadEnvironmentOrExit(productEnvironment);
const logger = createLogger({ name: 'atelier', level: environment.LOG_LEVEL });
const dataDirectory = path.resolve(repositoryRoot, environment.DATA_DIR);

const product = await startProduct({
  port: environment.PORT,
  host: environment.HOST,
  dataDirectory,
  databaseUrl: environment.DATABASE_URL,
  natsUrl: environment.NATS_URL,
  busPrefix: environment.BUS_PREFIX,
  blobDirectory: environment.BLOB_DIR,
  webDistDirectory: environment.WEB_DIST_DIR,
  nodeCodeDirectory: environment.NODE_CODE_DIR && path.resolve(repositoryRoot, environment.NODE_CODE_DIR),
  logger,
  publicUrl: environment.PUBLIC_URL,
  devMailbox: environment.DEV_MAILBOX,
  loginFrameOrigins: environment.LOGIN_FRAME_ORIGINS,
  renderWorkers: environment.RENDER_WORKERS,
  callerMemoryMilliseconds: environment.GATEWAY_CALLER_MEMORY_MS,
  starterTemplates: environment.STARTER_TEMPLATES,
  renderWorkerLimits: renderWorkerLimits(environment),
  accounts: {
    smtpUrl: environment.SMTP_URL,
    mailFrom: environment.MAIL_FROM,
    google:
      environment.OIDC_ISSUER && environment.OIDC_CLIENT_ID && environment.OIDC_CLIENT_SECRET
        ? {
            issuer: environment.OIDC_ISSUER,
            clientId: environment.OIDC_CLIENT_ID,
            clientSecret: environment.OIDC_CLIENT_SECRET,
          }
        : undefined,
    sessionSecret: environment.SESSION_SECRET ?? (await readOrCreateSessionSecret(dataDirectory)),
    webauthnRpId: environment.WEBAUTHN_RP_ID,
    webauthnOrigin: environment.WEBAUTHN_ORIGIN,
    adminEmails: parseAdminEmails(environment.ADMIN_EMAILS),
    accessTokenLifetimeSeconds: environment.ACCESS_TOKEN_LIFETIME_SECONDS,
  },
});

const shutdown = new ShutdownCoordinator(logger);
shutdown.add('product', () => product.stop());
shutdown.listenForSignals();

const openedUrl = environment.PUBLIC_URL ?? product.url;
const mail = environment.SMTP_URL
  ? 'SMTP'
  : product.devMailboxPage
    ? `dev mailbox at ${openedUrl}/dev/mailbox (shown to this machine only)`
    : 'written to the log only (set SMTP_URL)';
const reach = isLoopbackHost(environment.HOST)
  ? `  Only this machine can connect; to accept other machines, start with HOST=0.0.0.0 (and SMTP_URL for sign-in mail).\n`
  : `  Listening on ${environment.HOST}: other machines can connect.\n`;
process.stdout.write(
  `\n  Atelier is running at ${openedUrl}\n` +
    `  data: ${environment.DATABASE_URL ? 'PostgreSQL' : path.join(dataDirectory, 'postgres')}` +
    `, bus: ${environment.NATS_URL ? 'NATS JetStream' : 'in-process'}` +
    `, mail: ${mail}\n` +
    reach +
    '\n',
);
