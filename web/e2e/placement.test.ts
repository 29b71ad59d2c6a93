import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decryptNodegraphWithFallback, nodegraphHeaders } from '@atelier/contracts';
import { startProduct, type RunningProduct } from '@atelier/deploy';
import { createServiceClient, type Database } from '@atelier/platform';
import { UserServiceService } from '@atelier/proto';
import {
  createTestDatabase,
  freePort,
  launchChromium,
  natsUrlForTests,
  startTestMailServer,
  uniqueTestPrefix,
  type LaunchedBrowser,
  type TestDatabase,
  type TestMailServer,
} from '@atelier/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Where the editor puts added nodes, in real Chromium against the whole product: ten nodes
// added with the toolbar button land in ten separate free places in view, none under the
// floating controls panel, and a node clicked there is the one that is selected.
const webDirectory = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const email = 'placement@example.com';
/** A title-only node without extra rows (Solid color, Invert): 208 wide, 34 high. */
const nodeSize = { width: 208, height: 34 };

let product: RunningProduct;
let launched: LaunchedBrowser;
let folder: string;
let testDatabase: TestDatabase;
let database: Database;
let mail: TestMailServer;
let nodeCodeDirectory: string;

function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

beforeAll(async () => {
  // The product serves web/dist: build it when it is missing or older than the sources.
  const index = path.join(webDirectory, 'dist', 'index.html');
  if (!existsSync(index) || statSync(index).mtimeMs < newestChange(path.join(webDirectory, 'src'))) {
    const { build } = await import('vite');
    await build({ root: webDirectory, configFile: path.join(webDirectory, 'vite.config.ts'), logLevel: 'warn' });
  }
  folder = mkdtempSync(path.join(tmpdir(), 'atelier-placement-e2e-'));
  nodeCodeDirectory = path.join(folder, 'node-code');
  const nodeBuild = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('packages', 'nodes', 'scripts', 'build-node-code.ts'), '--out', nodeCodeDirectory],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (nodeBuild.status !== 0) throw new Error(`the node code build failed: ${nodeBuild.stderr}`);
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  mail = await startTestMailServer();
  product = await startProduct({
    port: await freePort(),
    dataDirectory: path.join(folder, 'data'),
    database: await testDatabase.open(),
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('placement-e2e'),
    nodeCodeDirectory,
    logLevel: 'warn',
    accounts: { smtpUrl: mail.url },
  });
  launched = await launchChromium();
});

afterAll(async () => {
  await launched?.close();
  await product?.stop();
  await mail?.close();
  await testDatabase?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await launched.browser.newContext({ locale: 'en-US', viewport });
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1')
      return route.continue();
    return route.abort();
  });
  return context;
}

async function signIn(page: Page) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByText(`We sent a 4-digit code to ${email}`).waitFor();
  const code = /^(\d{4})$/m.exec((await mail.nextMailTo(email)).text ?? '')?.[1];
  if (!code) throw new Error('no code in the sign-in mail');
  await page.getByLabel('Digit 1 of 4').click();
  for (const digit of code) await page.keyboard.press(digit);
  await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
  await page.getByRole('button', { name: 'Accept' }).click();
}

/** The latest saved graph of a project, read through the API as its owner. */
async function savedNodes(projectId: string) {
  const user = await database.sql.query<{ id: string }>(`SELECT id FROM "user"."users" WHERE email = $1`, [email]);
  const userId = user.rows[0]!.id;
  const users = createServiceClient(
    UserServiceService,
    product.services.find((service) => service.name === 'user')!.address,
    { serviceName: 'user service', identity: product.identity },
  );
  const token = (await users.createSession({ userId, kind: 1, userAgent: 'test', ipAddress: '127.0.0.1' }))
    .session!.accessToken;
  users.close();
  const headers = { authorization: `Bearer ${token}` };
  const project = (await (await fetch(`${product.url}/project/${projectId}`, { headers })).json()) as {
    current_project_version_id: string;
  };
  const response = await fetch(`${product.url}/project/version/${project.current_project_version_id}/nodegraph`, {
    headers,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const plain =
    response.headers.get(nodegraphHeaders.encrypted) === 'true'
      ? await decryptNodegraphWithFallback(bytes, userId)
      : bytes;
  return (
    JSON.parse(new TextDecoder().decode(plain!)) as {
      nodes: Array<{ id: string; type: string; options: { x: number; y: number } }>;
    }
  ).nodes;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function addWithButton(page: Page, search: string, name: string) {
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('complementary', { name: 'Node controls' }).getByRole('heading', { name }).waitFor();
}

const screenshots = process.env.PLACEMENT_E2E_SCREENSHOTS;

/** Screenshots in the dark and the light theme, for a person to look at. */
async function bothThemes(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  const toLight = page.getByRole('button', { name: 'Switch to light theme' });
  const first = (await toLight.count()) > 0 ? 'dark' : 'light';
  const toggle = page.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
  await page.screenshot({ path: path.join(screenshots, `${name}-${first}.png`) });
  await toggle.click();
  await page.screenshot({ path: path.join(screenshots, `${name}-${first === 'dark' ? 'light' : 'dark'}.png`) });
  await toggle.click();
}

describe('placing added nodes', () => {
  let context: BrowserContext | undefined;

  afterAll(async () => {
    await context?.close();
  });

  it('puts ten nodes added with the button in ten free places in view, none under the floating panel', async () => {
    context = await newContext({ width: 1280, height: 800 });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${product.url}/settings`);
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(`${product.url}/settings`);
    await page.getByLabel('Sidebar style').selectOption('floating');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

    await page.goto(`${product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    const kinds = [
      ['solid', 'Solid color'],
      ['invert', 'Invert'],
    ] as const;
    for (let index = 0; index < 10; index++) {
      const [search, name] = kinds[index % 2]!;
      await addWithButton(page, search, name);
    }
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    const status = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status');
    await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    await bothThemes(page, 'placement-1280');

    const nodes = await savedNodes(projectId);
    expect(nodes).toHaveLength(10);
    const rects = nodes.map((node) => ({ x: node.options.x, y: node.options.y, ...nodeSize }));
    for (const [index, rect] of rects.entries())
      for (const other of rects.slice(index + 1)) expect(overlap(rect, other)).toBe(false);

    // The editor opens an empty graph at zoom 1 with the canvas origin in the middle of the
    // canvas; on screen (relative to the canvas) a node is its stored position plus that middle.
    const host = (await page.locator('.editor-canvas-host').boundingBox())!;
    const panelBox = (await page.getByRole('complementary', { name: 'Node controls' }).boundingBox())!;
    const panel = { x: panelBox.x - host.x, y: panelBox.y - host.y, width: panelBox.width, height: panelBox.height };
    const onScreen = rects.map((rect) => ({ ...rect, x: rect.x + host.width / 2, y: rect.y + host.height / 2 }));
    for (const rect of onScreen) {
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.y).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(host.width);
      expect(rect.y + rect.height).toBeLessThanOrEqual(host.height);
      expect(overlap(rect, panel)).toBe(false);
    }

    // Each node is where it shows: clicking its title selects it, the floating panel names it.
    const controls = page.getByRole('complementary', { name: 'Node controls' });
    for (const [index, node] of nodes.entries()) {
      await page.mouse.click(host.x + onScreen[index]!.x + 100, host.y + onScreen[index]!.y + 17);
      const name = node.type === 'image.invert' ? 'Invert' : 'Solid color';
      await controls.getByRole('heading', { name }).waitFor();
    }
    await page.close();
  });

  it('on a phone-wide screen, the floating panel over most of the canvas, still keeps added nodes apart', async () => {
    const phone = await launched.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await phone.addCookies(await context!.cookies());
    const page = await phone.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    for (let index = 0; index < 10; index++) await addWithButton(page, 'invert', 'Invert');
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    const status = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status');
    await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    await bothThemes(page, 'placement-390');
    const nodes = await savedNodes(projectId);
    expect(nodes).toHaveLength(10);
    const rects = nodes.map((node) => ({ x: node.options.x, y: node.options.y, ...nodeSize }));
    for (const [index, rect] of rects.entries())
      for (const other of rects.slice(index + 1)) expect(overlap(rect, other)).toBe(false);
    await phone.close();
  });
});
