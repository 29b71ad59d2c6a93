// `npm run cluster`: the product as a cluster runs it, on this machine. Each service, the gateway
// and CLUSTER_RENDER_WORKERS render workers (default 2) run as processes of their own on their own
// ports, against PostgreSQL (DATABASE_URL) and NATS JetStream (NATS_URL), sharing one blob
// directory. Migrations run once first; a fresh identity key pair is made for the run. Ctrl+C
// stops every process; a process that ends is reported and not restarted.
//
// Settings: DATABASE_URL and NATS_URL (required), PORT (8080), HOST (127.0.0.1), BUS_PREFIX,
// DATA_DIR (.data/cluster; blobs in DATA_DIR/blobs unless BLOB_DIR), SESSION_SECRET (else kept in
// DATA_DIR), LOG_LEVEL, CLUSTER_RENDER_WORKERS, CLUSTER_BUILT=1 or --built (run the compiled
// dist/ entries instead of the sources). Every other variable (RENDER_*, GATEWAY_*, SMTP_URL, ...)
// reaches every process.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { prepare, repositoryRoot } from './prepare.mjs';

const built = process.argv.includes('--built') || process.env.CLUSTER_BUILT === '1';
if (!process.env.DATABASE_URL || !process.env.NATS_URL) {
  process.stderr.write(
    'The cluster runs against PostgreSQL and NATS JetStream: set DATABASE_URL and NATS_URL, e.g.\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/atelier NATS_URL=nats://127.0.0.1:4222 npm run cluster\n',
  );
  process.exit(2);
}
prepare();

// The launcher runs through tsx so it can use the TypeScript module the tests use.
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(repositoryRoot, 'deploy', 'src', 'cluster-main.ts'),
    ...(built ? ['--built'] : []),
  ],
  { cwd: repositoryRoot, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
