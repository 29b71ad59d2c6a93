import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Where the editor puts added nodes, in real Chromium against the whole product: ten nodes
// added with the toolbar button land in ten separate free places in view, none under the
// floating controls panel, and a node clicked there is the one that is selected.
const email = 'placement@example.com';
/** A title-only node without extra rows (Solid color, Invert): 208 wide, 34 high. */
const nodeSize = { width: 208, height: 34 };

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('placement');
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return harness.newContext({ viewport });
}

/** The latest saved nodes of a project, read through the API as its owner. */
async function savedNodes(projectId: string) {
  return (await harness.savedGraph(email, projectId)).nodes;
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
  await page.screenshot({
    path: path.join(screenshots, `${name}-${first === 'dark' ? 'light' : 'dark'}.png`),
  });
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
    await page.goto(`${harness.product.url}/settings`);
    await page.waitForURL(/\/login/);
    await harness.signIn(page, email);
    await page.waitForURL(`${harness.product.url}/settings`);
    await page.getByLabel('Sidebar style').selectOption('floating');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

    await page.goto(`${harness.product.url}/editor`);
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
    const panel = {
      x: panelBox.x - host.x,
      y: panelBox.y - host.y,
      width: panelBox.width,
      height: panelBox.height,
    };
    const onScreen = rects.map((rect) => ({
      ...rect,
      x: rect.x + host.width / 2,
      y: rect.y + host.height / 2,
    }));
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
    const phone = await newContext({ width: 390, height: 844 });
    await phone.addCookies(await context!.cookies());
    const page = await phone.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${harness.product.url}/editor`);
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
