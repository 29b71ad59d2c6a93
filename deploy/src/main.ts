import path from 'node:path';
import { createLogger, loadEnvironmentOrExit, ShutdownCoordinator } from '@atelier/platform';
import { productEnvironment, repositoryRoot } from './environment';
import { startProduct } from './product';

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
  logger,
});

const shutdown = new ShutdownCoordinator(logger);
shutdown.add('product', () => product.stop());
shutdown.listenForSignals();

process.stdout.write(
  `\n  Atelier is running at ${environment.PUBLIC_URL ?? product.url}\n` +
    `  data: ${environment.DATABASE_URL ? 'PostgreSQL' : path.join(dataDirectory, 'postgres')}` +
    `, bus: ${environment.NATS_URL ? 'NATS JetStream' : 'in-process'}\n\n`,
);
