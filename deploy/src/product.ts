import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createGateway, type GatewayServiceAddresses } from '@atelier/gateway';
import {
  createBus,
  createLogger,
  DirectoryBlobStore,
  openDatabase,
  startService,
  type AnyServiceDefinition,
  type Database,
  type Logger,
  type RunningService,
  type ServiceModule,
  type ServiceResources,
} from '@atelier/platform';
import { health } from '@atelier/proto';
import { jobServiceModule } from '@atelier/job-service';
import { paymentServiceModule } from '@atelier/payment-service';
import { printServiceModule } from '@atelier/print-service';
import { projectServiceModule } from '@atelier/project-service';
import { templateServiceModule } from '@atelier/template-service';
import {
  createDevMailbox,
  createSmtpMailer,
  createUserServiceModule,
  defaultSignInLimits,
  type DevMailbox,
  type GoogleSettings,
  type SignInLimits,
} from '@atelier/user-service';
import { randomBytes } from 'node:crypto';
import { repositoryRoot } from './environment';

export interface ProductOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** Embedded database files and blobs live here unless DATABASE_URL / BLOB_DIR say otherwise. */
  dataDirectory: string;
  databaseUrl?: string;
  natsUrl?: string;
  /** An already open database (tests); the product then does not open its own. */
  database?: Database;
  /** Namespace of bus subjects and streams, so test runs sharing a NATS server never meet. */
  busPrefix?: string;
  blobDirectory?: string;
  webDistDirectory?: string;
  /** The node code build the gateway serves under /node (default packages/nodes/dist/node-code). */
  nodeCodeDirectory?: string;
  logLevel?: string;
  logger?: Logger;
  /** Requests per client address per minute at the gateway (benchmarks lift it). */
  requestsPerMinute?: number;
  /** The address people open (PUBLIC_URL); defaults to the local address listened on. */
  publicUrl?: string;
  accounts?: AccountOptions;
}

/** Sign-in settings; every one optional, so the product runs with none. */
export interface AccountOptions {
  /** smtp:// URL of the mail server; unset: the dev mailbox (log and /dev/mailbox). */
  smtpUrl?: string;
  mailFrom?: string;
  /** An OpenID Connect issuer for "Sign in with Google"; unset hides the button. */
  google?: GoogleSettings;
  /** At least 32 characters; unset: random, so sessions end with the process. */
  sessionSecret?: string;
  webauthnRpId?: string;
  webauthnOrigin?: string;
  adminEmails?: string[];
  accessTokenLifetimeSeconds?: number;
  limits?: Partial<SignInLimits>;
}

export interface RunningProduct {
  url: string;
  port: number;
  services: RunningService[];
  /** Set when no SMTP server is configured: the mail sign-in would have sent. */
  devMailbox?: DevMailbox;
  stop(): Promise<void>;
}

// Listed here, in start order, is every service of the product.
// The user service is built per start, with the sign-in settings of that start.
const otherServiceModules: ServiceModule<AnyServiceDefinition>[] = [
  projectServiceModule,
  templateServiceModule,
  jobServiceModule,
  paymentServiceModule,
  printServiceModule,
] as unknown as ServiceModule<AnyServiceDefinition>[];

/**
 * The whole product in one process: every service on its own loopback gRPC port, the gateway
 * in front of them serving the web build. Only the adapters differ from a cluster (PGlite, an
 * in-process bus, a blob directory), chosen by the options.
 */
export async function startProduct(options: ProductOptions): Promise<RunningProduct> {
  const logger = options.logger ?? createLogger({ name: 'atelier', level: options.logLevel ?? 'info' });
  const dataDirectory = path.resolve(options.dataDirectory);
  const stopSteps: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const step of stopSteps.reverse()) {
      await step().catch((error: unknown) => logger.error({ err: error }, 'stop step failed'));
    }
  };

  try {
    const database = options.database ?? (await openProductDatabase(options.databaseUrl, dataDirectory));
    stopSteps.push(() => database.close());
    const bus = await createBus({ natsUrl: options.natsUrl, prefix: options.busPrefix ?? 'atelier', logger });
    stopSteps.push(() => bus.close());
    const blobs = new DirectoryBlobStore(
      path.resolve(options.blobDirectory ?? path.join(dataDirectory, 'blobs')),
    );
    const resources: ServiceResources = { database, bus, blobs, logger, clock: () => new Date() };

    const accounts = options.accounts ?? {};
    let listenedUrl = '';
    const publicUrl = () => options.publicUrl ?? listenedUrl;
    const devMailbox = accounts.smtpUrl ? undefined : createDevMailbox(logger);
    const userServiceModule = createUserServiceModule({
      sessionSecret: accounts.sessionSecret ?? randomBytes(32).toString('base64url'),
      publicUrl,
      mailer: devMailbox ?? createSmtpMailer(accounts.smtpUrl!),
      mailFrom: accounts.mailFrom ?? 'Atelier <no-reply@atelier.local>',
      google: accounts.google,
      webauthnRpId: accounts.webauthnRpId,
      webauthnOrigin: accounts.webauthnOrigin,
      adminEmails: (accounts.adminEmails ?? []).map((email) => email.trim().toLowerCase()),
      accessTokenLifetimeSeconds: accounts.accessTokenLifetimeSeconds ?? 600,
      sessionLifetimeDays: 30,
      limits: { ...defaultSignInLimits, ...accounts.limits },
    }) as unknown as ServiceModule<AnyServiceDefinition>;

    const services: RunningService[] = [];
    for (const module of [userServiceModule, ...otherServiceModules]) {
      const running = await startService(module, {
        resources,
        address: '127.0.0.1:0',
        healthDefinition: health.HealthService,
      });
      services.push(running);
      stopSteps.push(() => running.stop());
    }
    const addresses = Object.fromEntries(
      services.map((service) => [service.name, service.address]),
    ) as unknown as GatewayServiceAddresses;

    const gateway = await createGateway({
      addresses,
      blobs,
      logger,
      webDistDirectory: options.webDistDirectory ?? path.join(repositoryRoot, 'web', 'dist'),
      nodeCodeDirectory:
        options.nodeCodeDirectory ?? path.join(repositoryRoot, 'packages', 'nodes', 'dist', 'node-code'),
      readinessChecks: { database: () => database.ping(), bus: () => bus.ping(), blobs: () => blobs.ping() },
      publicUrl,
      devMailbox,
      requestsPerMinute: options.requestsPerMinute,
    });
    const port = await gateway.listen(options.port, options.host ?? '127.0.0.1');
    stopSteps.push(() => gateway.close());
    const shownHost = !options.host || options.host === '0.0.0.0' ? 'localhost' : options.host;
    listenedUrl = `http://${shownHost}:${port}`;
    return { url: listenedUrl, port, services, devMailbox, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function openProductDatabase(
  databaseUrl: string | undefined,
  dataDirectory: string,
): Promise<Database> {
  if (databaseUrl) return openDatabase({ databaseUrl });
  const directory = path.join(dataDirectory, 'postgres');
  await mkdir(directory, { recursive: true });
  return openDatabase({ dataDir: directory });
}
