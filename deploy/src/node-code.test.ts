import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLogger, type Database } from '@atelier/platform';
import { createTestDatabase, natsUrlForTests, uniqueTestPrefix, type TestDatabase } from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from './environment';
import { startProduct, type RunningProduct } from './product';

// Node code through the product's front door: the node package's build writes one module per
// node version, and the gateway serves them and the menu to the browser's engine.
let testDatabase: TestDatabase;
let database: Database;
let product: RunningProduct;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'atelier-node-code-'));
  const nodeCodeDirectory = path.join(folder, 'node-code');
  const build = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join('packages', 'nodes', 'scripts', 'build-node-code.ts'),
      '--out',
      nodeCodeDirectory,
    ],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`the node code build failed: ${build.stderr}`);
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  product = await startProduct({
    port: 0,
    dataDirectory: path.join(folder, 'data'),
    database,
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('node-code'),
    nodeCodeDirectory,
    logger: createLogger({ name: 'test', level: 'silent' }),
  });
});

afterAll(async () => {
  await product?.stop();
  await testDatabase?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${product.url}${route}`, { headers });

describe('GET /node/menu', () => {
  it('lists the node families, their categories and node versions', async () => {
    const response = await get('/node/menu');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const menu = (await response.json()) as {
      families: { id: string; categories: { id: string; nodes: { id: string; version: string }[] }[] }[];
    };
    const image = menu.families.find((family) => family.id === 'image')!;
    expect(image.categories.map((category) => category.id)).toContain('filters');
    const nodes = image.categories.flatMap((category) => category.nodes);
    expect(nodes).toContainEqual(expect.objectContaining({ id: 'image.gaussian-blur', version: '1.0.0' }));
    expect(nodes).toHaveLength(24);
  });
});

describe('GET /node/{id}/code/{version}', () => {
  it('serves the compiled module of a node version, cached as immutable', async () => {
    const response = await get('/node/image.invert/code/1.0.0');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    // The module is the node definition, ready for an engine to evaluate.
    const file = path.join(folder, 'invert.js');
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    const module = (await import(pathToFileURL(file).href)) as { default: { id: string; version: string } };
    expect([module.default.id, module.default.version]).toEqual(['image.invert', '1.0.0']);

    // A browser revalidating sends max-age=0 (fetch itself would add no-cache, which forces 200).
    const again = await get('/node/image.invert/code/1.0.0', {
      'if-none-match': etag,
      'cache-control': 'max-age=0',
    });
    expect(again.status).toBe(304);
  });

  it('serves the newest version as latest?type=worker, revalidated each time', async () => {
    const versioned = await get('/node/image.gaussian-blur/code/1.0.0?type=worker');
    const latest = await get('/node/image.gaussian-blur/code/latest?type=worker');
    expect(latest.status).toBe(200);
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(latest.headers.get('node-version')).toBe('1.0.0');
    expect(latest.headers.get('content-location')).toBe('/node/image.gaussian-blur/code/1.0.0?type=worker');
    expect(await latest.text()).toBe(await versioned.text());
  });

  it('answers 404 in the error shape for an unknown node or version, 400 for an unknown code type', async () => {
    const unknownNode = await get('/node/image.sparkle/code/1.0.0');
    expect(unknownNode.status).toBe(404);
    expect(await unknownNode.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no node "image.sparkle".' },
    });
    const unknownVersion = await get('/node/image.invert/code/9.9.9');
    expect(unknownVersion.status).toBe(404);
    expect(await unknownVersion.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Node "image.invert" has no version "9.9.9".',
        details: { versions: ['1.0.0'] },
      },
    });
    expect((await get('/node/__proto__/code/latest')).status).toBe(404);
    const unknownType = await get('/node/image.invert/code/1.0.0?type=editor');
    expect(unknownType.status).toBe(400);
    expect(((await unknownType.json()) as { error: { code: string } }).error.code).toBe('INVALID_ARGUMENT');
  });
});
