import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The graph editor in real Chromium against the whole product: a graph built by hand from the
// node menu, wired, edited, undone and redone, autosaved as a version, reloaded; then an edit
// made while the server is down, saved once it is back.
const email = 'editor@example.com';

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('editor');
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

function newContext(): Promise<BrowserContext> {
  return harness.newContext({ viewport: { width: 1400, height: 900 } });
}

/** A bearer header for reading through the API as the owner. */
async function ownerHeaders() {
  return { headers: { authorization: `Bearer ${(await harness.tokenFor(email)).token}` } };
}

type SavedNode = { id: string; type: string; controls?: Array<Array<{ id: string; value?: unknown }>> };

/** The latest saved graph of a project and its version, read through the API as its owner. */
function savedGraph(projectId: string) {
  return harness.savedVersion<{
    nodes: SavedNode[];
    connections: Array<{ from: { nodeId: string }; to: { nodeId: string; input: string } }>;
  }>(email, projectId);
}

function controlValue(node: { controls?: Array<Array<{ id: string; value?: unknown }>> }, id: string) {
  return node.controls?.flat().find((item) => item.id === id)?.value;
}

/** The monitor's centre pixel, as red, green, blue and alpha. */
function monitorPixel(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.editor-monitor canvas');
    if (!canvas || canvas.hidden || canvas.width === 0) return null;
    const data = canvas
      .getContext('2d')!
      .getImageData(Math.floor(canvas.width / 2), Math.floor(canvas.height / 2), 1, 1).data;
    return [data[0], data[1], data[2], data[3]];
  });
}

async function waitForMonitor(page: Page, expected: number[]) {
  try {
    await expect.poll(() => monitorPixel(page), { timeout: 20_000, interval: 200 }).toEqual(expected);
  } catch (error) {
    if (process.env.EDITOR_E2E_SCREENSHOTS)
      await page.screenshot({
        path: path.join(process.env.EDITOR_E2E_SCREENSHOTS, `monitor-${Date.now()}.png`),
      });
    throw error;
  }
}

async function addFromMenu(page: Page, search: string, name: string) {
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('complementary', { name: 'Node controls' }).getByRole('heading', { name }).waitFor();
}

/** The saving state in the editor's toolbar. */
function saveState(page: Page) {
  return page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status');
}

async function waitUntilSaved(page: Page) {
  await saveState(page).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
}

describe('graph editor', () => {
  let context: BrowserContext;
  let page: Page;
  let projectId: string;
  /** The version saved with the red solid colour, before the blue edit made offline. */
  let redVersionId: string;
  let canvasBox: { x: number; y: number; width: number; height: number };
  // After "fit to view", the two nodes (208 wide, 260 apart, title bars 34 high) sit centred:
  // the first node's output at 26 left of the centre, the second's title input 26 right of it.
  const centre = () => ({ x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height / 2 });

  /**
   * Focuses the canvas and fits the graph to the view ("f"). The stage host is measured, not the
   * canvas, which may be moved by a CSS transform while the camera settles.
   */
  async function fitToView() {
    await page.locator('canvas.editor-canvas').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('f');
    canvasBox = (await page.locator('.editor-canvas-host').boundingBox())!;
  }

  /** Drags a wire from the first node's output to the second node's title input. */
  async function wireFirstToSecond() {
    const { x, y } = centre();
    await page.mouse.move(x - 26, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 30, { steps: 5 });
    await page.mouse.move(x + 26, y, { steps: 5 });
    await page.mouse.up();
  }

  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    if (process.env.EDITOR_E2E_SCREENSHOTS) {
      page.on('request', (request) => console.log('request', request.method(), request.url()));
      page.on('response', (response) => console.log('response', response.status(), response.url()));
    }
    page.on('console', (message) => {
      if (message.type() === 'error') console.error('browser console:', message.text());
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('builds a graph by hand, undoes and redoes a change, saves, and reloads it unchanged', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login\?redirect=%2Feditor/);
    await harness.signIn(page, email);
    await page.waitForURL(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();

    await addFromMenu(page, 'solid', 'Solid color');
    await addFromMenu(page, 'invert', 'Invert');
    await fitToView();
    const { x, y } = centre();

    // Wire the solid colour's output to the invert's title input.
    await wireFirstToSecond();

    // Monitor the invert node: white inverted is black.
    await page.mouse.click(x + 130, y);
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await panel.getByRole('heading', { name: 'Invert' }).waitFor();
    await panel.getByRole('button', { name: 'Monitor' }).click();
    await waitForMonitor(page, [0, 0, 0, 255]);

    // Red inverted is cyan.
    await page.mouse.click(x - 130, y);
    await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
    await panel.getByLabel('Color', { exact: true }).fill('#ff0000');
    await waitForMonitor(page, [0, 255, 255, 255]);

    const toolbar = page.getByRole('toolbar', { name: 'Editor tools' });
    await toolbar.getByRole('button', { name: 'Undo' }).click();
    await waitForMonitor(page, [0, 0, 0, 255]);
    await toolbar.getByRole('button', { name: 'Redo' }).click();
    await waitForMonitor(page, [0, 255, 255, 255]);

    // The first change created the project; the address names it.
    await page.waitForURL(/\/editor\/[^/]+$/);
    projectId = page.url().split('/').at(-1)!;
    await waitUntilSaved(page);
    const before = await savedGraph(projectId);
    expect(before.graph.nodes.map((node) => node.type)).toEqual(['image.solid-colour', 'image.invert']);
    expect(before.graph.connections).toEqual([
      expect.objectContaining({
        from: expect.objectContaining({ nodeId: before.graph.nodes[0]!.id }),
        to: { nodeId: before.graph.nodes[1]!.id, input: 'title' },
      }),
    ]);
    expect(controlValue(before.graph.nodes[0]!, 'colour')).toEqual({
      red: 255,
      green: 0,
      blue: 0,
      alpha: 255,
    });

    await page.reload();
    await saveState(page).filter({ hasText: 'All changes saved' }).waitFor();
    await page.keyboard.press('f');
    await page.mouse.click(x - 130, y);
    await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
    expect(await panel.getByLabel('Color', { exact: true }).inputValue()).toBe('#ff0000');
    await page.mouse.click(x + 130, y);
    await panel.getByRole('button', { name: 'Monitor' }).click();
    await waitForMonitor(page, [0, 255, 255, 255]);
    // Opening saved nothing new: the project's current version is the one saved before.
    const after = await savedGraph(projectId);
    expect(after.versionId).toBe(before.versionId);
    redVersionId = before.versionId;
    expect(after.graph).toEqual(before.graph);
  });

  /** The signed-in user's edit of a project kept in the browser (keyed by user, project, editor), or null. */
  const keptEdit = (id: string) =>
    page.evaluate((id) => {
      const key = Object.keys(localStorage).find(
        (candidate) => candidate.startsWith('atelier.editor.unsaved.') && candidate.includes(`.${id}.`),
      );
      return key === undefined ? null : localStorage.getItem(key);
    }, id);

  it('keeps an edit made while the server is stopped and saves it once the server is back', async () => {
    const { x, y } = centre();
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await harness.stopProduct();
    await page.mouse.click(x - 130, y);
    await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
    await panel.getByLabel('Color', { exact: true }).fill('#0000ff');
    // Blue inverted is yellow: evaluation does not need the server.
    await waitForMonitor(page, [255, 255, 0, 255]);
    await saveState(page).filter({ hasText: 'An error occurred while saving' }).waitFor({ timeout: 30_000 });
    // The saving-error toast says the same, bottom left.
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('An error occurred while saving')
      .waitFor();
    // Kept in the browser, so a reload now would not lose it.
    const kept = await keptEdit(projectId);
    expect((JSON.parse(kept!) as { nodegraph: string }).nodegraph).toContain('"blue":255');

    await harness.startProductAgain();
    await waitUntilSaved(page);
    const saved = await savedGraph(projectId);
    expect(controlValue(saved.graph.nodes[0]!, 'colour')).toEqual({
      red: 0,
      green: 0,
      blue: 255,
      alpha: 255,
    });
    expect(await keptEdit(projectId)).toBeNull();
  });
  it('previews a rectangle sewn as running stitch and lists both results in the info panel', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addFromMenu(page, 'rectangle', 'Rectangle');
    await addFromMenu(page, 'running', 'Running stitch');
    await fitToView();
    const { x, y } = centre();
    await wireFirstToSecond();

    const panel = page.getByRole('complementary', { name: 'Node controls' });
    const info = panel.getByRole('region', { name: 'Information' });
    const figure = (name: string) => info.locator(`dt:text-is("${name}") + dd`);

    // The default rectangle: 50 x 30 mm at the origin, one closed four-point polygon.
    await page.mouse.click(x - 130, y);
    await panel.getByRole('heading', { name: 'Rectangle' }).waitFor();
    await expect.poll(() => figure('Total shapes').textContent(), { timeout: 20_000 }).toBe('1');
    expect(await figure('Points').textContent()).toBe('4');
    expect(await figure('Closed area').textContent()).toBe('1,500 mm²');
    expect(await figure('Longest path segment').textContent()).toBe('50 mm');

    // Sewn along its 160 mm outline at 2.5 mm: at least 64 stitches, no stitch longer than 2.5 mm,
    // the design as large as the rectangle, one thread.
    await page.mouse.click(x + 130, y);
    await panel.getByRole('heading', { name: 'Running stitch' }).waitFor();
    await expect.poll(() => figure('Design width').textContent(), { timeout: 20_000 }).toBe('50 mm');
    expect(await figure('Design height').textContent()).toBe('30 mm');
    expect(Number((await figure('Stitches').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(64);
    expect(Number.parseFloat((await figure('Longest stitch').textContent())!)).toBeLessThanOrEqual(2.5);
    expect(await figure('Colors').textContent()).toBe('1');

    // The monitor draws the plan as thread on fabric: the outline is sewn, the middle left as bare
    // fabric (the colour of the corner, which the preview keeps as a margin).
    await panel.getByRole('button', { name: 'Monitor' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const canvas = document.querySelector<HTMLCanvasElement>('.editor-monitor canvas');
            if (!canvas || canvas.hidden || canvas.width === 0) return null;
            const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
            const pixel = (offset: number) =>
              `${data[offset]},${data[offset + 1]},${data[offset + 2]},${data[offset + 3]}`;
            const fabric = pixel((canvas.width + 1) * 4);
            let sewn = 0;
            for (let offset = 0; offset < data.length; offset += 4) if (pixel(offset) !== fabric) sewn += 1;
            const middle = (Math.floor(canvas.height / 2) * canvas.width + Math.floor(canvas.width / 2)) * 4;
            return { sewn: sewn > 0, middleEmpty: pixel(middle) === fabric };
          }),
        { timeout: 20_000 },
      )
      .toEqual({ sewn: true, middleEmpty: true });
    // Saved before the next test opens a new graph: an unsaved new graph would be restored there.
    await waitUntilSaved(page);
  });
  it('uploads an image chosen for a load node with the project and shows it again after a reload', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addFromMenu(page, 'load image', 'Load image');
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    const red = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await panel
      .getByLabel('Image file')
      .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: red });
    await panel.getByText('red.png').waitFor();
    await panel.getByRole('button', { name: 'Monitor' }).click();
    await waitForMonitor(page, [255, 0, 0, 255]);

    await page.waitForURL(/\/editor\/[^/]+$/);
    const project = page.url().split('/').at(-1)!;
    await waitUntilSaved(page);
    const saved = await savedGraph(project);
    const fileId = controlValue(saved.graph.nodes[0]!, 'file');
    expect(fileId).toMatch(/^[0-9a-f-]{36}$/);
    const served = await fetch(`${harness.product.url}/file/${String(fileId)}`, {
      headers: (await ownerHeaders()).headers,
    });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(red)).toBe(true);

    // A file that is not an image is refused on the control, and the chosen image stays.
    await panel
      .getByLabel('Image file')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await panel.getByRole('alert').filter({ hasText: 'notes.png' }).waitFor();

    await page.reload();
    await fitToView();
    await page.mouse.click(centre().x, centre().y);
    await panel.getByRole('heading', { name: 'Load image' }).waitFor();
    await panel.getByRole('button', { name: 'Monitor' }).click();
    await waitForMonitor(page, [255, 0, 0, 255]);
  });

  it('opens an earlier version read-only and restores it as the current one', async () => {
    await page.goto(`${harness.product.url}/editor/version/${redVersionId}`);
    await page.getByText('You are viewing a saved version. It cannot be changed.').waitFor();
    await fitToView();
    const { x, y } = centre();
    await page.mouse.click(x - 130, y);
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
    const colour = panel.getByLabel('Color', { exact: true });
    expect(await colour.inputValue()).toBe('#ff0000');
    expect(await colour.isDisabled()).toBe(true);
    // Nothing can be added to a saved version.
    expect(
      await page
        .getByRole('toolbar', { name: 'Editor tools' })
        .getByRole('button', { name: 'Add node' })
        .isDisabled(),
    ).toBe(true);

    const newest = await savedGraph(projectId);
    expect(controlValue(newest.graph.nodes[0]!, 'colour')).toMatchObject({ red: 0, green: 0, blue: 255 });
    await page.getByRole('button', { name: 'Restore as current' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('The version was restored as the current one.', { exact: true })
      .waitFor();
    await page.waitForURL(`${harness.product.url}/editor/${projectId}`);
    const restored = await savedGraph(projectId);
    expect(restored.versionId).not.toBe(newest.versionId);
    expect(restored.versionId).not.toBe(redVersionId);
    expect(controlValue(restored.graph.nodes[0]!, 'colour')).toEqual({
      red: 255,
      green: 0,
      blue: 0,
      alpha: 255,
    });
  });

  it('groups two nodes, moves them with the group, and undoes the move', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addFromMenu(page, 'solid', 'Solid color');
    await addFromMenu(page, 'invert', 'Invert');
    await fitToView();
    const { x, y } = centre();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+g');
    await page.waitForURL(/\/editor\/[^/]+$/);
    const project = page.url().split('/').at(-1)!;
    await waitUntilSaved(page);
    type Placed = { id: string; options: { x: number; y: number } };
    type Grouped = { nodes: Placed[]; groups?: Array<{ children: { nodes: string[] } }> };
    const grouped = (await savedGraph(project)).graph as unknown as Grouped;
    expect(grouped.groups).toHaveLength(1);
    expect([...grouped.groups![0]!.children.nodes].sort()).toEqual(
      grouped.nodes.map((node) => node.id).sort(),
    );

    // The group's header runs 24 + 32 px above the nodes' tops (the nodes' sockets sit 17 below
    // their tops, level with the centre) and 24 px left of the first node (234 left of the centre).
    await page.mouse.move(x - 200, y - 57);
    await page.mouse.down();
    await page.mouse.move(x - 150, y - 27, { steps: 5 });
    await page.mouse.move(x - 100, y + 3, { steps: 5 });
    await page.mouse.up();
    let moved = grouped;
    await expect
      .poll(
        async () => {
          moved = (await savedGraph(project)).graph as unknown as Grouped;
          return moved.nodes[0]!.options.x !== grouped.nodes[0]!.options.x;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const shift = (index: number) => ({
      x: moved.nodes[index]!.options.x - grouped.nodes[index]!.options.x,
      y: moved.nodes[index]!.options.y - grouped.nodes[index]!.options.y,
    });
    // Both children moved by the same amount: the 100 x 60 drag, snapped to the 20 px grid.
    expect(shift(1)).toEqual(shift(0));
    expect(Math.abs(shift(0).x - 100)).toBeLessThanOrEqual(20);
    expect(Math.abs(shift(0).y - 60)).toBeLessThanOrEqual(20);

    await page.keyboard.press('Control+z');
    await expect
      .poll(
        async () => {
          const graph = (await savedGraph(project)).graph as unknown as Grouped;
          return graph.nodes.map((node) => node.options);
        },
        { timeout: 60_000 },
      )
      .toEqual(grouped.nodes.map((node) => node.options));
  });

  it('shows a selected control on the canvas in immediate mode, a note as a comment, both themes, and a drawing with its points in the detail view', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addFromMenu(page, 'rectangle', 'Rectangle');
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    const info = panel.getByRole('region', { name: 'Information' });
    const closedArea = () => info.locator('dt:text-is("Closed area") + dd').textContent();
    await expect.poll(closedArea, { timeout: 20_000 }).toBe('1,500 mm²');

    // Selecting the width in the panel puts it on the canvas, under the node.
    await panel.getByLabel('Width', { exact: true }).focus();
    const immediate = page.getByRole('group', { name: 'Immediate mode: Width' });
    await immediate.waitFor();
    await immediate.getByLabel('Width', { exact: true }).fill('20');
    await expect.poll(closedArea, { timeout: 20_000 }).toBe('600 mm²');
    expect(await panel.getByLabel('Width', { exact: true }).inputValue()).toBe('20');
    // Enter keeps the typed width (Escape while typing would put the old one back); Escape then
    // closes the control on the canvas, the width kept.
    await immediate.getByLabel('Width', { exact: true }).press('Enter');
    await immediate.getByLabel('Width', { exact: true }).press('Escape');
    await immediate.waitFor({ state: 'detached' });
    expect(await closedArea()).toBe('600 mm²');

    // The node's note shows above it on the canvas as a comment, and goes when cleared.
    await fitToView();
    const { x, y } = centre();
    await page.mouse.click(x, y);
    await panel.getByRole('heading', { name: 'Rectangle' }).waitFor();
    const above = { x: x - 110, y: y - 130, width: 220, height: 100 };
    const canvasAbove = async () => {
      await page.waitForTimeout(500);
      return page.screenshot({ clip: above });
    };
    const plain = await canvasAbove();
    await panel.getByLabel('Note').fill('Cut twice, mirrored');
    expect((await canvasAbove()).equals(plain)).toBe(false);
    await panel.getByLabel('Note').fill('');
    expect((await canvasAbove()).equals(plain)).toBe(true);

    // The canvas takes its colours from the built stylesheet, in either theme: the node's title
    // bar, right of its title, turns light with the light theme and dark again.
    const titleBar = { x: x + 40, y: y - 3, width: 50, height: 6 };
    const titleBarBrightness = async () => {
      const png = (await page.screenshot({ clip: titleBar })).toString('base64');
      return page.evaluate(async (data) => {
        // Decoded here rather than fetched as a data: address, which the app's policy refuses.
        const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let sum = 0;
        for (let index = 0; index < pixels.length; index += 4)
          sum += (pixels[index]! + pixels[index + 1]! + pixels[index + 2]!) / 3;
        return sum / (pixels.length / 4);
      }, png);
    };
    expect(await titleBarBrightness()).toBeLessThan(80);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(titleBarBrightness, { timeout: 10_000 }).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(titleBarBrightness, { timeout: 10_000 }).toBeLessThan(80);

    // The detail view draws the rectangle larger; "Show points" marks its four corners in the
    // point styling's stroke colour (#3d7eff by default), which the drawing itself does not use.
    await panel.getByRole('button', { name: 'Detail view' }).click();
    const detail = page.getByRole('dialog', { name: 'Detail view: Rectangle' });
    const pointPixels = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>('.editor-detail-view canvas');
        if (!canvas || canvas.hidden || canvas.width === 0) return null;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let count = 0;
        for (let index = 0; index < data.length; index += 4)
          if (data[index] === 61 && data[index + 1] === 126 && data[index + 2] === 255) count += 1;
        return count;
      });
    await expect.poll(pointPixels, { timeout: 20_000 }).toBe(0);
    await detail.getByRole('button', { name: 'Show points' }).click();
    expect(await detail.getByRole('button', { name: 'Show points' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(pointPixels, { timeout: 20_000 }).toBeGreaterThan(0);
    await detail.getByRole('button', { name: 'Back to the graph' }).click();
    await detail.waitFor({ state: 'detached' });
    await waitUntilSaved(page);
  });

  it('with manual saving keeps changes unsaved until Save or ctrl+S', async () => {
    await page.goto(`${harness.product.url}/settings`);
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    await page.getByLabel('Saving projects').selectOption('manual');
    await page.getByRole('status').filter({ hasText: 'Saving…' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();

    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addFromMenu(page, 'solid', 'Solid color');
    await saveState(page).filter({ hasText: 'Unsaved changes' }).waitFor();
    const save = saveState(page).getByRole('button', { name: 'Save' });
    await save.waitFor();
    // Automatic saving would have created the project within 1.5 s; here nothing is saved.
    await page.waitForTimeout(3000);
    expect(page.url()).toBe(`${harness.product.url}/editor`);

    await save.click();
    await waitUntilSaved(page);
    await page.waitForURL(/\/editor\/[^/]+$/);
    const project = page.url().split('/').at(-1)!;
    const first = await savedGraph(project);
    expect(first.graph.nodes.map((node) => node.type)).toEqual(['image.solid-colour']);

    // A change waits for ctrl+S, which saves even from inside a field.
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await panel.getByLabel('Color', { exact: true }).fill('#00ff00');
    await saveState(page).filter({ hasText: 'Unsaved changes' }).waitFor();
    await page.waitForTimeout(3000);
    expect((await savedGraph(project)).versionId).toBe(first.versionId);
    await panel.getByLabel('Note').fill('Green for the spring range');
    await panel.getByLabel('Note').press('Control+s');
    await waitUntilSaved(page);
    const second = await savedGraph(project);
    expect(second.versionId).not.toBe(first.versionId);
    expect(controlValue(second.graph.nodes[0]!, 'colour')).toEqual({
      red: 0,
      green: 255,
      blue: 0,
      alpha: 255,
    });
    expect((second.graph.nodes[0] as { note?: string }).note).toBe('Green for the spring range');

    // Back to automatic for whoever signs in as this user next.
    await page.goto(`${harness.product.url}/settings`);
    await page.getByLabel('Saving projects').selectOption('automatic');
    await page.getByRole('status').filter({ hasText: 'All changes saved' }).waitFor();
  });
});
