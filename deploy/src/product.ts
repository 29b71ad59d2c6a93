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
import { userServiceModule } from '@atelier/user-service';
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
  logLevel?: string;
  logger?: Logger;
}

export interface RunningProduct {
  url: string;
  port: number;
  services: RunningService[];
  stop(): Promise<void>;
}

// Listed here, in start order, is every service of the product.
const serviceModules: ServiceModule<AnyServiceDefinition>[] = [
  userServiceModule,
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

    const services: RunningService[] = [];
    for (const module of serviceModules) {
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
      readinessChecks: { database: () => database.ping(), bus: () => bus.ping(), blobs: () => blobs.ping() },
    });
    const port = await gateway.listen(options.port, options.host ?? '127.0.0.1');
    stopSteps.push(() => gateway.close());
    const shownHost = !options.host || options.host === '0.0.0.0' ? 'localhost' : options.host;
    return { url: `http://${shownHost}:${port}`, port, services, stop: stopAll };
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
