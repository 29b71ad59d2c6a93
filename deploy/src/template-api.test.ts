import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  decryptNodegraph,
  encryptNodegraph,
  paymentQueues,
  productOwnerUserId,
  sessionCookieNames,
  type OrderPaidEvent,
} from '@atelier/contracts';
import {
  createBus,
  createLogger,
  createServiceClient,
  runWithRequestContext,
  type Bus,
  type Database,
} from '@atelier/platform';
import { TemplateServiceService } from '@atelier/proto';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { callProduct, createTestUser, type TestUser } from './test-users';

// The template marketplace through the front door: REST to the gateway, gRPC to the template
// service, which calls the project and payment services, PostgreSQL, and the payment queue on
// the bus. The product starts with its starter set, as `npm start` does.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let dataDirectory: string;
let bus: Bus;
let busPrefix: string;
let admin: TestUser;
let ada: TestUser;
let grace: TestUser;
let linus: TestUser;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-template-api-'));
  const natsUrl = await natsUrlForTests();
  busPrefix = uniqueTestPrefix('template_api');
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    natsUrl,
    busPrefix,
    renderWorkers: 0,
    starterTemplates: true,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
  bus = await createBus({ natsUrl, prefix: busPrefix });
  admin = await createTestUser(product, database, { email: 'admin@example.com' });
  await database.sql.query(`UPDATE "user"."users" SET role = 'admin' WHERE id = $1`, [admin.id]);
  ada = await createTestUser(product, database, { email: 'ada@example.com' });
  grace = await createTestUser(product, database, { email: 'grace@example.com' });
  linus = await createTestUser(product, database, { email: 'linus@example.com' });
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

type Json = Record<string, any>;

const call = (method: string, route: string, options: Parameters<typeof callProduct>[3] = {}) =>
  callProduct(product, method, route, options);

const graphWithNote = (note: string) =>
  JSON.stringify({
    version: '1.0.0',
    nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 0, y: 0 }, note }],
    connections: [],
  });

/** A project of the user's with one saved version holding a graph encrypted for them. */
async function projectWithGraph(user: TestUser, name: string, note: string) {
  const created = await call('POST', '/project/version/create/new', { user, body: { name } });
  expect(created.status).toBe(201);
  const projectId = created.body.project.id as string;
  const encrypted = await encryptNodegraph(Buffer.from(graphWithNote(note)), user.id);
  const form = new FormData();
  form.append(
    'nodegraph',
    new Blob([new Uint8Array(encrypted)], { type: 'application/octet-stream' }),
    'nodegraph.json',
  );
  form.append('encrypted', 'true');
  const saved = await call('POST', `/project/version/create/${projectId}`, { user, form });
  expect(saved.status).toBe(201);
  return projectId;
}

/** The note in a version's graph, as the reader gets it (decrypted with their key when it is encrypted). */
async function noteOf(versionId: string, reader?: TestUser): Promise<string> {
  const answer = await call('GET', `/project/version/${versionId}/nodegraph`, { user: reader });
  expect(answer.status).toBe(200);
  const plain = answer.type?.startsWith('application/json')
    ? answer.bytes
    : await decryptNodegraph(answer.bytes, reader?.id);
  return (JSON.parse(Buffer.from(plain!).toString()) as { nodes: Array<{ note: string }> }).nodes[0]!.note;
}

/** A published template of the admin's made from a new project; answers the template. */
async function publishedTemplate(fields: Json, note: string) {
  const projectId = await projectWithGraph(admin, `${fields.name} design`, note);
  const created = await call('POST', '/templates', {
    user: admin,
    body: { ...fields, project_ids: [projectId] },
  });
  expect(created.status).toBe(201);
  const published = await call('POST', `/templates/${created.body.id}/project/${projectId}/publish`, {
    user: admin,
  });
  expect(published.status).toBe(200);
  return published.body;
}

describe('the starter set', () => {
  it('gives the marketplace one published, free template per gallery category, each with a PNG preview', async () => {
    const listed = await call('GET', '/templates');
    expect(listed.status).toBe(200);
    const starters = (listed.body.templates as Json[]).filter(
      (entry) => entry.owner_id === productOwnerUserId,
    );
    expect(starters.map((entry) => entry.category).sort()).toEqual(
      ['embroidery', 'knitting', 'pattern', 'photo', 'text', 'three_d_elements', 'vector_graphic'].sort(),
    );
    for (const starter of starters) {
      expect(starter).toMatchObject({ state: 'published', price_tier: 'free', price: null, acquired: false });
      expect(starter.versions).toHaveLength(1);
      const preview = await call('GET', starter.preview_url);
      expect(preview.status).toBe(200);
      expect(preview.type).toBe('image/png');
      expect([...preview.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
  });

  it('fills the gallery with their public copies', async () => {
    const gallery = await call('GET', '/project/public?limit=200');
    expect(gallery.status).toBe(200);
    const own = (gallery.body.projects as Json[]).filter((entry) => entry.owner_id === productOwnerUserId);
    expect(own.map((entry) => entry.name).sort()).toEqual(
      [
        'Duotone photo',
        'Embroidered patch',
        'Knitted star panel',
        'Printed T-shirt',
        'Star badge',
        'Star tiles',
        'Type poster',
      ].sort(),
    );
  });

  it('is made once per database: another start on the same database makes none again', async () => {
    const count = async () =>
      (
        await database.sql.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM "template"."templates" WHERE owner_id = $1`,
          [productOwnerUserId],
        )
      ).rows[0]!.count;
    expect(await count()).toBe(7);
    const secondDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-template-api-second-'));
    // Its own connection to the same database, which it closes when it stops.
    const second = await startProduct({
      port: 0,
      dataDirectory: secondDirectory,
      database: await testDatabase.open(),
      natsUrl: await natsUrlForTests(),
      busPrefix: uniqueTestPrefix('template_api_second'),
      renderWorkers: 0,
      starterTemplates: true,
      logger: createLogger({ name: 'test', level: 'silent' }),
    });
    try {
      expect(await count()).toBe(7);
      const gallery = await call('GET', '/project/public?limit=200');
      expect(
        (gallery.body.projects as Json[]).filter((entry) => entry.owner_id === productOwnerUserId),
      ).toHaveLength(7);
    } finally {
      await second.stop();
      await rm(secondDirectory, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('making and publishing templates (admin)', () => {
  it('keeps templates to admins and drafts to their owner', async () => {
    const refused = await call('POST', '/templates', { user: ada, body: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    const draft = await call('POST', '/templates', {
      user: admin,
      body: { name: 'Draft card', category: 'text' },
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      name: 'Draft card',
      state: 'draft',
      category: 'text',
      price_tier: 'free',
      license_type: 'personal',
      versions: [],
      published_at: null,
    });
    // Another user, and a visitor, see no draft: exactly like a missing template.
    for (const user of [ada, undefined]) {
      const seen = await call('GET', `/templates/${draft.body.id}`, { user });
      expect(seen.status).toBe(404);
      expect(seen.body.error.message).toBe('Template not found.');
    }
    expect((await call('GET', `/templates/${randomUUID()}`)).status).toBe(404);
    expect((await call('GET', `/templates/${draft.body.id}`, { user: admin })).status).toBe(200);
    const listed = await call('GET', '/templates?search=Draft%20card');
    expect(listed.body.templates).toEqual([]);
  });

  it('names what is wrong in a request', async () => {
    const badId = await call('GET', '/templates/not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.body.error.message).toContain('id must be a UUID');
    const badCategory = await call('POST', '/templates', {
      user: admin,
      body: { name: 'x', category: 'sculpture' },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.error.message).toContain('category must be one of');
    const badTier = await call('POST', '/templates', {
      user: admin,
      body: { name: 'x', price_tier: 'gold' },
    });
    expect(badTier.status).toBe(400);
    expect(badTier.body.error.message).toContain('price_tier');
    const badAcquire = await call('POST', '/templates/acquire', { user: ada, body: { templateId: 'x' } });
    expect(badAcquire.status).toBe(400);
    expect(badAcquire.body.error.message).toContain('templateId');
    const badOrder = await call('GET', '/order/123', { user: ada });
    expect(badOrder.status).toBe(400);
    const badFilter = await call('GET', '/templates/user?state=bought', { user: ada });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.message).toContain('state must be one of all, created, deleted, acquired');
  });

  it('attaches only the admin’s own projects', async () => {
    const template = await call('POST', '/templates', { user: admin, body: { name: 'Attach test' } });
    const others = await projectWithGraph(ada, 'Not the admin’s', 'x');
    const attached = await call('POST', `/templates/${template.body.id}/project/${others}`, { user: admin });
    expect(attached.status).toBe(404);
    expect(attached.body.error.message).toBe('Project not found.');
    const own = await projectWithGraph(admin, 'Admin design', 'y');
    const ok = await call('POST', `/templates/${template.body.id}/project/${own}`, { user: admin });
    expect(ok.status).toBe(200);
    expect(ok.body.project_ids).toEqual([own]);
    // Publishing a project that is not attached is refused.
    const unattached = await projectWithGraph(admin, 'Loose design', 'z');
    const refused = await call('POST', `/templates/${template.body.id}/project/${unattached}/publish`, {
      user: admin,
    });
    expect(refused.status).toBe(400);
    const removed = await call('DELETE', `/templates/${template.body.id}/project/${own}`, { user: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.project_ids).toEqual([]);
  });

  it('publishes a snapshot of the current version that anyone can open read-only', async () => {
    const template = await publishedTemplate(
      { name: 'Badge of honour', category: 'vector_graphic', search: 'medal ribbon' },
      'snapshot one',
    );
    expect(template.state).toBe('published');
    expect(template.published_at).not.toBeNull();
    const [version] = template.versions as Json[];
    expect(version!.source_project_id).toBe(template.project_ids[0]);
    expect(version!.project_id).not.toBe(template.project_ids[0]);
    // The snapshot is a public project of the template's owner: a visitor opens it.
    const snapshot = await call('GET', `/project/${version!.project_id}`);
    expect(snapshot.status).toBe(200);
    expect(snapshot.body).toMatchObject({ visibility: 'public', owner_id: admin.id });
    expect(await noteOf(version!.project_version_id)).toBe('snapshot one');
    // The attached project itself stays private.
    expect((await call('GET', `/project/${template.project_ids[0]}`, { user: ada })).status).toBe(404);
  });

  it('replaces the snapshot when published again, and takes a deleted template’s design out of the gallery', async () => {
    const template = await publishedTemplate({ name: 'Republished card', category: 'text' }, 'first edition');
    const sourceId = template.project_ids[0] as string;
    const first = template.versions[0] as Json;
    const form = new FormData();
    const encrypted = await encryptNodegraph(Buffer.from(graphWithNote('second edition')), admin.id);
    form.append('nodegraph', new Blob([new Uint8Array(encrypted)]), 'nodegraph.json');
    form.append('encrypted', 'true');
    expect((await call('POST', `/project/version/create/${sourceId}`, { user: admin, form })).status).toBe(
      201,
    );
    const again = await call('POST', `/templates/${template.id}/project/${sourceId}/publish`, {
      user: admin,
    });
    expect(again.body.versions).toHaveLength(1);
    const second = again.body.versions[0] as Json;
    expect(second.project_id).not.toBe(first.project_id);
    expect(await noteOf(second.project_version_id)).toBe('second edition');
    expect((await call('GET', `/project/${first.project_id}`)).status).toBe(404);
    expect(again.body.published_at).toBe(template.published_at);

    const deleted = await call('PUT', `/templates/${template.id}`, {
      user: admin,
      body: { state: 'deleted' },
    });
    expect(deleted.body.state).toBe('deleted');
    expect((await call('GET', `/templates/${template.id}`, { user: ada })).status).toBe(404);
    expect((await call('GET', `/project/${second.project_id}`)).status).toBe(404);
    expect(
      (await call('GET', '/templates/user?state=deleted', { user: admin })).body.templates.map(
        (entry: Json) => entry.id,
      ),
    ).toContain(template.id);
    const restored = await call('PUT', `/templates/${template.id}`, {
      user: admin,
      body: { state: 'published' },
    });
    expect(restored.body.state).toBe('published');
    expect((await call('GET', `/project/${second.project_id}`)).status).toBe(200);
  });
});

describe('the marketplace list', () => {
  it('filters by category, type and words in name, description or search words, newest first', async () => {
    const first = await publishedTemplate(
      { name: 'Lighthouse print', category: 'photo', type: 'a4', description: 'A coastal scene' },
      'l',
    );
    const second = await publishedTemplate(
      { name: 'Harbour %_ sign', category: 'text', type: 'a5', search: 'maritime coastal' },
      'h',
    );
    const ids = (answer: { body: Json }) => (answer.body.templates as Json[]).map((entry) => entry.id);
    expect(ids(await call('GET', '/templates?search=coastal'))).toEqual([second.id, first.id]);
    expect(ids(await call('GET', '/templates?search=COASTAL&category=photo'))).toEqual([first.id]);
    expect(ids(await call('GET', '/templates?search=coastal&type=a5'))).toEqual([second.id]);
    expect(ids(await call('GET', '/templates?search=lighthouse'))).toEqual([first.id]);
    // % and _ are matched as themselves, not as wildcards.
    expect(ids(await call('GET', '/templates?search=%25_'))).toEqual([second.id]);
    expect(
      ids(await call('GET', '/templates?search=coastal&exclude_own_templates=true', { user: admin })),
    ).toEqual([]);
    expect(
      ids(await call('GET', '/templates?search=coastal&exclude_own_templates=true', { user: ada })),
    ).toEqual([second.id, first.id]);
  });
});

describe('the marketplace list, as one text from the database', () => {
  it('shows each template exactly as its own page does, previews and the caller’s acquisitions included', async () => {
    const starter = ((await call('GET', '/templates')).body.templates as Json[]).find(
      (entry) => entry.owner_id === productOwnerUserId,
    )!;
    const taken = await call('POST', '/templates/acquire', { user: ada, body: { templateId: starter.id } });
    expect(taken.status).toBe(200);
    const page = await call('GET', '/templates?limit=200', { user: ada });
    const listed = page.body.templates as Json[];
    expect(listed.length).toBeGreaterThanOrEqual(7);
    expect(listed.find((entry) => entry.id === starter.id)!.acquired).toBe(true);
    for (const entry of listed) {
      const own = await call('GET', `/templates/${entry.id}`, { user: ada });
      expect(entry).toEqual(own.body);
    }
  });
});

describe('acquiring a free template', () => {
  it('gives the user their own private project with the template’s version, re-encrypted for them', async () => {
    const template = await publishedTemplate({ name: 'Free card', category: 'text' }, 'free card design');
    expect(
      (await call('POST', '/templates/acquire', { body: { templateId: template.id, priceTier: 'free' } }))
        .status,
    ).toBe(401);
    const acquired = await call('POST', '/templates/acquire', {
      user: grace,
      body: { templateId: template.id, priceTier: 'free' },
    });
    expect(acquired.status).toBe(200);
    const userTemplate = acquired.body.user_template as Json;
    expect(userTemplate).toMatchObject({
      template_id: template.id,
      name: 'Free card',
      state: 'active',
      order_id: null,
      category: 'text',
    });
    const own = await call('GET', `/project/${userTemplate.project_id}`, { user: grace });
    expect(own.body).toMatchObject({
      owner_id: grace.id,
      visibility: 'private',
      template_project_version_id: template.versions[0].project_version_id,
      current_project_version_id: userTemplate.project_version_id,
    });
    const stored = await call('GET', `/project/version/${userTemplate.project_version_id}/nodegraph`, {
      user: grace,
    });
    expect(stored.type).toBe('application/octet-stream');
    expect(await decryptNodegraph(stored.bytes, admin.id)).toBeNull();
    expect(await noteOf(userTemplate.project_version_id, grace)).toBe('free card design');
    // Nobody else sees it.
    expect((await call('GET', `/project/${userTemplate.project_id}`, { user: ada })).status).toBe(404);
    expect((await call('GET', `/user-template/${userTemplate.id}`, { user: ada })).status).toBe(404);

    const details = await call('GET', `/templates/${template.id}`, { user: grace });
    expect(details.body.acquired).toBe(true);
    const mine = await call('GET', '/templates/user?state=acquired', { user: grace });
    expect((mine.body.templates as Json[]).map((entry) => entry.id)).toContain(template.id);
    const again = await call('POST', '/templates/acquire', {
      user: grace,
      body: { templateId: template.id, priceTier: 'free' },
    });
    expect(again.body.user_template.id).toBe(userTemplate.id);
    expect(again.body.user_template.project_id).toBe(userTemplate.project_id);
  });

  it('gives two acquisitions at once one user template and one project', async () => {
    const template = await publishedTemplate({ name: 'Twice at once', category: 'pattern' }, 'race');
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        call('POST', '/templates/acquire', {
          user: linus,
          body: { templateId: template.id, priceTier: 'free' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const userTemplateIds = new Set(answers.map((answer) => answer.body.user_template.id));
    const projectIds = new Set(answers.map((answer) => answer.body.user_template.project_id));
    expect(userTemplateIds.size).toBe(1);
    expect(projectIds.size).toBe(1);
    const projects = await call('GET', '/project/read-all', { user: linus });
    expect(
      (projects.body.projects as Json[]).filter((entry) => entry.name.startsWith('Twice at once')),
    ).toHaveLength(1);
    const list = await call('GET', '/user-template', { user: linus });
    expect(
      (list.body.user_templates as Json[]).filter((entry) => entry.template_id === template.id),
    ).toHaveLength(1);
  });

  it('refuses a Composer template to a free plan and lets a Composer subscriber have it', async () => {
    const template = await publishedTemplate(
      { name: 'Composer only', category: 'photo', requires_composer_subscription: true },
      'composer',
    );
    const refused = await call('POST', '/templates/acquire', {
      user: ada,
      body: { templateId: template.id, priceTier: 'free' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('This template needs a Composer subscription.');
    expect(refused.body.error.details.reason).toBe('composer_subscription_needed');

    // The template service reads the plan from the identity the gateway signs.
    const address = product.services.find((service) => service.name === 'template')!.address;
    const templates = createServiceClient(TemplateServiceService, address, {
      serviceName: 'template service',
      identity: product.identity,
    });
    try {
      const answer = await runWithRequestContext(
        { requestId: randomUUID(), userId: ada.id, tier: 'composer', trial: false },
        () => templates.acquireTemplate({ templateId: template.id, priceTier: 'free' }),
      );
      expect(answer.userTemplate!.templateId).toBe(template.id);
      await expect(
        runWithRequestContext({ requestId: randomUUID(), userId: grace.id, tier: 'free' }, () =>
          templates.acquireTemplate({ templateId: template.id, priceTier: 'free' }),
        ),
      ).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    } finally {
      templates.close();
    }
  });
});

describe('user templates', () => {
  it('renames, deletes and sets presets on one’s own', async () => {
    const template = await publishedTemplate({ name: 'Presets card', category: 'text' }, 'p');
    const acquired = await call('POST', '/templates/acquire', {
      user: ada,
      body: { templateId: template.id },
    });
    const id = acquired.body.user_template.id as string;
    const versionId = acquired.body.user_template.project_version_id as string;
    const renamed = await call('PUT', `/user-template/${id}`, { user: ada, body: { name: 'My card' } });
    expect(renamed.body.name).toBe('My card');
    const presets = await call('PUT', `/user-template/${id}/project/version/${versionId}`, {
      user: ada,
      body: { presets: { colour: '#ff0000', size: 12 } },
    });
    expect(presets.status).toBe(200);
    expect(presets.body.presets).toEqual({ colour: '#ff0000', size: 12 });
    expect((await call('GET', `/user-template/${id}`, { user: ada })).body.presets).toEqual({
      colour: '#ff0000',
      size: 12,
    });
    // A version of someone else's project is not one of this user template's.
    const foreign = await call(
      'PUT',
      `/user-template/${id}/project/version/${template.versions[0].project_version_id}`,
      {
        user: ada,
        body: { presets: {} },
      },
    );
    expect(foreign.status).toBe(404);
    // Someone else's user template answers like a missing one.
    expect(
      (await call('PUT', `/user-template/${id}`, { user: grace, body: { name: 'Stolen' } })).status,
    ).toBe(404);
    const deleted = await call('PUT', `/user-template/${id}`, { user: ada, body: { state: 'deleted' } });
    expect(deleted.body.state).toBe('deleted');
    const list = await call('GET', '/user-template', { user: ada });
    expect((list.body.user_templates as Json[]).map((entry) => entry.id)).not.toContain(id);
  });
});

describe('buying a paid template', () => {
  it('is not acquired for free, and the checkout leads to the payment', async () => {
    const template = await publishedTemplate(
      { name: 'Premium poster', category: 'text', price_tier: 'premium', license_type: 'commercial' },
      'premium design',
    );
    expect(template.price).toEqual({ amount: 1490, currency: 'eur' });
    const free = await call('POST', '/templates/acquire', {
      user: grace,
      body: { templateId: template.id, priceTier: 'free' },
    });
    expect(free.status).toBe(400);
    expect(free.body.error.details.reason).toBe('template_is_paid');
    const badUrl = await call('POST', '/templates/buy', {
      user: grace,
      body: { templateId: template.id, priceTier: 'premium', returnUrl: 'javascript:alert(1)' },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error.message).toContain('returnUrl');
    const wrongTier = await call('POST', '/templates/buy', {
      user: grace,
      body: {
        templateId: template.id,
        priceTier: 'standard',
        returnUrl: `${product.url}/templates/${template.id}/purchase-result`,
      },
    });
    expect(wrongTier.status).toBe(400);
    expect(wrongTier.body.error.details.reason).toBe('template_price_changed');

    const bought = await call('POST', '/templates/buy', {
      user: grace,
      body: {
        templateId: template.id,
        priceTier: 'premium',
        returnUrl: `${product.url}/templates/${template.id}/purchase-result`,
      },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.order).toMatchObject({
      template_id: template.id,
      price_tier: 'premium',
      price: { amount: 1490, currency: 'eur' },
      status: 'pending',
      user_template_id: null,
    });
    // Where the browser goes to pay: the provider's page for this checkout session.
    expect(bought.body.checkout_url).toContain(bought.body.checkout_session_id);
    expect(bought.body.order.checkout_session_id).toBe(bought.body.checkout_session_id);
    // Nothing is the buyer's before the payment arrives.
    const before = await call('GET', `/templates/${template.id}`, { user: grace });
    expect(before.body.acquired).toBe(false);
    // Another user's order answers like a missing one.
    expect((await call('GET', `/order/${bought.body.order.id}`, { user: ada })).status).toBe(404);
  });

  it('is paid in the test-mode checkout, and only the payment makes it the buyer’s', async () => {
    const template = await publishedTemplate(
      { name: 'Paid in test mode', category: 'pattern', price_tier: 'standard' },
      'paid in test mode',
    );
    const returnUrl = `${product.url}/templates/${template.id}/purchase-result`;
    const bought = await call('POST', '/templates/buy', {
      user: ada,
      body: { templateId: template.id, priceTier: 'standard', returnUrl },
    });
    expect(bought.status).toBe(200);
    const sessionId = bought.body.checkout_session_id as string;
    // Coming back without paying gives nothing.
    expect((await call('GET', `/order/${bought.body.order.id}`, { user: ada })).body.status).toBe('pending');
    expect((await call('GET', `/templates/${template.id}`, { user: ada })).body.acquired).toBe(false);

    // The buyer pays on the test-mode checkout page (a form post from their browser) and closes the tab.
    const csrf = 'form-token-template-test';
    const paid = await fetch(`${product.url}${bought.body.checkout_url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${sessionCookieNames.access}=${ada.accessToken}; ${sessionCookieNames.csrf}=${csrf}`,
      },
      body: new URLSearchParams({ action: 'pay', csrf }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${returnUrl}?checkoutSessionId=${sessionId}`);

    let order: Json = {};
    for (let attempt = 0; attempt < 200 && !order.user_template_id; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      order = (await call('GET', `/order/${bought.body.order.id}`, { user: ada })).body;
    }
    expect(order).toMatchObject({
      status: 'paid',
      checkout_session_id: sessionId,
      price: { amount: 490, currency: 'eur' },
    });
    const userTemplate = await call('GET', `/user-template/${order.user_template_id}`, { user: ada });
    expect(userTemplate.body).toMatchObject({ template_id: template.id, order_id: order.id });
    expect(await noteOf(userTemplate.body.project_version_id, ada)).toBe('paid in test mode');
    expect((await call('GET', `/templates/${template.id}`, { user: ada })).body.acquired).toBe(true);
    // Bought once, it is not bought again.
    const again = await call('POST', '/templates/buy', {
      user: ada,
      body: { templateId: template.id, priceTier: 'standard', returnUrl },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.details.reason).toBe('template_already_acquired');

    // Deleted from "my templates" and bought again, the copy comes back without a new checkout.
    const deleted = await call('PUT', `/user-template/${order.user_template_id}`, {
      user: ada,
      body: { state: 'deleted' },
    });
    expect(deleted.status).toBe(200);
    expect((await call('GET', '/user-template', { user: ada })).body.user_templates).not.toContainEqual(
      expect.objectContaining({ id: order.user_template_id }),
    );
    const rebought = await call('POST', '/templates/buy', {
      user: ada,
      body: { templateId: template.id, priceTier: 'standard', returnUrl },
    });
    expect(rebought.status).toBe(409);
    expect(rebought.body.error.details).toMatchObject({
      reason: 'template_already_acquired',
      user_template_id: order.user_template_id,
    });
    expect(rebought.body.checkout_url).toBeUndefined();
    expect((await call('GET', '/user-template', { user: ada })).body.user_templates).toContainEqual(
      expect.objectContaining({ id: order.user_template_id, order_id: order.id }),
    );
  });

  it('is fulfilled from the payment queue, once however often the payment is delivered', async () => {
    const template = await publishedTemplate(
      { name: 'Standard label', category: 'embroidery', price_tier: 'standard' },
      'paid design',
    );
    // A pending order, as buying it leaves one (the checkout itself is the payment service's).
    const { rows } = await database.sql.query<{ id: string }>(
      `INSERT INTO "template"."template_orders" (user_id, template_id, price_tier, amount_minor, currency, checkout_session_id)
       VALUES ($1, $2, 'standard', 490, 'eur', $3) RETURNING id`,
      [linus.id, template.id, `cs_test_${randomUUID()}`],
    );
    const orderId = rows[0]!.id;
    const pending = await call('GET', `/order/${orderId}`, { user: linus });
    expect(pending.body.status).toBe('pending');

    const queue = await bus.workQueue(paymentQueues.templateOrderPaid, { ackWaitMs: 60_000 });
    const event: OrderPaidEvent = {
      checkoutSessionId: pending.body.checkout_session_id,
      userId: linus.id,
      orderId,
      amountTotal: 490,
      currency: 'eur',
      paidAt: new Date().toISOString(),
    };
    await queue.enqueue(event, { id: `${event.checkoutSessionId}-1` });
    await queue.enqueue(event, { id: `${event.checkoutSessionId}-2` });
    // A payment naming someone else's order gives them nothing.
    await queue.enqueue({ ...event, userId: ada.id }, { id: `${event.checkoutSessionId}-3` });

    let order = pending.body;
    for (
      let attempt = 0;
      attempt < 200 && !(order.status === 'paid' && order.user_template_id);
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      order = (await call('GET', `/order/${orderId}`, { user: linus })).body;
    }
    expect(order).toMatchObject({ status: 'paid' });
    expect(order.paid_at).not.toBeNull();
    for (let attempt = 0; attempt < 200 && (await queue.depth()) > 0; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await queue.depth()).toBe(0);

    const list = await call('GET', '/user-template', { user: linus });
    const bought = (list.body.user_templates as Json[]).filter((entry) => entry.template_id === template.id);
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ id: order.user_template_id, order_id: orderId });
    expect(await noteOf(bought[0]!.project_version_id, linus)).toBe('paid design');
    const projects = await call('GET', '/project/read-all', { user: linus });
    expect(
      (projects.body.projects as Json[]).filter((entry) => entry.name.startsWith('Standard label')),
    ).toHaveLength(1);
    const adaList = await call('GET', '/user-template', { user: ada });
    expect(
      (adaList.body.user_templates as Json[]).filter((entry) => entry.template_id === template.id),
    ).toEqual([]);
  });
});
