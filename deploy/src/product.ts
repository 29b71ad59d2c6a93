import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createGateway, isLoopbackAddress, type GatewayServiceAddresses } from '@atelier/gateway';
import {
  createBus,
  createIdentityKeys,
  createIdentitySigner,
  createLogger,
  createServiceClient,
  DirectoryBlobStore,
  openDatabase,
  parseEnvironment,
  startService,
  type AnyServiceDefinition,
  type Database,
  type IdentityKeys,
  type IdentitySigner,
  type Logger,
  type RunningService,
  type ServiceModule,
  type ServiceResources,
} from '@atelier/platform';
import { health, JobServiceService, ProjectServiceService } from '@atelier/proto';
import { createRenderWorker, type RenderWorkerLimits } from '@atelier/render-worker';
import { jobServiceModule } from '@atelier/job-service';
import {
  createPaymentServiceModule,
  paymentServiceEnvironment,
  paymentServiceModule,
  paymentServiceSettingsFrom,
} from '@atelier/payment-service';
import { printServiceModule } from '@atelier/print-service';
import {
  createProjectServiceModule,
  projectServiceEnvironment,
  projectServiceModule,
  projectServiceSettingsFrom,
} from '@atelier/project-service';
import { createTemplateServiceModule, templateServiceModule } from '@atelier/template-service';
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
import { secureDataDirectory, restrictNewFilesToOwner } from './data-directory';
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
  /**
   * Serve the dev mailbox page although the product listens beyond loopback or has a public
   * address (DEV_MAILBOX=1). Even then the page answers only requests from this machine.
   */
  devMailbox?: boolean;
  /** Origins besides the product's own whose pages may embed /login-frame (LOGIN_FRAME_ORIGINS). */
  loginFrameOrigins?: readonly string[];
  /**
   * Render workers run inside this process on its bus (RENDER_WORKERS, default 1; 0 for none,
   * when worker processes take the jobs).
   */
  renderWorkers?: number;
  /** Limits of those workers (RENDER_CONCURRENCY, RENDER_JOB_TIMEOUT_SECONDS, ...). */
  renderWorkerLimits?: RenderWorkerLimits;
  /**
   * The identity key pair of this start; a fresh one when unset. Tests hand it in to give the
   * private key to worker processes, as a cluster gives it to the gateway and render workers.
   */
  identityKeys?: IdentityKeys;
  /**
   * Saves this many seconds apart or more start a new editing stretch in a project's history
   * (HISTORY_PAUSE_SECONDS, default 600); browser tests shorten it.
   */
  historyPauseSeconds?: number;
  /**
   * Make the marketplace's starter templates when the database has none yet (STARTER_TEMPLATES,
   * on for `npm start`); tests ask for them when they need them.
   */
  starterTemplates?: boolean;
  /**
   * How long the gateway keeps who an access token belongs to (GATEWAY_CALLER_MEMORY_MS,
   * default 1000); sign-outs and changed accounts are announced on the bus and forgotten at once.
   */
  callerMemoryMilliseconds?: number;
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
  /**
   * Signs callers with this start's gateway key, for in-process tools and tests that call a
   * service directly; nothing outside this process can get it.
   */
  identity: IdentitySigner;
  /** gRPC address of each service by name (user, project, template, job, payment, print). */
  addresses: Record<string, string>;
  /** Where blobs are stored: render worker processes of this product must share it. */
  blobDirectory: string;
  /** Whether /dev/mailbox is served (to requests from this machine only). */
  devMailboxPage: boolean;
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
    restrictNewFilesToOwner();
    await secureDataDirectory(dataDirectory, logger);
    const blobDirectory = path.resolve(options.blobDirectory ?? path.join(dataDirectory, 'blobs'));
    if (!blobDirectory.startsWith(dataDirectory + path.sep)) await secureDataDirectory(blobDirectory, logger);
    const database =
      options.database ?? (await openProductDatabase(options.databaseUrl, dataDirectory, logger));
    stopSteps.push(() => database.close());
    const bus = await createBus({ natsUrl: options.natsUrl, prefix: options.busPrefix ?? 'atelier', logger });
    stopSteps.push(() => bus.close());
    const blobs = new DirectoryBlobStore(blobDirectory);
    const resources: ServiceResources = { database, bus, blobs, logger, clock: () => new Date() };

    const accounts = options.accounts ?? {};
    let listenedUrl = '';
    const publicUrl = () => options.publicUrl ?? listenedUrl;
    const devMailbox = accounts.smtpUrl ? undefined : createDevMailbox(logger);
    const host = options.host ?? '127.0.0.1';
    // The mailbox page shows every sign-in code, so it exists only where nobody else can reach
    // the product, unless the person running it says otherwise.
    const mailboxPageServed =
      devMailbox !== undefined &&
      (options.devMailbox === true ||
        (isLoopbackHost(host) &&
          (!options.publicUrl || isLoopbackHost(new URL(options.publicUrl).hostname))));
    if (devMailbox && !mailboxPageServed) {
      logger.warn(
        { host, publicUrl: options.publicUrl },
        'no SMTP_URL: sign-in mail is only written to this log; the dev mailbox page is off because ' +
          'the product is reachable from other machines (set SMTP_URL, or DEV_MAILBOX=1 to show it to this machine)',
      );
    }
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

    // A key pair per start: the gateway signs who is calling, the services check it, and no
    // other process on the machine can make a caller they would believe.
    const identityKeys = options.identityKeys ?? createIdentityKeys();
    const services: RunningService[] = [];
    // The template service signs its own calls to the project and payment services with this
    // start's key, as render workers do, and finds them once they listen.
    const templateModule = createTemplateServiceModule({
      identityPrivateKey: identityKeys.privateKey,
      serviceAddress: (name) => services.find((service) => service.name === name)?.address,
      starterTemplates: options.starterTemplates ?? false,
    }) as unknown as ServiceModule<AnyServiceDefinition>;
    // A pause given by the caller (tests) replaces the one the project service reads itself.
    const modules = (
      options.historyPauseSeconds === undefined
        ? otherServiceModules
        : otherServiceModules.map((module) =>
            module === (projectServiceModule as unknown)
              ? (createProjectServiceModule({
                  ...projectServiceSettingsFrom(parseEnvironment(projectServiceEnvironment)),
                  history: { pauseMilliseconds: options.historyPauseSeconds! * 1000 },
                }) as unknown as ServiceModule<AnyServiceDefinition>)
              : module,
          )
    ).map((module) => (module === (templateServiceModule as unknown) ? templateModule : module));
    // The payment service keeps its test-mode webhook secret in this start's data directory.
    const paymentModule = createPaymentServiceModule({
      ...paymentServiceSettingsFrom(parseEnvironment(paymentServiceEnvironment)),
      dataDirectory,
    }) as unknown as ServiceModule<AnyServiceDefinition>;
    for (const module of [userServiceModule, ...modules].map((module) =>
      module === (paymentServiceModule as unknown) ? paymentModule : module,
    )) {
      const running = await startService(module, {
        resources,
        address: '127.0.0.1:0',
        healthDefinition: health.HealthService,
        identityPublicKey: identityKeys.publicKey,
      });
      services.push(running);
      stopSteps.push(() => running.stop());
    }
    const addresses = Object.fromEntries(
      services.map((service) => [service.name, service.address]),
    ) as unknown as GatewayServiceAddresses;
    const nodeCodeDirectory =
      options.nodeCodeDirectory ?? path.join(repositoryRoot, 'packages', 'nodes', 'dist', 'node-code');

    // Render workers on the in-process bus (or NATS): each takes jobs in this thread and
    // evaluates them in worker threads of its own. They hold the signing key, as in a cluster.
    const renderWorkerCount = options.renderWorkers ?? 1;
    if (renderWorkerCount > 0) {
      const workerIdentity = createIdentitySigner(identityKeys.privateKey);
      const jobService = createServiceClient(JobServiceService, addresses.job, {
        serviceName: 'job service',
        identity: workerIdentity,
      });
      const projectService = createServiceClient(ProjectServiceService, addresses.project, {
        serviceName: 'project service',
        identity: workerIdentity,
        deadlineMilliseconds: 60_000,
      });
      stopSteps.push(async () => {
        jobService.close();
        projectService.close();
      });
      for (let index = 0; index < renderWorkerCount; index += 1) {
        const worker = await createRenderWorker({
          ...options.renderWorkerLimits,
          bus,
          jobService,
          projectService,
          blobs,
          nodeCodeDirectory,
          logger: logger.child({ service: 'render-worker' }),
        });
        stopSteps.push(() => worker.stop());
      }
    }

    const gateway = await createGateway({
      addresses,
      identityPrivateKey: identityKeys.privateKey,
      blobs,
      logger,
      webDistDirectory: options.webDistDirectory ?? path.join(repositoryRoot, 'web', 'dist'),
      nodeCodeDirectory,
      readinessChecks: { database: () => database.ping(), bus: () => bus.ping(), blobs: () => blobs.ping() },
      bus,
      publicUrl,
      devMailbox: mailboxPageServed ? devMailbox : undefined,
      loginFrameOrigins: options.loginFrameOrigins,
      requestsPerMinute: options.requestsPerMinute,
      callerMemoryMilliseconds: options.callerMemoryMilliseconds,
    });
    const port = await gateway.listen(options.port, host);
    stopSteps.push(() => gateway.close());
    // Loopback and every-address listeners are shown as localhost: passkeys need a host name
    // (a relying party id cannot be an IP address), and browsers treat localhost as secure.
    const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(host)
      ? 'localhost'
      : host.includes(':')
        ? `[${host}]`
        : host;
    listenedUrl = `http://${shownHost}:${port}`;
    return {
      url: listenedUrl,
      port,
      services,
      devMailbox,
      identity: createIdentitySigner(identityKeys.privateKey),
      addresses: { ...addresses },
      blobDirectory,
      devMailboxPage: mailboxPageServed,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** A host name or address that only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || isLoopbackAddress(bare);
}

async function openProductDatabase(
  databaseUrl: string | undefined,
  dataDirectory: string,
  logger: Logger,
): Promise<Database> {
  if (databaseUrl) return openDatabase({ databaseUrl });
  const directory = path.join(dataDirectory, 'postgres');
  const newCluster = !existsSync(path.join(directory, 'PG_VERSION'));
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const database = await openDatabase({ dataDir: directory });
  // The embedded database writes the files of a new cluster with modes of its own (0666), not
  // through the umask: they are tightened once it is open. Later files follow the umask, and an
  // existing cluster was tightened with the rest of the data directory before it was opened.
  if (newCluster) await secureDataDirectory(directory, logger, { quiet: true });
  return database;
}
