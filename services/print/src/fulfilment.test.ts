import { createServer, type Server } from 'node:http';
import { createLogger, DirectoryBlobStore } from '@atelier/platform';
import { useServiceSchema } from '@atelier/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrismaClient, migrationsDirectory, prismaSchemaPath, schemaName } from './db';
import type { PrintServiceDependencies } from './dependencies';
import { fulfilPaidOrder } from './fulfilment';
import { createPrintfulProvider } from './providers/printful';

// A paid order goes to Printful (a local stand-in that fails the first confirmation): the
// order is created once and confirmed once, however often the paid event is handled.
const ownerId = '00000000-0000-4000-8000-0000000000a1';
let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('fulfilling a paid print order', () => {
  const schemaDatabase = useServiceSchema({ schemaName, migrationsDirectory, prismaSchemaPath }, [
    '20261122124500_init',
    '20261126090000_print_files_and_fulfilment',
  ]);

  it('creates the order at the provider once and confirms it once, picking up after a failure', async () => {
    const received: Array<{ method: string; path: string; body: string }> = [];
    let confirmations = 0;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ method: request.method ?? '', path: request.url ?? '', body });
        const reply = (status: number, result: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ code: status, result }));
        };
        if (request.method === 'GET') return reply(404, 'Not found');
        if (request.url === '/orders') return reply(200, { id: 555, external_id: 'x', status: 'draft' });
        confirmations += 1;
        if (confirmations === 1) return reply(500, 'Internal error');
        return reply(200, { id: 555, external_id: 'x', status: 'pending' });
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    const database = await schemaDatabase.migrated();
    const prisma = createPrismaClient(database);
    const now = new Date('2026-11-26T10:00:00.000Z');
    const dependencies: PrintServiceDependencies = {
      prisma,
      blobs: new DirectoryBlobStore('/nonexistent'),
      logger: createLogger({ name: 'test', level: 'silent' }),
      clock: () => now,
      provider: createPrintfulProvider({
        apiToken: 't',
        baseUrl,
        currency: 'eur',
        queue: { minIntervalMs: 1, maxAttempts: 1, backoffMs: 1, maxWaitMs: 1 },
      }),
      refreshMilliseconds: 0,
      fileUrl: (key) => `https://files.example/${key}`,
    };
    try {
      const order = await prisma.printOrder.create({
        data: {
          ownerId,
          recipient: { name: 'Ada', address1: 'Main St 1', city: 'Berlin', countryCode: 'DE', zip: '10115' },
          items: {
            create: [
              {
                variantId: 1320,
                name: 'White Glossy Mug (White / 11 oz)',
                unitPriceMinor: 995,
                placement: 'default',
                fileBlobKey: 'print-files/o/i.png',
              },
            ],
          },
        },
      });
      const event = {
        checkoutSessionId: 'cs_test_1',
        userId: ownerId,
        orderId: order.id,
        amountTotal: 1494,
        currency: 'eur',
        paidAt: '2026-11-26T09:59:00.000Z',
      };

      // A payment naming another user is not this order's.
      expect(
        await fulfilPaidOrder(dependencies, { ...event, userId: '00000000-0000-4000-8000-0000000000b2' }),
      ).toBe('unknown-order');
      expect(received).toEqual([]);

      await expect(fulfilPaidOrder(dependencies, event)).rejects.toThrow(/500/);
      const halfway = await prisma.printOrder.findUniqueOrThrow({ where: { id: order.id } });
      expect(halfway).toMatchObject({
        state: 'pending',
        providerOrderId: '555',
        confirmedAt: null,
        checkoutSessionId: 'cs_test_1',
        paidAt: new Date('2026-11-26T09:59:00.000Z'),
      });

      expect(await fulfilPaidOrder(dependencies, event)).toBe('confirmed');
      expect(await fulfilPaidOrder(dependencies, event)).toBe('already-confirmed');
      const done = await prisma.printOrder.findUniqueOrThrow({ where: { id: order.id } });
      expect(done).toMatchObject({ state: 'pending', providerOrderId: '555', confirmedAt: now });

      expect(received.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
        `GET /orders/@${order.id.replace(/-/g, '')}`,
        'POST /orders',
        'POST /orders/555/confirm',
        'POST /orders/555/confirm',
      ]);
      const sent = JSON.parse(received[1]!.body);
      expect(sent.items).toEqual([
        {
          variant_id: 1320,
          quantity: 1,
          name: 'White Glossy Mug (White / 11 oz)',
          files: [{ type: 'default', url: 'https://files.example/print-files/o/i.png' }],
        },
      ]);
    } finally {
      await prisma.$disconnect();
    }
  });
});
