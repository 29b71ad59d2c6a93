import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentQueues, type OrderPaidEvent } from '@atelier/contracts';
import {
  callProduct,
  createTestUser,
  startProduct,
  type RunningProduct,
  type TestUser,
} from '@atelier/deploy';
import {
  createBus,
  createLogger,
  createServiceClient,
  DirectoryBlobStore,
  runWithRequestContext,
  type Bus,
  type Database,
  type ServiceClient,
  type WorkQueue,
} from '@atelier/platform';
import { common, PaymentServiceService, project, ProjectServiceService } from '@atelier/proto';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every print call through the front door: the gateway, gRPC to the print service, PostgreSQL,
// the render worker making a print file, and the paid event on the bus. The sandbox provider
// takes one second per state here, so an order is seen walking to shipped.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let blobs: DirectoryBlobStore;
let bus: Bus;
let paidQueue: WorkQueue;
let projects: ServiceClient<typeof ProjectServiceService>;
let ada: TestUser;
let grace: TestUser;

beforeAll(async () => {
  vi.stubEnv('PRINT_SANDBOX_STEP_SECONDS', '1');
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-print-api-'));
  const natsUrl = await natsUrlForTests();
  const busPrefix = uniqueTestPrefix('print_api');
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix,
    logger: createLogger({ name: 'test', level: 'silent' }),
    renderWorkers: 1,
  });
  blobs = new DirectoryBlobStore(product.blobDirectory);
  bus = await createBus({ natsUrl, prefix: busPrefix });
  paidQueue = await bus.workQueue(paymentQueues.printOrderPaid);
  projects = createServiceClient(ProjectServiceService, product.addresses.project!, {
    serviceName: 'project service',
    identity: product.identity,
  });
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  grace = await createTestUser(product, database, { email: 'grace@example.com' });
});

afterAll(async () => {
  vi.unstubAllEnvs();
  projects?.close();
  await paidQueue?.destroy().catch(() => undefined);
  await bus?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

type Json = Record<string, any>;

const call = (method: string, route: string, options: Parameters<typeof callProduct>[3] = {}) =>
  callProduct(product, method, route, options);

/** Calls a service as this user, as the gateway would for their request. */
function as<T>(user: TestUser, work: () => Promise<T>): Promise<T> {
  return runWithRequestContext({ requestId: randomUUID(), userId: user.id, role: 'user' }, work);
}

const address = {
  name: 'Ada Lovelace',
  address1: '12 St James Square',
  city: 'London',
  country_code: 'GB',
  zip: 'SW1Y 4JH',
};

async function newOrder(user: TestUser, shipping = 'STANDARD') {
  const created = await call('POST', '/printful/order', { user, body: { recipient: address, shipping } });
  expect(created.status).toBe(201);
  return created.body;
}

/** A PNG in one colour. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

function itemForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  return form;
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** A project of the user whose design is a picture loaded and exported as an image. */
async function pictureProject(user: TestUser, name: string, emptyDesign = false) {
  return as(user, async () => {
    const created = await projects.createProject({
      environment: common.Edition.PRO,
      state: project.ProjectState.ACTIVE,
      name,
    });
    const projectId = created.project!.id;
    const pictureKey = `files/${randomUUID()}`;
    const picture = await png(40, 30);
    await blobs.put(pictureKey, picture, { contentType: 'image/png' });
    const file = await projects.createFile({
      projectId,
      content: { blobKey: pictureKey, name: 'rose.png', contentType: 'image/png', sizeBytes: picture.length },
    });
    const graph = Buffer.from(
      emptyDesign
        ? JSON.stringify({ version: '1.0.0', nodes: [], connections: [], groups: [] })
        : JSON.stringify({
            version: '1.0.0',
            nodes: [
              {
                id: 'photo',
                type: 'image.load',
                version: '1.0.0',
                options: { x: 0, y: 0, selectedUnit: null },
                controls: [[{ id: 'file', value: file.file!.id }]],
                params: {},
              },
              {
                id: 'poster',
                type: 'image.export',
                version: '1.0.0',
                options: { x: 300, y: 0, selectedUnit: null },
                controls: [],
                params: {},
              },
            ],
            connections: [
              {
                id: 1000,
                from: { nodeId: 'photo', output: 'image' },
                to: { nodeId: 'poster', input: 'title' },
              },
            ],
            groups: [],
          }),
    );
    const graphKey = `uploads/${randomUUID()}.json`;
    await blobs.put(graphKey, graph, { contentType: 'application/json' });
    await projects.createProjectVersion({
      projectId,
      nodegraph: {
        blobKey: graphKey,
        name: 'nodegraph.json',
        contentType: 'application/json',
        sizeBytes: graph.length,
      },
      encrypted: false,
      presets: {},
      name: '',
      milestone: false,
      editingSession: '',
    });
    return projectId;
  });
}

describe('the catalogue', () => {
  it('lists every product variant with its print areas', async () => {
    const all = await call('GET', '/printful/variants', { user: ada });
    expect(all.status).toBe(200);
    // T-shirt 2 colours × 4 sizes, poster 2 sizes, tote, mug and cushion one each.
    expect(all.body.variants).toHaveLength(13);
    const variant = (id: number) => all.body.variants.find((entry: Json) => entry.id === id);
    expect(variant(4012)).toMatchObject({
      product_id: 71,
      product_type: 't-shirt',
      size: 'M',
      color: 'White',
      in_stock: true,
      price: { amount_minor: 1295, currency: 'eur' },
      print_areas: [
        { placement: 'front', width: 1800, height: 2400, dpi: 150 },
        { placement: 'back', width: 1800, height: 2400, dpi: 150 },
      ],
    });
    // 30 × 40 cm at 300 dpi: 30 / 2.54 × 300 = 3543.3 and 40 / 2.54 × 300 = 4724.4 pixels.
    expect(variant(1349).print_areas).toEqual([
      { placement: 'default', width: 3543, height: 4724, dpi: 300 },
    ]);
    // The mug's 9 × 3.5 inches at 150 dpi.
    expect(variant(1320).print_areas).toEqual([{ placement: 'default', width: 1350, height: 525, dpi: 150 }]);
    expect(variant(4018)).toMatchObject({ color: 'Black', size: 'XL', in_stock: false });
    const mugs = await call('GET', '/printful/variants?product_id=19', { user: ada });
    expect(mugs.body.variants.map((entry: Json) => entry.id)).toEqual([1320]);
  });

  it('is for signed-in people only', async () => {
    expect((await call('GET', '/printful/variants')).status).toBe(401);
  });
});

describe('a draft order', () => {
  it('needs a complete shipping address: each missing or wrong field is named', async () => {
    const cases: Array<[Json, string]> = [
      [{ ...address, name: ' ' }, 'recipient.name'],
      [{ ...address, address1: '' }, 'recipient.address1'],
      [{ ...address, city: '' }, 'recipient.city'],
      [{ ...address, zip: '' }, 'recipient.zip'],
      [{ ...address, country_code: '' }, 'recipient.country_code'],
      [{ ...address, country_code: 'XX' }, 'recipient.country_code'],
      [{ ...address, country_code: 'GBR' }, 'recipient.country_code'],
    ];
    for (const [recipient, field] of cases) {
      const answer = await call('POST', '/printful/order', { user: ada, body: { recipient } });
      expect(answer.status, field).toBe(400);
      expect(answer.body.error.message, field).toContain(field);
    }
    const noRecipient = await call('POST', '/printful/order', { user: ada, body: {} });
    expect(noRecipient.status).toBe(400);
    expect(noRecipient.body.error.message).toContain('recipient');
    const badShipping = await call('POST', '/printful/order', {
      user: ada,
      body: { recipient: address, shipping: 'PIGEON' },
    });
    expect(badShipping.status).toBe(400);
    expect(badShipping.body.error.message).toContain('shipping');
  });

  it('is created empty for its owner, and another user’s order answers like a missing one', async () => {
    const order = await newOrder(ada);
    expect(order).toMatchObject({
      status: 'draft',
      shipping: 'STANDARD',
      items: [],
      recipient: { ...address, country_code: 'GB' },
      costs: { total: { amount_minor: 0, currency: 'eur' } },
      paid_at: null,
    });
    expect((await call('GET', `/printful/order/${order.id}`, { user: ada })).body.id).toBe(order.id);

    const missing = await call('GET', `/printful/order/${randomUUID()}`, { user: grace });
    const othersOrder = await call('GET', `/printful/order/${order.id}`, { user: grace });
    expect(othersOrder.status).toBe(404);
    expect(othersOrder.body).toEqual(missing.body);
    expect((await call('GET', '/printful/order/not-an-id', { user: grace })).status).toBe(404);
    const othersItem = await call('POST', `/printful/order/${order.id}/order-item/4012`, {
      user: grace,
      form: itemForm({ placement: 'front' }, { bytes: await png(18, 24), name: 'tee.png' }),
    });
    expect(othersItem.status).toBe(404);
    const othersCheckout = await call('POST', `/printful/order/${order.id}/checkout`, {
      user: grace,
      body: { returnUrl: `${product.url}/account` },
    });
    expect(othersCheckout.status).toBe(404);
    expect((await call('GET', '/printful/orders', { user: grace })).body.orders).toEqual([]);
    const adasOrders = (await call('GET', '/printful/orders', { user: ada })).body.orders as Json[];
    expect(adasOrders.map((entry) => entry.id)).toContain(order.id);
  });

  it('takes an uploaded print file for a variant in stock and a placement it has, and adds up the costs', async () => {
    const order = await newOrder(ada, 'EXPRESS');
    const added = await call('POST', `/printful/order/${order.id}/order-item/4012`, {
      user: ada,
      form: itemForm(
        { placement: 'back', quantity: '2' },
        { bytes: await png(180, 240), name: 'tee-back.png' },
      ),
    });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({
      variant_id: 4012,
      quantity: 2,
      placement: 'back',
      file_state: 'ready',
      file: { name: 'tee-back.png', content_type: 'image/png' },
      retail_price: { amount_minor: 1295, currency: 'eur' },
      print_area: { placement: 'back', width: 1800, height: 2400, dpi: 150 },
    });
    // 2 × 12.95 + express shipping 12.99 = 38.89.
    expect(added.body.order.costs).toEqual({
      subtotal: { amount_minor: 2590, currency: 'eur' },
      shipping: { amount_minor: 1299, currency: 'eur' },
      tax: { amount_minor: 0, currency: 'eur' },
      total: { amount_minor: 3889, currency: 'eur' },
    });

    const file = { bytes: await png(10, 10), name: 'x.png' };
    const outOfStock = await call('POST', `/printful/order/${order.id}/order-item/4018`, {
      user: ada,
      form: itemForm({ placement: 'front' }, file),
    });
    expect(outOfStock.status).toBe(400);
    expect(outOfStock.body.error.message).toContain('out of stock');
    const sleeve = await call('POST', `/printful/order/${order.id}/order-item/4012`, {
      user: ada,
      form: itemForm({ placement: 'sleeve' }, file),
    });
    expect(sleeve.status).toBe(400);
    expect(sleeve.body.error.message).toContain('placement must be one of front, back');
    const unknown = await call('POST', `/printful/order/${order.id}/order-item/999999`, {
      user: ada,
      form: itemForm({}, file),
    });
    expect(unknown.status).toBe(404);
    const nothing = await call('POST', `/printful/order/${order.id}/order-item/4012`, {
      user: ada,
      form: itemForm({ placement: 'front' }),
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.message).toContain('project_id');
    const tooMany = await call('POST', `/printful/order/${order.id}/order-item/4012`, {
      user: ada,
      form: itemForm({ quantity: '101' }, file),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain('quantity');
    const items = (await call('GET', `/printful/order/${order.id}`, { user: ada })).body.items as Json[];
    expect(items).toHaveLength(1);
  });
});

describe('a print file rendered from a project', () => {
  it('is made by a render job at the print area’s size and dpi, and the item gets it when the job is done', async () => {
    const projectId = await pictureProject(ada, 'Tote design');
    const order = await newOrder(ada);
    const added = await call('POST', `/printful/order/${order.id}/order-item/4533`, {
      user: ada,
      form: itemForm({ project_id: projectId, placement: 'front' }),
    });
    expect(added.status).toBe(201);
    expect(added.body.item).toMatchObject({ file_state: 'rendering', project_id: projectId, file: null });
    const jobId = added.body.item.render_job_id as string;
    const renderJob = await call('GET', `/job/${jobId}`, { user: ada });
    expect(renderJob.body).toMatchObject({
      type: 'print-file',
      target: projectId,
      parameters: { width: 1800, height: 1800, dotsPerInch: 150, placement: 'front' },
    });
    // Checkout waits for the print file.
    const early = await call('GET', `/printful/order/${order.id}`, { user: ada });
    if (early.body.items[0].file_state === 'rendering') {
      const waiting = await call('POST', `/printful/order/${order.id}/checkout`, {
        user: ada,
        body: { returnUrl: `${product.url}/account` },
      });
      expect(waiting.status).toBe(400);
    }

    const ready = await eventually(
      () => call('GET', `/printful/order/${order.id}`, { user: ada }),
      (answer) => answer.body.items[0].file_state !== 'rendering',
      'the print file',
    );
    expect(ready.body.items[0]).toMatchObject({ file_state: 'ready', file: { content_type: 'image/png' } });
    const stored = await blobs.read(`print-files/${order.id}/${added.body.item.id}.png`);
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'png',
      width: 1800,
      height: 1800,
      density: 150,
    });
    const fileRoute = `${product.url}/printful/order/${order.id}/order-item/${added.body.item.id}/file`;
    const served = await fetch(fileRoute, { headers: { authorization: `Bearer ${ada.accessToken}` } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    const notHers = await fetch(fileRoute, { headers: { authorization: `Bearer ${grace.accessToken}` } });
    expect(notHers.status).toBe(404);
  });

  it('says so on the item when its render job fails, and the order cannot be paid', async () => {
    const projectId = await pictureProject(ada, 'Nothing yet', true);
    const order = await newOrder(ada);
    const added = await call('POST', `/printful/order/${order.id}/order-item/4011`, {
      user: ada,
      form: itemForm({ project_id: projectId, placement: 'front' }),
    });
    expect(added.status).toBe(201);
    const failed = await eventually(
      () => call('GET', `/printful/order/${order.id}`, { user: ada }),
      (answer) => answer.body.items[0].file_state !== 'rendering',
      'the render job to end',
    );
    expect(failed.body.items[0]).toMatchObject({
      file_state: 'failed',
      file_error: 'nothing_to_export',
      file: null,
    });
    const checkout = await call('POST', `/printful/order/${order.id}/checkout`, {
      user: ada,
      body: { returnUrl: `${product.url}/account` },
    });
    expect(checkout.status).toBe(400);
    expect(checkout.body.error.message).toContain('could not be rendered');
  });

  it('is refused for a project the caller cannot read, as if it did not exist', async () => {
    const gracesProject = await pictureProject(grace, 'Private');
    const order = await newOrder(ada);
    const answer = await call('POST', `/printful/order/${order.id}/order-item/1320`, {
      user: ada,
      form: itemForm({ project_id: gracesProject }),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('Project not found.');
    expect((await call('GET', `/printful/order/${order.id}`, { user: ada })).body.items).toEqual([]);
  });
});

describe('payment and fulfilment', () => {
  async function paidEvent(order: Json, user: TestUser): Promise<OrderPaidEvent> {
    return {
      checkoutSessionId: `cs_test_${randomUUID()}`,
      userId: user.id,
      orderId: order.id,
      amountTotal: order.costs.total.amount_minor,
      currency: 'eur',
      paidAt: new Date().toISOString(),
    };
  }

  async function readyOrder() {
    const order = await newOrder(ada);
    const added = await call('POST', `/printful/order/${order.id}/order-item/1320`, {
      user: ada,
      form: itemForm({}, { bytes: await png(135, 52), name: 'mug.png' }),
    });
    expect(added.status).toBe(201);
    return added.body.order as Json;
  }

  const drained = () =>
    eventually(
      () => paidQueue.depth(),
      (depth) => depth === 0,
      'the paid queue to empty',
    );

  it('opens a checkout of the order’s lines, returning to this site only', async () => {
    const order = await readyOrder();
    const elsewhere = await call('POST', `/printful/order/${order.id}/checkout`, {
      user: ada,
      body: { returnUrl: 'https://example.com/account' },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toContain('returnUrl');
    const empty = await newOrder(ada);
    const nothingToPay = await call('POST', `/printful/order/${empty.id}/checkout`, {
      user: ada,
      body: { returnUrl: `${product.url}/account` },
    });
    expect(nothingToPay.status).toBe(400);
    expect(nothingToPay.body.error.message).toContain('no items');

    const checkout = await call('POST', `/printful/order/${order.id}/checkout`, {
      user: ada,
      body: { returnUrl: `${product.url}/account` },
    });
    expect(checkout.status).toBe(201);
    const sessionId = checkout.body.checkout_session_id as string;
    expect(sessionId).not.toBe('');
    expect(checkout.body.url).toContain(sessionId);
    const payments = createServiceClient(PaymentServiceService, product.addresses.payment!, {
      serviceName: 'payment service',
      identity: product.identity,
    });
    try {
      const session = await as(ada, () => payments.getCheckoutSession({ checkoutSessionId: sessionId }));
      // The mug at 9.95 and standard shipping at 4.99.
      expect(session.checkoutSession).toMatchObject({
        amountTotal: { amountMinor: 1494, currency: 'eur' },
        metadata: { kind: 'print', order_id: order.id },
      });
    } finally {
      payments.close();
    }
    // The browser's return confirms nothing: the order stays a draft until the paid event.
    expect((await call('GET', `/printful/order/${order.id}`, { user: ada })).body.status).toBe('draft');
  });

  it('sends the order to the provider only when the paid event arrives, once however often it arrives', async () => {
    const order = await readyOrder();
    const event = await paidEvent(order, ada);

    // A payment naming another user changes nothing.
    await paidQueue.enqueue({ ...event, userId: grace.id });
    await drained();
    expect((await call('GET', `/printful/order/${order.id}`, { user: ada })).body).toMatchObject({
      status: 'draft',
      paid_at: null,
    });

    await paidQueue.enqueue(event);
    const confirmed = await eventually(
      () => call('GET', `/printful/order/${order.id}`, { user: ada }),
      (answer) => answer.body.confirmed_at !== null,
      'the order to be confirmed',
    );
    expect(['pending', 'inprocess', 'fulfilled']).toContain(confirmed.body.status);
    expect(confirmed.body.paid_at).not.toBeNull();
    expect(confirmed.body.provider_order_id).toMatch(/^sandbox-/);

    // Delivered again: nothing changes, and the provider has one order for it.
    await paidQueue.enqueue(event);
    await drained();
    const again = await call('GET', `/printful/order/${order.id}`, { user: ada });
    expect(again.body.confirmed_at).toBe(confirmed.body.confirmed_at);
    expect(again.body.provider_order_id).toBe(confirmed.body.provider_order_id);
    const { rows } = await database.sql.query<{ count: string }>(
      `SELECT count(*) AS count FROM "print"."sandbox_orders" WHERE external_id = $1`,
      [order.id],
    );
    expect(Number(rows[0]!.count)).toBe(1);

    // A paid order takes no more items.
    const late = await call('POST', `/printful/order/${order.id}/order-item/1320`, {
      user: ada,
      form: itemForm({}, { bytes: await png(10, 10), name: 'late.png' }),
    });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toContain('paid');

    // The sandbox walks it to shipped, with a tracking number.
    const shipped = await eventually(
      () => call('GET', `/printful/order/${order.id}`, { user: ada }),
      (answer) => answer.body.status === 'fulfilled',
      'the order to ship',
    );
    expect(shipped.body.shipments).toHaveLength(1);
    expect(shipped.body.shipments[0].tracking_number).toMatch(/^\d{12}$/);
    const listed = (await call('GET', '/printful/orders', { user: ada })).body.orders as Json[];
    expect(listed.find((entry) => entry.id === order.id)?.status).toBe('fulfilled');
  });
});
