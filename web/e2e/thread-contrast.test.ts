import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Stitches in their thread colours on a fabric that contrasts, in real Chromium against the whole
// product: a rectangle sewn as a fill stitch, first in black thread, then in white, is read pixel
// by pixel from the monitor, and the thread stands out from the fabric around it by at least 3:1
// (WCAG 2 contrast, worked out here).
const email = 'thread-contrast@example.com';

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('thread-contrast');
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
async function savedGraph(projectId: string) {
  return harness.savedGraph(email, projectId);
}

type Rgb = [number, number, number];

/** Relative luminance and contrast ratio, as WCAG 2 defines them. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrast(first: Rgb, second: Rgb): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The monitor's pixels: the fabric is the colour of the corner (the preview keeps a margin
 * around the design), the thread the colour most of the other pixels have (the middle of each
 * stitch; its edges and sheen are shades of it).
 */
async function monitorColours(page: Page) {
  const counted = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.editor-monitor canvas');
    if (!canvas || canvas.hidden || canvas.width === 0) return null;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    const key = (offset: number) => `${data[offset]},${data[offset + 1]},${data[offset + 2]}`;
    const corner = key((canvas.width + 1) * 4);
    const counts = new Map<string, number>();
    let transparent = 0;
    for (let offset = 0; offset < data.length; offset += 4) {
      if (data[offset + 3]! < 255) transparent += 1;
      if (key(offset) !== corner) counts.set(key(offset), (counts.get(key(offset)) ?? 0) + 1);
    }
    const thread = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    return thread ? { transparent, corner, thread } : null;
  });
  if (!counted) return null;
  const colour = (key: string) => key.split(',').map(Number) as Rgb;
  return { transparent: counted.transparent, fabric: colour(counted.corner), thread: colour(counted.thread) };
}

const screenshots = process.env.THREAD_CONTRAST_E2E_SCREENSHOTS;

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

describe('stitch previews', () => {
  it('show black thread and white thread each on a fabric at least 3:1 away from it', async () => {
    const context = await newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.goto(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    const panel = page.getByRole('complementary', { name: 'Node controls' });
    await page
      .getByRole('toolbar', { name: 'Editor tools' })
      .getByRole('button', { name: 'Add node' })
      .click();
    await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill('rectangle');
    await page.getByRole('option', { name: 'Rectangle', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'Rectangle' }).waitFor();
    await page.waitForURL(/\/editor\/[^/]+$/);
    const projectId = page.url().split('/').at(-1)!;
    await expect
      .poll(async () => (await savedGraph(projectId).catch(() => undefined))?.nodes.length, {
        timeout: 60_000,
      })
      .toBe(1);
    const [rectangle] = (await savedGraph(projectId)).nodes;

    // The editor opens an empty graph at zoom 1 with the canvas origin in the middle of the
    // canvas; a node is 208 wide with its first output 17 below its top.
    const host = (await page.locator('.editor-canvas-host').boundingBox())!;
    const onScreen = (x: number, y: number) => ({
      x: host.x + host.width / 2 + x,
      y: host.y + host.height / 2 + y,
    });
    const output = onScreen(rectangle!.options.x + 208, rectangle!.options.y + 17);
    // The rectangle (black by default) sewn as a fill stitch: a wire dropped below it offers it.
    await page.mouse.move(output.x, output.y);
    await page.mouse.down();
    await page.mouse.move(output.x + 40, output.y + 100, { steps: 6 });
    await page.mouse.move(output.x + 80, output.y + 200, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill('fill stitch');
    await page.getByRole('option', { name: 'Fill stitch', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'Fill stitch' }).waitFor();
    await panel.getByRole('button', { name: 'Monitor' }).click();

    let black: Awaited<ReturnType<typeof monitorColours>> = null;
    await expect
      .poll(
        async () => {
          black = await monitorColours(page);
          return black ? Math.max(...black.thread) : null;
        },
        { timeout: 30_000 },
      )
      .toBeLessThan(60);
    expect(black!.transparent).toBe(0);
    expect(contrast(black!.thread, black!.fabric)).toBeGreaterThanOrEqual(3);
    expect(luminance(black!.fabric)).toBeGreaterThan(0.4);
    await bothThemes(page, 'thread-black');

    // The same rectangle filled white: white thread, on a fabric dark enough to show it.
    await page.mouse.click(onScreen(rectangle!.options.x + 100, rectangle!.options.y + 17).x, output.y);
    await panel.getByRole('heading', { name: 'Rectangle' }).waitFor();
    await panel.getByLabel('Fill', { exact: true }).fill('#ffffff');
    let white: Awaited<ReturnType<typeof monitorColours>> = null;
    await expect
      .poll(
        async () => {
          white = await monitorColours(page);
          return white ? Math.min(...white.thread) : null;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(200);
    expect(white!.transparent).toBe(0);
    expect(contrast(white!.thread, white!.fabric)).toBeGreaterThanOrEqual(3);
    expect(luminance(white!.fabric)).toBeLessThan(0.2);
    await bothThemes(page, 'thread-white');
    await context.close();
  });
});
