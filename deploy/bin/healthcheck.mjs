// The container images' HEALTHCHECK: exits 0 when the process the container runs answers, 1
// otherwise. One image runs the gateway or any service, chosen by its command, so the check
// finds what runs from the container's first process (or from its argument):
//
//   gateway, product  GET /healthz on PORT (default 8080)
//   service           the standard gRPC health check (grpc.health.v1.Health/Check) on GRPC_ADDRESS's port
//   worker            a render worker serves nothing: its check is that the queue (NATS_URL) is reachable
//
//   node deploy/bin/healthcheck.mjs [gateway|product|service|worker]
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

const timeoutMilliseconds = 3000;

/** What the container runs, from the command line of its first process. */
function detectedKind() {
  let command = '';
  try {
    command = readFileSync('/proc/1/cmdline', 'utf8').replaceAll('\0', ' ');
  } catch {
    // Not Linux, or no /proc: fall back to the settings.
  }
  if (command.includes('services/gateway/')) return 'gateway';
  if (command.includes('deploy/dist/')) return 'product';
  if (command.includes('workers/render/')) return 'worker';
  if (command.includes('services/') || process.env.GRPC_ADDRESS) return 'service';
  return 'gateway';
}

async function checkHttp() {
  const port = process.env.PORT || '8080';
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(timeoutMilliseconds),
  });
  if (!response.ok) throw new Error(`GET /healthz answered ${response.status}`);
}

async function checkGrpc() {
  const { credentials, Client } = await import('@grpc/grpc-js');
  const port = (process.env.GRPC_ADDRESS ?? '').split(':').pop();
  if (!port || port === '0') throw new Error('GRPC_ADDRESS names no fixed port');
  const client = new Client(`127.0.0.1:${port}`, credentials.createInsecure());
  try {
    const answer = await new Promise((resolve, reject) => {
      client.makeUnaryRequest(
        '/grpc.health.v1.Health/Check',
        // An empty HealthCheckRequest asks about the server as a whole.
        () => Buffer.alloc(0),
        (bytes) => bytes,
        {},
        { deadline: Date.now() + timeoutMilliseconds },
        (error, value) => (error ? reject(error) : resolve(value)),
      );
    });
    // HealthCheckResponse { status: SERVING (1) } is field 1, varint 1.
    if (!(answer[0] === 0x08 && answer[1] === 0x01)) throw new Error('the service is not serving');
  } finally {
    client.close();
  }
}

async function checkReachable(url) {
  const { hostname, port } = new URL(url);
  await new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 4222), timeout: timeoutMilliseconds });
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    socket.once('timeout', () => reject(new Error(`${hostname}:${port} did not answer`)));
    socket.once('error', reject);
  });
}

const kind = process.argv[2] ?? detectedKind();
const checks = {
  gateway: checkHttp,
  product: checkHttp,
  service: checkGrpc,
  worker: () => checkReachable(process.env.NATS_URL ?? 'nats://127.0.0.1:4222'),
};
if (!checks[kind]) {
  process.stderr.write(`unknown kind ${kind}: gateway, product, service or worker\n`);
  process.exit(2);
}
try {
  await checks[kind]();
  process.exit(0);
} catch (error) {
  process.stderr.write(`unhealthy (${kind}): ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}
