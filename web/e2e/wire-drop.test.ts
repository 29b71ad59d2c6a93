import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { locales } from '@atelier/i18n';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct, type SavedGraph } from './support/browserProduct';

// A wire dropped on empty canvas, in real Chromium against the whole product: the node menu opens
// where it was dropped and lists first the nodes whose input accepts the wire (checked against
// the node definitions the product serves, fetched here), a chosen node is added wired to it,
// Ctrl+Z takes both away, and Escape leaves nothing behind.
const email = 'wire-drop@example.com';

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('wire-drop');
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

async function newContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  return harness.newContext({ viewport });
}

async function signIn(page: Page) {
  await harness.signIn(page, email);
}

/** The latest saved graph of a project, read through the API as its owner. */
async function savedGraph(projectId: string): Promise<SavedGraph> {
  return harness.savedGraph(email, projectId);
}

interface ServedDefinition {
  id: string;
  inputs: Array<{ name: string; type: string }>;
  outputs: Array<{ name: string; type: string }>;
}

/** An i18n key's American English text. */
function english(key: string): string {
  let value: unknown = locales['en-US'];
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`no English text for ${key}`);
  return value;
}

/**
 * Every node in the menu by its English title, with its definition as the product serves it
 * (GET /node/{id}/code/{version}, the module the browser's engine imports).
 */
async function servedDefinitions(): Promise<Map<string, ServedDefinition>> {
  const menu = (await (await fetch(`${harness.product.url}/node/menu`)).json()) as {
    families: Array<{ categories: Array<{ nodes: Array<{ id: string; title: string; version: string }> }> }>;
  };
  const directory = path.join(harness.folder, 'definitions');
  mkdirSync(directory, { recursive: true });
  const definitions = new Map<string, ServedDefinition>();
  for (const node of menu.families.flatMap((family) =>
    family.categories.flatMap((category) => category.nodes),
  )) {
    const response = await fetch(`${harness.product.url}/node/${node.id}/code/${node.version}`);
    expect(response.status).toBe(200);
    const file = path.join(directory, `${node.id}-${node.version}.mjs`);
    writeFileSync(file, await response.text());
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      default: ServedDefinition;
    };
    definitions.set(english(node.title), module.default);
  }
  return definitions;
}

const screenshots = process.env.WIRE_DROP_E2E_SCREENSHOTS;

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

async function addWithButton(page: Page, search: string, name: string) {
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name, exact: true }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('complementary', { name: 'Node controls' }).getByRole('heading', { name }).waitFor();
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 6 });
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

describe('a wire dropped on empty canvas', () => {
  let context: BrowserContext | undefined;

  afterAll(async () => {
    await context?.close();
  });

  it('offers the nodes that accept it first, adds the chosen one wired, undoes both at once, and Escape leaves nothing', async () => {
    const definitions = await servedDefinitions();
    const acceptsImage = (title: string) =>
      definitions.get(title)?.inputs.some((input) => input.type === 'image') ?? false;
    const givesImage = (title: string) =>
      definitions.get(title)?.outputs.some((output) => output.type === 'image') ?? false;
    const accepting = [...definitions.keys()].filter(acceptsImage);
    const giving = [...definitions.keys()].filter(givesImage);
    expect(accepting.length).toBeGreaterThan(3);
    expect(accepting.length).toBeLessThan(definitions.size);

    context = await newContext({ width: 1280, height: 1100 });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addWithButton(page, 'solid', 'Solid color');
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    const status = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status');
    await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    const [solid] = (await savedGraph(projectId)).nodes;

    // The editor opens an empty graph at zoom 1 with the canvas origin in the middle of the
    // canvas; a title-only node is 208 wide with its sockets 17 below its top.
    const host = (await page.locator('.editor-canvas-host').boundingBox())!;
    const onScreen = (x: number, y: number) => ({
      x: host.x + host.width / 2 + x,
      y: host.y + host.height / 2 + y,
    });
    const output = onScreen(solid!.options.x + 208, solid!.options.y + 17);
    const drop = { x: output.x - 450, y: output.y + 100 };
    // Where the wire's middle runs, above the menu that opens at the drop point.
    const middle = {
      x: (output.x + drop.x) / 2 - 30,
      y: (output.y + drop.y) / 2 - 12,
      width: 60,
      height: 24,
    };
    const wireArea = () => page.screenshot({ clip: middle });
    const untouched = await wireArea();

    await drag(page, output, drop);
    const menu = page.getByRole('dialog', { name: 'Add node' });
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    expect(Math.abs(box.x - drop.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y - drop.y)).toBeLessThanOrEqual(1);
    await menu.getByText('Accepts image', { exact: true }).waitFor();
    // The search field has the focus: typing filters at once.
    expect(await menu.getByRole('searchbox').evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    const offered = await menu.getByRole('option').allTextContents();
    expect(offered).toHaveLength(definitions.size);
    expect(offered.slice(0, accepting.length).every(acceptsImage)).toBe(true);
    expect(offered.slice(accepting.length).some(acceptsImage)).toBe(false);
    // The wire stays drawn to the drop point while the menu is open.
    expect((await wireArea()).equals(untouched)).toBe(false);
    await bothThemes(page, 'wire-drop-menu');
    // (The theme button took the focus for the screenshots: back to the search field.)
    await menu.getByRole('searchbox').click();

    // Typing filters, the arrows move, Enter chooses: the second blur.
    await page.keyboard.type('blur');
    await expect
      .poll(() => menu.getByRole('option').allTextContents())
      .toEqual(['Gaussian blur', 'Box blur']);
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => menu.getByRole('option', { name: 'Box blur' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    await page
      .getByRole('complementary', { name: 'Node controls' })
      .getByRole('heading', { name: 'Box blur' })
      .waitFor();
    const firstImageInput = definitions.get('Box blur')!.inputs.find((input) => input.type === 'image')!.name;
    let added: SavedGraph | undefined;
    await expect
      .poll(
        async () => {
          added = await savedGraph(projectId);
          return added.nodes.length;
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    const blur = added!.nodes.find((node) => node.id !== solid!.id)!;
    expect(blur.type).toBe('image.box-blur');
    expect(added!.connections.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: { nodeId: solid!.id, output: 'image' }, to: { nodeId: blur.id, input: firstImageInput } },
    ]);

    // One Ctrl+Z takes the node and its wire away.
    await page.keyboard.press('Control+z');
    await expect
      .poll(
        async () => {
          const graph = await savedGraph(projectId);
          return { nodes: graph.nodes.map((node) => node.id), wires: graph.connections.length };
        },
        { timeout: 60_000 },
      )
      .toEqual({ nodes: [solid!.id], wires: 0 });
    await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });

    // Escape closes the menu and leaves no node and no wire.
    await expect.poll(async () => (await wireArea()).equals(untouched)).toBe(true);
    await drag(page, output, drop);
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await wireArea()).equals(untouched)).toBe(true);
    expect(await status.textContent()).toContain('All changes saved');
    const afterEscape = await savedGraph(projectId);
    expect(afterEscape.nodes.map((node) => node.id)).toEqual([solid!.id]);
    expect(afterEscape.connections).toEqual([]);

    // A wire drawn back from a free input offers the nodes whose output fits it first.
    await addWithButton(page, 'invert', 'Invert');
    await expect.poll(async () => (await savedGraph(projectId)).nodes.length, { timeout: 60_000 }).toBe(2);
    const invert = (await savedGraph(projectId)).nodes.find((node) => node.type === 'image.invert')!;
    const input = onScreen(invert.options.x, invert.options.y + 17);
    await drag(page, input, { x: input.x - 300, y: input.y + 120 });
    await menu.waitFor();
    await menu.getByText('Gives image', { exact: true }).waitFor();
    const backwards = await menu.getByRole('option').allTextContents();
    expect(backwards.slice(0, giving.length).every(givesImage)).toBe(true);
    expect(backwards.slice(giving.length).some(givesImage)).toBe(false);
    const chosen = backwards[0]!;
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    let wired: SavedGraph | undefined;
    await expect
      .poll(
        async () => {
          wired = await savedGraph(projectId);
          return wired.nodes.length;
        },
        { timeout: 60_000 },
      )
      .toBe(3);
    const source = wired!.nodes.find((node) => node.id !== solid!.id && node.id !== invert.id)!;
    expect(definitions.get(chosen)!.id).toBe(source.type);
    const imageOutput = definitions
      .get(chosen)!
      .outputs.find((candidate) => candidate.type === 'image')!.name;
    expect(wired!.connections.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: { nodeId: source.id, output: imageOutput }, to: { nodeId: invert.id, input: 'title' } },
    ]);
    await page.close();
  });

  it('on a phone-wide screen opens the menu inside the canvas with the fitting nodes first', async () => {
    const phone = await newContext({ width: 390, height: 844 });
    await phone.addCookies(await context!.cookies());
    const page = await phone.newPage();
    // On a phone the controls panel floats over the canvas (a profile setting).
    await page.goto(`${harness.product.url}/settings`);
    await page.getByLabel('Sidebar style').selectOption('floating');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addWithButton(page, 'solid', 'Solid color');
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    await expect
      .poll(async () => (await savedGraph(projectId).catch(() => undefined))?.nodes.length, {
        timeout: 60_000,
      })
      .toBe(1);
    // On a phone the panel is a sheet along the bottom, floating or not. F fits the graph in
    // view at a phone's 75%: the node in the middle of the canvas, above the sheet.
    const host = (await page.locator('.editor-canvas-host').boundingBox())!;
    const sheet = (await page.locator('.editor-sheet').boundingBox())!;
    await page.mouse.click(host.x + 20, host.y + 20);
    await page.keyboard.press('f');
    await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: '75%' }).waitFor();
    const output = { x: host.x + host.width / 2 + 104 * 0.75, y: host.y + host.height / 2 };
    const drop = { x: output.x - 30, y: output.y - 160 };
    expect(output.y).toBeLessThan(sheet.y);
    expect(output.x).toBeLessThan(host.x + host.width);
    await drag(page, output, drop);
    const menu = page.getByRole('dialog', { name: 'Add node' });
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(host.x);
    expect(box.x + box.width).toBeLessThanOrEqual(host.x + host.width);
    await menu.getByText('Accepts image', { exact: true }).waitFor();
    await bothThemes(page, 'wire-drop-390');
    await menu.getByRole('searchbox').click();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await phone.close();
  });
});
