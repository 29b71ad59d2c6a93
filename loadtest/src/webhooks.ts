// 1,000 signed payment events through the gateway's webhook route (POST /stripe/webhook: raw
// body, Stripe signature checked by the payment service, each event recorded once with its
// effect in PostgreSQL and the user's subscriptions announced on the bus), against the same
// number of requests to the gateway's trivial liveness route (GET /healthz) from the same
// clients in the same run. The events are subscription changes spread over 100 users, signed
// with the install's test-mode webhook secret as Stripe signs them. The clients run in a child
// process. Prints a markdown table.
//
// Usage: node --import tsx src/webhooks.ts [--events 1000 --connections 20]. Needs PostgreSQL
// (DATABASE_URL, or 127.0.0.1:5432); NATS_URL when set carries the bus.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProduct } from '@atelier/deploy';
import { testWebhookSecretFileName } from '@atelier/payment-service';
import { createLogger, openDatabase } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix } from '@atelier/testing';
import Stripe from 'stripe';
import { argument, runBenchmark, runChildClients } from './measure';

interface Request {
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

interface ClientPlan {
  peer: Request[];
  webhooks: Request[];
  connections: number;
}

interface Sent {
  seconds: number;
  failures: number;
}

/** In the child process: a short warm-up, then the peer's requests and the webhooks in turn. */
async function runClients(plan: ClientPlan): Promise<{ peer: Sent; webhooks: Sent }> {
  await send(plan.peer.slice(0, 100), plan.connections);
  const peer = await send(plan.peer, plan.connections);
  const webhooks = await send(plan.webhooks, plan.connections);
  return { peer, webhooks };
}

/** Sends every request from `connections` concurrent clients; returns seconds taken and failures. */
async function send(requests: Request[], connections: number): Promise<Sent> {
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (;;) {
        const request = requests[next++];
        if (!request) return;
        const answer = await fetch(request.url, request);
        await answer.arrayBuffer();
        if (answer.status !== 200) failures += 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failures };
}

async function main() {
  const events = argument('events', 1000);
  const connections = argument('connections', 20);
  const testDatabase = await createTestDatabase({ kind: 'postgres' });
  const dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-bench-webhooks-'));
  // One pool for every service of the product here; in a cluster each service has its own.
  const database = await openDatabase({ databaseUrl: testDatabase.url!, maxConnections: 30 });
  const product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('bench_webhooks'),
    logger: createLogger({ name: 'bench', level: 'fatal' }),
    renderWorkers: 0,
    // Every client is this machine; the per-address limit protects a real deployment.
    requestsPerMinute: 100_000_000,
  });
  try {
    const secret = (await readFile(path.join(dataDirectory, testWebhookSecretFileName), 'utf8')).trim();
    const users = Array.from({ length: 100 }, () => randomUUID());
    const now = Math.floor(Date.now() / 1000);
    const plans = ['composer', 'pro', 'studio'];
    const signed: Request[] = Array.from({ length: events }, (_, index) => {
      const payload = JSON.stringify({
        id: `evt_bench_${index}`,
        object: 'event',
        type: index < users.length ? 'customer.subscription.created' : 'customer.subscription.updated',
        created: now - events + index,
        data: {
          object: {
            id: `sub_bench_${index % users.length}`,
            object: 'subscription',
            customer: `cus_bench_${index % users.length}`,
            status: 'active',
            current_period_start: now,
            current_period_end: now + 30 * 86_400,
            metadata: { user_id: users[index % users.length], plan: plans[index % plans.length] },
          },
        },
      });
      return {
        method: 'POST',
        url: `${product.url}/stripe/webhook`,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: now }),
        },
        body: payload,
      };
    });
    const trivial: Request[] = Array.from({ length: events }, () => ({
      method: 'GET',
      url: `${product.url}/healthz`,
    }));

    // The clients run in a child process, so load generation does not share an event loop
    // with the gateway and the services it measures.
    const { peer, webhooks } = await runChildClients<ClientPlan, { peer: Sent; webhooks: Sent }>(
      import.meta.url,
      { peer: trivial, webhooks: signed, connections },
    );
    const applied = await database.sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "payment"."webhook_events" WHERE provider_event_id LIKE 'evt_bench_%'`,
    );
    const peerRate = events / peer.seconds;
    const webhookRate = events / webhooks.seconds;
    process.stdout.write(
      [
        `${events} requests each from ${connections} concurrent clients, one gateway on PostgreSQL`,
        '',
        '| Path | Requests | Seconds | Per second | Against peer | Failures |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        `| GET /healthz (peer) | ${events} | ${peer.seconds.toFixed(2)} | ${peerRate.toFixed(0)} | 1.00 | ${peer.failures} |`,
        `| POST /stripe/webhook, signed subscription events | ${events} | ${webhooks.seconds.toFixed(2)} | ${webhookRate.toFixed(0)} | ${(webhookRate / peerRate).toFixed(2)} | ${webhooks.failures} |`,
        '',
        `Events recorded once each: ${Number(applied.rows[0]!.count)} of ${events}.`,
        '',
      ].join('\n'),
    );
  } finally {
    await product.stop();
    await rm(dataDirectory, { recursive: true, force: true });
    await testDatabase.drop();
  }
}

await runBenchmark(runClients, async () => {
  await main();
  process.exit(0);
});
