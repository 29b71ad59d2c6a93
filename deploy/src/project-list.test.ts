import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { presentProject } from '@atelier/gateway';
import { createLogger, createServiceClient, runWithRequestContext, type Database } from '@atelier/platform';
import { project, ProjectServiceService } from '@atelier/proto';
import { createTestDatabase, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type RunningProduct } from './product';
import { createTestUser } from './test-users';

// GET /project/read-all passes on the list the database presented, as one text. It must say
// exactly what presenting each project message says (the gateway's presentProject), for every
// kind of project a person can have: each state, edition, visibility and category, in a folder
// or not, deleted, copied, from a template, a milestone, with and without a preview, with names
// and tags that need escaping, and times down to the millisecond.
let testDatabase: TestDatabase;
let database: Database;
let dataDirectory: string;
let product: RunningProduct;
let projects: ReturnType<typeof createServiceClient<typeof ProjectServiceService>>;
let owner: { id: string; accessToken: string };

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-project-list-'));
  product = await startProduct({
    port: 0,
    dataDirectory,
    database,
    logger: createLogger({ name: 'test', level: 'silent' }),
    renderWorkers: 0,
  });
  projects = createServiceClient(
    ProjectServiceService,
    product.services.find((service) => service.name === 'project')!.address,
    { serviceName: 'project service', identity: product.identity },
  );
  owner = await createTestUser(product, database, { email: 'lists@example.com' });
  await seed(owner.id);
});

afterAll(async () => {
  projects?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
});

async function seed(ownerId: string) {
  const sql = (text: string, parameters: unknown[] = []) => database.sql.query(text, parameters);
  const folder = randomUUID();
  await sql(`INSERT INTO "project"."folders" (id, owner_id, name) VALUES ($1, $2, 'Spring')`, [
    folder,
    ownerId,
  ]);
  const states = ['active', 'draft', 'deleted', 'duplicating'];
  const editions = ['composer', 'pro', 'studio'];
  const visibilities = ['private', 'shared', 'public'];
  const categories = [
    null,
    'three_d_elements',
    'photo',
    'vector_graphic',
    'text',
    'pattern',
    'embroidery',
    'knitting',
  ];
  const names = [
    '',
    'Plain',
    'Quote " and back\\slash',
    'Tab\tnewline\n',
    'Émoji 🧵 ünïcødé',
    '<b>&amp;</b>',
  ];
  const made: string[] = [];
  for (let index = 0; index < 48; index += 1) {
    const id = randomUUID();
    // Two projects share each modification time, so the order's tie-break by id is checked too.
    const modified = new Date(Date.UTC(2026, 10, 1, 12, 0, 0, 0) + Math.floor(index / 2) * 1234567 + 7);
    await sql(
      `INSERT INTO "project"."projects"
         (id, owner_id, name, state, environment, visibility, category, tags, folder_id, milestone,
          clone_of, template_project_version_id, created_at, modified_at, deleted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        ownerId,
        names[index % names.length],
        states[index % states.length],
        editions[index % editions.length],
        visibilities[index % visibilities.length],
        categories[index % categories.length],
        index % 5 === 0 ? [] : ['bench', `tag "${index}"`, 'ß'],
        index % 3 === 0 ? folder : null,
        index % 4 === 1,
        index % 6 === 5 ? made[index - 1] : null,
        index % 7 === 3 ? randomUUID() : null,
        new Date(Date.UTC(2025, 0, 1, 0, 0, 0, index)),
        modified,
        states[index % states.length] === 'deleted' ? new Date(modified.getTime() + 999) : null,
      ],
    );
    // A current version with a preview, one without, one with an empty key, or none at all.
    if (index % 4 !== 3) {
      const version = randomUUID();
      const preview = [`previews/${id}.png`, null, ''][index % 4];
      await sql(
        `INSERT INTO "project"."project_versions" (id, project_id, number, nodegraph, created_by, preview_blob_key)
         VALUES ($1, $2, 1, '\\x7b7d', $3, $4)`,
        [version, id, ownerId, preview],
      );
      await sql(`UPDATE "project"."projects" SET current_project_version_id = $1 WHERE id = $2`, [
        version,
        id,
      ]);
    }
    made.push(id);
  }
  // Someone else's project is never listed.
  await sql(`INSERT INTO "project"."projects" (owner_id, name) VALUES ($1, 'Not mine')`, [randomUUID()]);
}

/** The list as presenting each project message of ListProjects shows it. */
async function presentedOneByOne(request: project.ListProjectsRequest) {
  const answer = await runWithRequestContext({ requestId: randomUUID(), userId: owner.id }, () =>
    projects.listProjects(request),
  );
  return { projects: answer.projects.map(presentProject) };
}

describe('GET /project/read-all', () => {
  it.each([
    ['', { excludeFolders: false }],
    ['?exclude_folders=true', { excludeFolders: true }],
    ['?state=deleted', { state: project.ProjectState.DELETED, excludeFolders: false }],
    ['?state=draft&exclude_folders=true', { state: project.ProjectState.DRAFT, excludeFolders: true }],
  ])('%s says exactly what presenting each project says, in the same order', async (query, request) => {
    const response = await fetch(`${product.url}/project/read-all${query}`, {
      headers: { authorization: `Bearer ${owner.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const listed = (await response.json()) as { projects: Array<{ id: string }> };
    const expected = await presentedOneByOne({ ...request, asJson: false });
    expect(expected.projects.length).toBeGreaterThan(4);
    expect(listed).toEqual(expected);
    expect(listed.projects.map((item) => item.id)).toEqual(expected.projects.map((item) => item.id));
  });

  it('answers an empty list for a person with no projects', async () => {
    const newcomer = await createTestUser(product, database, { email: 'newcomer@example.com' });
    const response = await fetch(`${product.url}/project/read-all`, {
      headers: { authorization: `Bearer ${newcomer.accessToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ projects: [] });
  });
});
