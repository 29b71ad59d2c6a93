import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The editor's controls panel in real Chromium: only controls that apply are shown (no lone
// "Unit 100%", Gradient's radius only in radial mode), every control has a visible label, the
// node's type and version are one "About this node" line, the file control names the chosen
// file without the browser's "No file chosen", and "No result yet" sits in the middle of the
// monitor.
const email = 'controls-panel@example.com';
/** Where the screenshots of the panel go when set, in both themes at 1280 and 390 px. */
const screenshots = process.env.CONTROLS_PANEL_SCREENSHOTS;

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('controls-panel');
  if (screenshots) mkdirSync(screenshots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

async function addFromMenu(page: Page, search: string, name: string) {
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  await panelOf(page).getByRole('heading', { name, exact: true }).waitFor();
}

function panelOf(page: Page) {
  return page.getByRole('complementary', { name: 'Node controls' });
}

/**
 * The form elements of the panel a user sees without a name of their own: every input, select
 * and textarea is named by a label (visible, or an aria-label for a unit chooser beside a field).
 */
function unnamedControls(panel: Locator) {
  return panel.evaluate((aside) =>
    [...aside.querySelectorAll<HTMLInputElement>('input, select, textarea')]
      .filter((element) => element.type !== 'file')
      .filter(
        (element) =>
          (element.labels?.length ?? 0) === 0 && !(element.getAttribute('aria-label') ?? '').trim(),
      )
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

/** The visible labels of the panel's fields, in order. */
function fieldLabels(panel: Locator) {
  return panel.locator('.editor-field > label').allInnerTexts();
}

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const theme of ['dark', 'light'] as const) {
    const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
    if (await toggle.isVisible()) await toggle.click();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({
        path: path.join(screenshots, `${name}-${theme}-${width}.png`),
        fullPage: false,
      });
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  const dark = page.getByRole('button', { name: 'Switch to dark theme' });
  if (await dark.isVisible()) await dark.click();
}

describe('the controls panel', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await harness.newContext({ viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login\?redirect=%2Feditor/);
    await harness.signIn(page, email);
    await page.waitForURL(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('shows Gradient its angle in linear mode and its radius in radial mode, with an About line and no lone unit', async () => {
    await addFromMenu(page, 'gradient', 'Gradient');
    const panel = panelOf(page);
    await expect.poll(() => fieldLabels(panel)).toContain('Angle');
    expect(await fieldLabels(panel)).not.toContain('Radius');
    // The node's only unit size is 100%: nothing to choose, so no "Unit" field.
    expect(await fieldLabels(panel)).not.toContain('Unit');
    await panel.getByText('About this node: image.gradient, version 1.0.0').waitFor();
    expect(await panel.getByText('image.gradient ·').count()).toBe(0);

    await panel.getByLabel('Mode').selectOption({ label: 'Radial' });
    await expect.poll(() => fieldLabels(panel)).toContain('Radius');
    expect(await fieldLabels(panel)).not.toContain('Angle');
    expect(await unnamedControls(panel)).toEqual([]);
    await shoot(page, 'gradient-radial');

    await panel.getByLabel('Mode').selectOption({ label: 'Linear' });
    await expect.poll(() => fieldLabels(panel)).toContain('Angle');
    expect(await fieldLabels(panel)).not.toContain('Radius');
  });

  it("labels the opacity sliders of a shape's fill and outline where they can be seen", async () => {
    await addFromMenu(page, 'rectangle', 'Rectangle');
    const panel = panelOf(page);
    const opacity = panel.getByRole('slider', { name: 'Opacity' });
    await expect.poll(() => opacity.count()).toBe(2);
    // The word is on screen, not only read out: one visible "Opacity" beside each slider.
    const visibleWords = panel.locator('.editor-colour-opacity > span', { hasText: 'Opacity' });
    expect(await visibleWords.count()).toBe(2);
    for (const index of [0, 1]) expect(await visibleWords.nth(index).isVisible()).toBe(true);
    expect(await unnamedControls(panel)).toEqual([]);
    await shoot(page, 'rectangle');
  });

  it('gives every field of Export image a name of its own, and says "No result yet" in the middle of the monitor', async () => {
    await addFromMenu(page, 'export image', 'Export image');
    const panel = panelOf(page);
    await expect.poll(() => fieldLabels(panel)).toContain('Size unit');
    const labels = await fieldLabels(panel);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).not.toContain('Unit');
    expect(await unnamedControls(panel)).toEqual([]);

    // Without an input the node has no result: the monitor says so in the middle of its frame.
    await panel.getByRole('button', { name: 'Monitor' }).click();
    const frame = page.locator('.editor-monitor-image');
    const empty = frame.getByText('No result yet');
    await empty.waitFor();
    const outer = (await frame.boundingBox())!;
    const inner = (await empty.boundingBox())!;
    expect(Math.abs(inner.x + inner.width / 2 - (outer.x + outer.width / 2))).toBeLessThan(2);
    expect(Math.abs(inner.y + inner.height / 2 - (outer.y + outer.height / 2))).toBeLessThan(2);
    await shoot(page, 'export-image');
    await panel.getByRole('button', { name: 'Monitor' }).click();
  });

  it('names the chosen file without the browser\'s "No file chosen" beside it', async () => {
    await addFromMenu(page, 'load image', 'Load image');
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Choose a file…' }).waitFor();
    // The browser's own file button is not seen, so its words are nowhere on the panel.
    const picker = panel.getByLabel('Image file');
    const box = await picker.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
    const red = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: red });
    await panel.getByText('red.png').waitFor();
    await panel.getByRole('button', { name: 'Choose another file…' }).waitFor();
    expect(await panel.getByText('No file chosen').count()).toBe(0);
    expect(await unnamedControls(panel)).toEqual([]);
    await shoot(page, 'load-image');
  });

  it("shows a node's failure in the panel and on the canvas inside its preview frame", async () => {
    // A fill stitch of a line has no filled shape to fill: the node fails.
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await addFromMenu(page, 'line', 'Line');
    await addFromMenu(page, 'fill stitch', 'Fill stitch');
    await page.locator('canvas.editor-canvas').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('f');
    const host = (await page.locator('.editor-canvas-host').boundingBox())!;
    const x = host.x + host.width / 2;
    const y = host.y + host.height / 2;
    await page.mouse.move(x - 26, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 30, { steps: 5 });
    await page.mouse.move(x + 26, y, { steps: 5 });
    await page.mouse.up();
    await page.mouse.click(x + 120, y);
    const panel = panelOf(page);
    await panel.getByRole('heading', { name: 'Fill stitch' }).waitFor();
    await panel.locator('.editor-panel-messages li[data-severity="error"]').waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Show preview' }).click();
    // The failure's words are drawn in the danger colour inside the node's preview frame (the
    // node spans 26 to 234 right of the centre, its frame from 25 to 170 below the title's middle).
    const frameInside = { x: x + 40, y: y + 60, width: 180, height: 80 };
    const redPixels = async () => {
      const png = (await page.screenshot({ clip: frameInside })).toString('base64');
      return page.evaluate(async (data) => {
        const bytes = Uint8Array.from(atob(data), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
        let red = 0;
        for (let index = 0; index < pixels.length; index += 4)
          if (pixels[index]! > 150 && pixels[index + 1]! < 120 && pixels[index + 2]! < 140) red += 1;
        return red;
      }, png);
    };
    await expect.poll(redPixels, { timeout: 10_000 }).toBeGreaterThan(20);
    await shoot(page, 'failed-node');
  });
});
