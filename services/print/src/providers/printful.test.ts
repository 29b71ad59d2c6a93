import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createPrintfulProvider, printfulExternalId } from './printful';
import { ProviderError } from './provider';
import { createRequestQueue, retryAfterMilliseconds } from './request-queue';

// A stand-in for Printful's API on a local port: each test says how it answers, and the server
// records every request it received with the time it came.
interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

let server: Server | undefined;

async function startApi(
  answer: (
    request: Received,
    index: number,
  ) => { status: number; body?: unknown; headers?: Record<string, string> },
) {
  const received: Received[] = [];
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      };
      received.push(entry);
      const reply = answer(entry, received.length - 1);
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body ?? { code: reply.status, result: 'x' }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, received };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A clock that only moves when the queue sleeps, so waits are read exactly, not timed. */
function virtualTime() {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: async (milliseconds: number) => {
      sleeps.push(milliseconds);
      now += milliseconds;
    },
  };
}

describe('the request queue', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMilliseconds('3', 0)).toBe(3000);
    expect(retryAfterMilliseconds('0.5', 0)).toBe(500);
    const now = Date.parse('2026-11-26T08:00:00Z');
    expect(retryAfterMilliseconds('Thu, 26 Nov 2026 08:00:07 GMT', now)).toBe(7000);
    expect(retryAfterMilliseconds(null, now)).toBeUndefined();
    expect(retryAfterMilliseconds('soon', now)).toBeUndefined();
  });

  it('waits as long as a 429 asks, then gets the answer', async () => {
    const api = await startApi((_request, index) =>
      index === 0
        ? { status: 429, headers: { 'retry-after': '2' }, body: { code: 429, result: 'Too many requests' } }
        : { status: 200, body: { code: 200, result: { ok: true } } },
    );
    const time = virtualTime();
    const queue = createRequestQueue({
      minIntervalMs: 500,
      maxAttempts: 4,
      backoffMs: 100,
      maxWaitMs: 60_000,
      ...time,
    });

    const response = await queue.request(`${api.url}/orders/1`);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, result: { ok: true } });
    expect(api.received).toHaveLength(2);
    // The second try waited the 2 s the server asked for (more than the 500 ms spacing).
    expect(time.sleeps).toEqual([2000]);
  });

  it('backs off exponentially on 5xx without Retry-After, and gives up after the last try', async () => {
    const api = await startApi(() => ({ status: 503, body: { code: 503, result: 'Service unavailable' } }));
    const time = virtualTime();
    const queue = createRequestQueue({
      minIntervalMs: 10,
      maxAttempts: 3,
      backoffMs: 100,
      maxWaitMs: 60_000,
      ...time,
    });

    const response = await queue.request(`${api.url}/products/71`);

    expect(response.status).toBe(503);
    expect(api.received).toHaveLength(3);
    expect(time.sleeps).toEqual([100, 200]);
  });

  it('spaces calls and lets the next one wait out a pause another call was asked for', async () => {
    const api = await startApi((request) =>
      request.path === '/first' && api.received.filter((entry) => entry.path === '/first').length === 1
        ? { status: 429, headers: { 'retry-after': '5' } }
        : { status: 200, body: { code: 200, result: request.path } },
    );
    const time = virtualTime();
    const queue = createRequestQueue({
      minIntervalMs: 500,
      maxAttempts: 3,
      backoffMs: 100,
      maxWaitMs: 60_000,
      ...time,
    });

    const [first, second] = await Promise.all([
      queue.request(`${api.url}/first`),
      queue.request(`${api.url}/second`),
    ]);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(api.received.map((entry) => entry.path)).toEqual(['/first', '/first', '/second']);
    // 5 s for the refused call, then the spacing before the next one.
    expect(time.sleeps).toEqual([5000, 500]);
  });

  it('does not try again a call refused for good (4xx other than 429)', async () => {
    const api = await startApi(() => ({ status: 400, body: { code: 400, result: 'Invalid recipient' } }));
    const time = virtualTime();
    const queue = createRequestQueue({
      minIntervalMs: 10,
      maxAttempts: 5,
      backoffMs: 100,
      maxWaitMs: 60_000,
      ...time,
    });

    expect((await queue.request(`${api.url}/orders`, { method: 'POST' })).status).toBe(400);
    expect(api.received).toHaveLength(1);
  });
});

describe('the Printful adapter', () => {
  const order = {
    externalId: '6f1c1f0e-8c1b-4e36-9d65-1d0e0e0e0e0e',
    shipping: 'STANDARD',
    recipient: {
      name: 'Ada Lovelace',
      address1: '12 St James Square',
      city: 'London',
      countryCode: 'GB',
      zip: 'SW1Y 4JH',
    },
    items: [
      {
        variantId: 4012,
        quantity: 2,
        placement: 'front',
        fileUrl: 'https://files.example/a.png',
        name: 'Tee',
      },
    ],
  };

  it('creates an order as a draft with the token, after finding none under its external id', async () => {
    const api = await startApi((request) => {
      if (request.method === 'GET') return { status: 404, body: { code: 404, result: 'Not found' } };
      return {
        status: 200,
        body: {
          code: 200,
          result: { id: 98765, external_id: '6f1c1f0e8c1b4e369d651d0e0e0e0e0e', status: 'draft' },
        },
      };
    });
    const time = virtualTime();
    const provider = createPrintfulProvider({
      apiToken: 'secret-token',
      baseUrl: api.url,
      currency: 'eur',
      queue: { minIntervalMs: 1, maxAttempts: 2, backoffMs: 1, maxWaitMs: 10, ...time },
    });

    const created = await provider.createDraftOrder(order);

    expect(created).toEqual({
      id: '98765',
      externalId: '6f1c1f0e8c1b4e369d651d0e0e0e0e0e',
      status: 'draft',
      shipments: [],
    });
    expect(api.received.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'GET /orders/@6f1c1f0e8c1b4e369d651d0e0e0e0e0e',
      'POST /orders',
    ]);
    expect(api.received.every((entry) => entry.authorization === 'Bearer secret-token')).toBe(true);
    const sent = JSON.parse(api.received[1]!.body);
    expect(sent.external_id).toBe('6f1c1f0e8c1b4e369d651d0e0e0e0e0e');
    expect(sent.confirm).toBeUndefined();
    expect(sent.recipient).toEqual({
      name: 'Ada Lovelace',
      address1: '12 St James Square',
      city: 'London',
      country_code: 'GB',
      zip: 'SW1Y 4JH',
    });
    expect(sent.items).toEqual([
      {
        variant_id: 4012,
        quantity: 2,
        name: 'Tee',
        files: [{ type: 'front', url: 'https://files.example/a.png' }],
      },
    ]);
  });

  it('answers the order a retried create already made instead of making a second one', async () => {
    const api = await startApi(() => ({
      status: 200,
      body: {
        code: 200,
        result: { id: 98765, external_id: printfulExternalId(order.externalId), status: 'pending' },
      },
    }));
    const provider = createPrintfulProvider({
      apiToken: 't',
      baseUrl: api.url,
      currency: 'eur',
      queue: { minIntervalMs: 1, maxAttempts: 2, backoffMs: 1, maxWaitMs: 10, ...virtualTime() },
    });

    expect((await provider.createDraftOrder(order)).status).toBe('pending');
    expect(api.received.map((entry) => entry.method)).toEqual(['GET']);
  });

  it('confirms through the rate limit and reads shipments with tracking', async () => {
    const api = await startApi((request, index) => {
      if (index === 0) return { status: 429, headers: { 'retry-after': '1' } };
      if (request.path === '/orders/98765/confirm')
        return {
          status: 200,
          body: { code: 200, result: { id: 98765, external_id: 'x', status: 'pending' } },
        };
      return {
        status: 200,
        body: {
          code: 200,
          result: {
            id: 98765,
            external_id: 'x',
            status: 'fulfilled',
            shipments: [
              {
                carrier: 'DHL',
                service: 'DHL Parcel',
                tracking_number: 1234567890,
                tracking_url: 'https://track.example/1234567890',
                shipped_at: 1_795_000_000,
              },
            ],
          },
        },
      };
    });
    const time = virtualTime();
    const provider = createPrintfulProvider({
      apiToken: 't',
      baseUrl: api.url,
      currency: 'eur',
      queue: { minIntervalMs: 1, maxAttempts: 3, backoffMs: 1, maxWaitMs: 5000, ...time },
    });

    expect((await provider.confirmOrder('98765')).status).toBe('pending');
    expect(time.sleeps[0]).toBe(1000);
    expect(await provider.getOrder('98765')).toEqual({
      id: '98765',
      externalId: 'x',
      status: 'fulfilled',
      shipments: [
        {
          carrier: 'DHL',
          service: 'DHL Parcel',
          trackingNumber: '1234567890',
          trackingUrl: 'https://track.example/1234567890',
          shippedAt: '2026-11-18T11:06:40.000Z',
        },
      ],
    });
  });

  it('says a refused order is not worth retrying and names Printful’s reason', async () => {
    const api = await startApi(() => ({
      status: 400,
      body: {
        code: 400,
        result: 'Recipient: Invalid zip',
        error: { reason: 'BadRequest', message: 'Recipient: Invalid zip' },
      },
    }));
    const provider = createPrintfulProvider({
      apiToken: 't',
      baseUrl: api.url,
      currency: 'eur',
      queue: { minIntervalMs: 1, maxAttempts: 3, backoffMs: 1, maxWaitMs: 10, ...virtualTime() },
    });

    const failure = await provider.confirmOrder('1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).retryable).toBe(false);
    expect((failure as ProviderError).message).toContain('Recipient: Invalid zip');
  });

  it('reads the catalogue: prices in minor units, stock, and each placement’s print file', async () => {
    const api = await startApi((request) => {
      if (request.path.startsWith('/products/71'))
        return {
          status: 200,
          body: {
            code: 200,
            result: {
              variants: [
                {
                  id: 4012,
                  product_id: 71,
                  name: 'Tee (White / M)',
                  size: 'M',
                  color: 'White',
                  color_code: '#ffffff',
                  image: 'https://img.example/4012.png',
                  price: '12.95',
                  in_stock: true,
                },
              ],
            },
          },
        };
      if (request.path.startsWith('/mockup-generator/printfiles/71'))
        return {
          status: 200,
          body: {
            code: 200,
            result: {
              printfiles: [{ printfile_id: 1, width: 1800, height: 2400, dpi: 150 }],
              variant_printfiles: [{ variant_id: 4012, placements: { front: 1, back: 1 } }],
            },
          },
        };
      return {
        status: 200,
        body: {
          code: 200,
          result: request.path.startsWith('/products')
            ? { variants: [] }
            : { printfiles: [], variant_printfiles: [] },
        },
      };
    });
    const provider = createPrintfulProvider({
      apiToken: 't',
      baseUrl: api.url,
      currency: 'eur',
      queue: { minIntervalMs: 1, maxAttempts: 2, backoffMs: 1, maxWaitMs: 10, ...virtualTime() },
    });

    const variants = await provider.listVariants();
    expect(variants).toEqual([
      {
        id: 4012,
        productId: 71,
        name: 'Tee (White / M)',
        size: 'M',
        color: 'White',
        colorCode: '#ffffff',
        imageUrl: 'https://img.example/4012.png',
        price: { amountMinor: 1295, currency: 'eur' },
        inStock: true,
        printAreas: [
          { placement: 'front', width: 1800, height: 2400, dpi: 150 },
          { placement: 'back', width: 1800, height: 2400, dpi: 150 },
        ],
        productName: 'Unisex Staple T-Shirt',
        productType: 't-shirt',
      },
    ]);
    const calls = api.received.length;
    await provider.listVariants();
    // Kept: the catalogue is not asked again within the hour.
    expect(api.received).toHaveLength(calls);
  });
});
