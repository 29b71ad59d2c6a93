import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// A phone-wide screen (390 × 844) in real Chromium against the whole product: the editor keeps
// most of the screen for the canvas with the controls as a sheet along the bottom that folds to
// one line (by its button, with the keyboard), added nodes land in the visible free canvas and
// the sheet never hides the node it shows; the canvas keeps its first size; the projects screen
// keeps its links clear of the heading and the toolbar, resized from 1280 px or loaded at 390;
// the node menu closes on a press outside it; an unnamed project has one name in each language.
const email = 'narrow@example.com';
const phone = { width: 390, height: 844 };
/** A title-only node (Solid color, Invert) in canvas units: 208 wide, 34 high. */
const nodeSize = { width: 208, height: 34 };

let harness: BrowserTestProduct;
let context: BrowserContext;

beforeAll(async () => {
  harness = await startBrowserTestProduct('narrow-screen');
  context = await harness.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(`${harness.product.url}/projects`);
  await page.waitForURL(/\/login/);
  await harness.signIn(page, email);
  await page.waitForURL(`${harness.product.url}/projects`);
  await page.close();
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(outer: Box, inner: Box) {
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${String(locator)}`);
  return found;
}

const screenshots = process.env.NARROW_E2E_SCREENSHOTS;

async function setTheme(page: Page, theme: 'dark' | 'light') {
  const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
  if ((await toggle.count()) > 0) {
    await toggle.click();
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, theme);
    // The theme fades in; the screenshot waits for the end of it.
    await page.waitForTimeout(400);
  }
}

/** A screenshot in each theme, for a person to look at; the page is left in the dark theme. */
async function bothThemes(page: Page, name: string) {
  if (!screenshots) return;
  mkdirSync(screenshots, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: path.join(screenshots, `${name}-${theme}.png`) });
  }
}

const toolbarOf = (page: Page) => page.getByRole('toolbar', { name: 'Editor tools' });
const sheetOf = (page: Page) => page.locator('.editor-sheet');

async function addWithButton(page: Page, search: string, name: string) {
  await toolbarOf(page).getByRole('button', { name: 'Add node' }).click();
  const menu = page.getByRole('dialog', { name: 'Add node' });
  await menu.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await menu.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'hidden' });
}

/** The canvas the user sees: the canvas area less what the sheet covers along its bottom. */
async function visibleCanvas(page: Page): Promise<Box> {
  const host = await box(page.locator('.editor-canvas-host'));
  const sheet = await box(sheetOf(page));
  expect(sheet.x).toBeLessThanOrEqual(host.x);
  expect(sheet.x + sheet.width).toBeGreaterThanOrEqual(host.x + host.width);
  expect(sheet.y + sheet.height).toBeGreaterThanOrEqual(host.y + host.height - 0.5);
  return { ...host, height: Math.min(host.height, sheet.y - host.y) };
}

async function zoomOf(page: Page) {
  const text = await toolbarOf(page)
    .getByRole('button', { name: /^\d+%$/ })
    .textContent();
  return Number(text!.replace('%', '')) / 100;
}

describe('the editor on a phone-wide screen', () => {
  let page: Page;

  beforeAll(async () => {
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
  });

  afterAll(async () => {
    await page?.close();
  });

  it('keeps most of the screen for the canvas, the controls a sheet that folds with its button and the keyboard', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    const status = toolbarOf(page).getByRole('status');
    await status.filter({ hasText: 'Saved once you add a node' }).waitFor();
    const firstCanvas = await box(page.locator('.editor-canvas-host'));
    const firstToolbar = await box(toolbarOf(page));

    // The controls are a sheet along the bottom, the whole width, not a column beside the canvas.
    const hide = page.getByRole('button', { name: 'Hide controls' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await addWithButton(page, 'solid', 'Solid color');
    const controls = page.getByRole('complementary', { name: 'Node controls' });
    await controls.getByRole('heading', { name: 'Solid color' }).waitFor();
    await page.waitForURL(/\/editor\/[^/]+$/);
    await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    await bothThemes(page, 'editor-390-sheet-open');

    // The first layout is the last: saving changed the state's words but not the canvas.
    expect(await box(page.locator('.editor-canvas-host'))).toEqual(firstCanvas);
    expect((await box(toolbarOf(page))).height).toBe(firstToolbar.height);

    const screenArea = phone.width * phone.height;
    const open = await visibleCanvas(page);
    expect(open.width).toBe(phone.width);
    expect(open.width * open.height).toBeGreaterThanOrEqual(0.6 * screenArea);

    // The keyboard folds it: the button named for what it does, the controls gone, the bar left.
    await hide.focus();
    await page.keyboard.press('Enter');
    const show = page.getByRole('button', { name: 'Show controls' });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await controls.waitFor({ state: 'hidden' });
    expect(await sheetOf(page).locator('.editor-sheet-node').textContent()).toBe('Solid color');
    const folded = await visibleCanvas(page);
    expect(folded.width * folded.height).toBeGreaterThan(open.width * open.height);
    expect(folded.width * folded.height).toBeGreaterThanOrEqual(0.75 * screenArea);
    await page.keyboard.press('Space');
    await controls.getByRole('heading', { name: 'Solid color' }).waitFor();
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await controls.waitFor({ state: 'hidden' });
    await bothThemes(page, 'editor-390-sheet-folded');
  });

  it('puts ten nodes added with the button fully inside the visible canvas, none overlapping', async () => {
    // A new graph, the sheet folded to its bar before the first node.
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await page.getByRole('button', { name: 'Hide controls' }).click();
    const kinds = [
      ['solid', 'Solid color'],
      ['invert', 'Invert'],
    ] as const;
    for (let index = 0; index < 10; index++) {
      const [search, name] = kinds[index % 2]!;
      await addWithButton(page, search, name);
      await sheetOf(page).locator('.editor-sheet-node').filter({ hasText: name }).waitFor();
    }
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    await toolbarOf(page)
      .getByRole('status')
      .filter({ hasText: 'All changes saved' })
      .waitFor({ timeout: 60_000 });
    const nodes = (await harness.savedGraph(email, projectId)).nodes;
    expect(nodes).toHaveLength(10);
    await bothThemes(page, 'editor-390-ten-nodes');

    // The editor opened the empty graph with its origin in the middle of the canvas, at the zoom
    // the toolbar shows; a node is on screen at its stored place times the zoom from there.
    const zoom = await zoomOf(page);
    const host = await box(page.locator('.editor-canvas-host'));
    const visible = await visibleCanvas(page);
    const onScreen = nodes.map((node) => ({
      x: host.x + host.width / 2 + node.options.x * zoom,
      y: host.y + host.height / 2 + node.options.y * zoom,
      width: nodeSize.width * zoom,
      height: nodeSize.height * zoom,
    }));
    for (const rect of onScreen) expect(inside(visible, rect), JSON.stringify({ rect, visible })).toBe(true);
    for (const [index, rect] of onScreen.entries())
      for (const other of onScreen.slice(index + 1)) expect(overlap(rect, other)).toBe(false);

    // Each is where it shows: a tap on its title selects it, the sheet's bar names it.
    for (const [index, node] of nodes.entries()) {
      const rect = onScreen[index]!;
      await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
      const name = node.type === 'image.invert' ? 'Invert' : 'Solid color';
      await sheetOf(page).locator('.editor-sheet-node').filter({ hasText: name }).waitFor();
    }
  });

  it('moves the view so the sheet opening never hides the node it shows', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addWithButton(page, 'invert', 'Invert');
    const controls = page.getByRole('complementary', { name: 'Node controls' });
    await controls.getByRole('heading', { name: 'Invert' }).waitFor();
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    await toolbarOf(page)
      .getByRole('status')
      .filter({ hasText: 'All changes saved' })
      .waitFor({ timeout: 60_000 });
    const [node] = (await harness.savedGraph(email, projectId)).nodes;
    const zoom = await zoomOf(page);
    const host = await box(page.locator('.editor-canvas-host'));
    const title = {
      x: host.x + host.width / 2 + (node!.options.x + nodeSize.width / 2) * zoom,
      y: host.y + host.height / 2 + (node!.options.y + nodeSize.height / 2) * zoom,
    };

    // Folded, the node is dragged down to just above the sheet's bar, where the open sheet goes.
    await page.getByRole('button', { name: 'Hide controls' }).click();
    const bar = await box(sheetOf(page));
    const low = { x: title.x, y: bar.y - 30 };
    await page.mouse.move(title.x, title.y);
    await page.mouse.down();
    await page.mouse.move(low.x, (title.y + low.y) / 2, { steps: 6 });
    await page.mouse.move(low.x, low.y, { steps: 6 });
    await page.mouse.up();
    // The node went where it was dragged (so it was where it was thought to be).
    await expect
      .poll(
        async () => {
          const [moved] = (await harness.savedGraph(email, projectId)).nodes;
          return Math.round(
            host.y + host.height / 2 + (moved!.options.y + nodeSize.height / 2) * zoom - low.y,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(0);

    await page.getByRole('button', { name: 'Show controls' }).click();
    await controls.getByRole('heading', { name: 'Invert' }).waitFor();
    await expect
      .poll(async () => (await visibleCanvas(page)).height, { timeout: 5_000 })
      .toBeLessThan(low.y - host.y);
    const visible = await visibleCanvas(page);
    expect(low.y).toBeGreaterThan(visible.y + visible.height);
    await bothThemes(page, 'editor-390-sheet-reveals');

    // Where the node was is now under the sheet; the only node is found in the visible canvas
    // by tapping up its middle from the sheet's edge: a tap on empty canvas selects nothing.
    const nothing = controls.getByText('Select a node to see its controls.');
    const step = Math.floor((nodeSize.height * zoom) / 2);
    let found: number | undefined;
    for (let y = visible.y + visible.height - 2; y > visible.y; y -= step) {
      await page.mouse.click(low.x, y);
      const selected = controls.getByRole('heading', { name: 'Invert' });
      await Promise.race([selected.waitFor(), nothing.waitFor()]);
      if (await selected.isVisible()) {
        found = y;
        break;
      }
    }
    expect(found).toBeDefined();
    // Its edge above the sheet was met after the first tap (that one was below it, on canvas),
    // and all of it is above: its top is below the canvas's top.
    expect(found!).toBeLessThan(visible.y + visible.height - 2);
    expect(found! - nodeSize.height * zoom).toBeGreaterThanOrEqual(visible.y);
  });

  it('makes the same sheet of the floating panel', async () => {
    await page.goto(`${harness.product.url}/settings`);
    await page.getByLabel('Sidebar style').selectOption('floating');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addWithButton(page, 'invert', 'Invert');
    await page
      .getByRole('complementary', { name: 'Node controls' })
      .getByRole('heading', { name: 'Invert' })
      .waitFor();
    const open = await visibleCanvas(page);
    expect(open.width).toBe(phone.width);
    expect(open.width * open.height).toBeGreaterThanOrEqual(0.6 * phone.width * phone.height);
    await page.waitForURL(/\/editor\/[^/]+$/);
    await toolbarOf(page)
      .getByRole('status')
      .filter({ hasText: 'All changes saved' })
      .waitFor({ timeout: 60_000 });
    await bothThemes(page, 'editor-390-floating-sheet');
    await page.goto(`${harness.product.url}/settings`);
    await page.getByLabel('Sidebar style').selectOption('solid');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
  });
});

describe('the node menu', () => {
  it('closes on a press outside it, and the one a dropped wire opened leaves no wire', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    const menu = page.getByRole('dialog', { name: 'Add node' });
    await toolbarOf(page).getByRole('button', { name: 'Add node' }).click();
    await menu.waitFor();
    const host = await box(page.locator('.editor-canvas-host'));
    await page.mouse.click(host.x + 40, host.y + host.height - 40);
    await menu.waitFor({ state: 'hidden' });

    await addWithButton(page, 'solid', 'Solid color');
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    await toolbarOf(page)
      .getByRole('status')
      .filter({ hasText: 'All changes saved' })
      .waitFor({ timeout: 60_000 });
    // F fits the one node: its middle in the middle of the canvas, its output on its right edge.
    await page.mouse.click(host.x + 20, host.y + 20);
    await page.keyboard.press('f');
    const output = { x: host.x + host.width / 2 + nodeSize.width / 2, y: host.y + host.height / 2 };
    const drop = { x: output.x + 200, y: output.y - 200 };
    await page.mouse.move(output.x, output.y);
    await page.mouse.down();
    await page.mouse.move(output.x + 100, output.y - 100, { steps: 6 });
    await page.mouse.move(drop.x, drop.y, { steps: 6 });
    await page.mouse.up();
    await menu.waitFor();
    // The menu a wire opened lists what accepts it first.
    await menu.getByText('Accepts image', { exact: true }).waitFor();
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'wire-menu-open.png') });
    await page.mouse.click(host.x + 40, host.y + host.height - 40);
    await menu.waitFor({ state: 'hidden' });
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'wire-menu-closed.png') });
    // No wire is left waiting: the menu opened next on the canvas is the plain one, and the node
    // chosen there is wired to nothing.
    await page.mouse.dblclick(drop.x, drop.y);
    await menu.waitFor();
    await menu.getByRole('option').first().waitFor();
    expect(await menu.getByText('Accepts image', { exact: true }).count()).toBe(0);
    await menu.getByRole('searchbox').fill('invert');
    await menu.getByRole('option', { name: 'Invert' }).waitFor();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await harness.savedGraph(email, projectId)).nodes.length, { timeout: 30_000 })
      .toBe(2);
    const graph = await harness.savedGraph(email, projectId);
    expect(graph.connections).toEqual([]);
    await page.close();
  });
});

describe('the projects screen on a phone-wide screen', () => {
  it('keeps its links clear of the heading and the toolbar, resized from 1280 px or loaded at 390, in both themes', async () => {
    const { token } = await harness.tokenFor(email);
    for (let index = 1; index <= 12; index++) {
      const response = await fetch(`${harness.product.url}/folder`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Folder ${index}` }),
      });
      expect(response.ok).toBe(true);
    }
    const page = await context.newPage();

    const clear = async (label: string) => {
      const links = page.getByRole('navigation', { name: 'Project areas' }).getByRole('link');
      const others = [
        page.getByRole('heading', { name: 'All projects', level: 1 }),
        page.getByRole('searchbox'),
        page.getByRole('button', { name: 'Sort projects' }),
        page.getByRole('button', { name: 'New folder' }),
        page.getByRole('button', { name: 'New project' }),
      ];
      const otherBoxes = await Promise.all(others.map(box));
      for (const link of await links.all()) {
        const linkBox = await link.boundingBox();
        if (!linkBox) continue;
        for (const [index, other] of otherBoxes.entries())
          expect(
            overlap(linkBox, other),
            `${label}: ${await link.textContent()} over ${String(others[index])}`,
          ).toBe(false);
      }
    };

    for (const theme of ['dark', 'light'] as const) {
      // Wide first, scrolled down a little, then narrowed to a phone's width.
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.goto(`${harness.product.url}/projects`);
      await page.getByRole('link', { name: 'Folder 12' }).first().waitFor();
      await setTheme(page, theme);
      await page.mouse.wheel(0, 240);
      await page.waitForFunction(() => window.scrollY > 0);
      await page.setViewportSize(phone);
      for (const scroll of [0, 200, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        await clear(`${theme}, resized, scrolled ${scroll}`);
      }
      if (screenshots)
        await page.screenshot({ path: path.join(screenshots, `projects-390-resized-${theme}.png`) });

      // Loaded at a phone's width.
      await page.goto(`${harness.product.url}/projects`);
      await page.getByRole('link', { name: 'Folder 12' }).first().waitFor();
      for (const scroll of [0, 200, 400]) {
        await page.evaluate((y) => window.scrollTo(0, y), scroll);
        await clear(`${theme}, loaded, scrolled ${scroll}`);
      }
      if (screenshots)
        await page.screenshot({ path: path.join(screenshots, `projects-390-loaded-${theme}.png`) });
    }
    await setTheme(page, 'dark');
    await page.close();
  });
});

describe('an unnamed project', () => {
  it('has one name in the editor before its first save and after it, in each language', async () => {
    const page = await context.newPage();
    const names = [
      ['English (US)', 'Untitled'],
      ['English (UK)', 'Untitled'],
      ['Deutsch', 'Ohne Titel'],
      ['Français', 'Sans titre'],
      ['Italiano', 'Senza titolo'],
    ] as const;
    await page.goto(`${harness.product.url}/editor`);
    const nameField = page.locator('.editor-project-name');
    await nameField.waitFor();
    for (const [label, untitled] of names) {
      await page.getByRole('button', { name: /^(Language|Sprache|Langue|Lingua)$/ }).click();
      await page.getByRole('menuitemradio', { name: label }).click();
      await expect.poll(() => nameField.getAttribute('placeholder')).toBe(untitled);
    }
    // German, before anything is saved and after the first save.
    await page.getByRole('button', { name: 'Lingua' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await expect.poll(() => nameField.getAttribute('placeholder')).toBe('Ohne Titel');
    await page.locator('.editor-toolbar').getByRole('button', { name: 'Knoten hinzufügen' }).click();
    await page.getByRole('searchbox').fill('umkehren');
    await page.getByRole('option', { name: 'Umkehren' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/editor\/[^/]+$/);
    await page
      .locator('.editor-toolbar')
      .getByRole('status')
      .filter({ hasText: 'Alle Änderungen gespeichert' })
      .waitFor({ timeout: 60_000 });
    expect(await nameField.getAttribute('placeholder')).toBe('Ohne Titel');
    await page.reload();
    await expect.poll(() => nameField.getAttribute('placeholder'), { timeout: 20_000 }).toBe('Ohne Titel');
    // Back to English for whoever comes next.
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitemradio', { name: 'English (US)' }).click();
    await page.close();
  });
});
