import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Project thumbnails with transparent parts, in real Chromium against the whole product: a black
// drawing and a white drawing each show on a checkerboard they read on (3:1 or more against both
// of its squares, measured from screenshot pixels here), in the dark and the light theme.
const email = 'thumbnails@example.com';

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('thumbnails');
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

/** A drawing of one rectangle filled with `fill`, saved as a project of its own; its id. */
async function projectWithRectangle(page: Page, fill: string): Promise<string> {
  await page.goto(`${harness.product.url}/editor`);
  await page.getByText('This graph is empty.').waitFor();
  const panel = page.getByRole('complementary', { name: 'Node controls' });
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill('rectangle');
  await page.getByRole('option', { name: 'Rectangle', exact: true }).waitFor();
  await page.keyboard.press('Enter');
  await panel.getByRole('heading', { name: 'Rectangle' }).waitFor();
  await panel.getByLabel('Fill', { exact: true }).fill(fill);
  await page.waitForURL(/\/editor\/[^/]+$/);
  const status = page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status');
  await status.filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
  return page.url().split('/').at(-1)!;
}

/**
 * What a card's thumbnail shows, read from a screenshot of it: the colour in its middle (the
 * drawing) and the two colours of the checkerboard in the band above it.
 */
async function thumbnailColours(page: Page, projectId: string) {
  const image = page.locator(`a[href="/open/${projectId}"] img`);
  const shot = (await image.screenshot()).toString('base64');
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => {
      const data = context.getImageData(x, y, 1, 1).data;
      return [data[0]!, data[1]!, data[2]!] as [number, number, number];
    };
    // The band above the drawing, left and right of the middle, away from the card's rounded corners.
    const counts = new Map<string, { colour: [number, number, number]; count: number }>();
    let total = 0;
    for (let y = 2; y < 14; y++)
      for (let x = Math.floor(bitmap.width / 2) - 24; x < Math.floor(bitmap.width / 2) + 24; x++) {
        const colour = at(x, y);
        const entry = counts.get(colour.join(',')) ?? { colour, count: 0 };
        entry.count += 1;
        total += 1;
        counts.set(colour.join(','), entry);
      }
    const squares = [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 2);
    return {
      middle: at(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2)),
      squares: squares.map((square) => square.colour),
      share: (squares[0]!.count + (squares[1]?.count ?? 0)) / total,
    };
  }, shot);
}

const screenshots = process.env.THUMBNAILS_E2E_SCREENSHOTS;

describe('project thumbnails with transparent parts', () => {
  it('show a black drawing and a white drawing each on a checkerboard it reads on, in both themes', async () => {
    const context = await newContext({ width: 1280, height: 900 });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${harness.product.url}/projects`);
    await page.waitForURL(/\/login/);
    await signIn(page);
    await page.waitForURL(`${harness.product.url}/projects`);
    const black = await projectWithRectangle(page, '#000000');
    const white = await projectWithRectangle(page, '#ffffff');

    // The previews are uploaded after the save: the list shows them once they are there.
    await expect
      .poll(
        async () => {
          await page.goto(`${harness.product.url}/projects`);
          await page.getByRole('heading', { level: 1, name: 'All projects' }).waitFor();
          return page.locator('img.project-preview-image').count();
        },
        { timeout: 60_000 },
      )
      .toBe(2);
    for (const projectId of [black, white])
      await page.locator(`a[href="/open/${projectId}"] img[data-backdrop]`).waitFor();
    const toggle = page.getByRole('button', { name: /^Switch to (light|dark) theme$/ });
    for (const round of [1, 2]) {
      const theme =
        (await page.getByRole('button', { name: 'Switch to light theme' }).count()) > 0 ? 'dark' : 'light';
      if (screenshots) {
        mkdirSync(screenshots, { recursive: true });
        // Without a backdrop of its own a thumbnail shows on the card's themed checkerboard, as before.
        await page.evaluate(() => {
          for (const image of document.querySelectorAll('img[data-backdrop]')) {
            image.setAttribute('data-was', image.getAttribute('data-backdrop')!);
            image.removeAttribute('data-backdrop');
          }
        });
        await page.screenshot({ path: path.join(screenshots, `thumbnails-themed-board-${theme}.png`) });
        await page.evaluate(() => {
          for (const image of document.querySelectorAll('img[data-was]')) {
            image.setAttribute('data-backdrop', image.getAttribute('data-was')!);
            image.removeAttribute('data-was');
          }
        });
        await page.screenshot({ path: path.join(screenshots, `thumbnails-${theme}.png`) });
      }
      for (const [projectId, design] of [
        [black, [0, 0, 0]],
        [white, [255, 255, 255]],
      ] as const) {
        const { middle, squares, share } = await thumbnailColours(page, projectId);
        expect(middle).toEqual(design);
        // Both squares of the board make up the band, bar the pixels where they meet.
        expect(squares).toHaveLength(2);
        expect(share).toBeGreaterThan(0.8);
        for (const square of squares) expect(contrast(design as Rgb, square)).toBeGreaterThanOrEqual(3);
      }
      if (round === 1) {
        await toggle.click();
        await page.waitForFunction(
          (previous) => document.documentElement.dataset['theme'] !== previous,
          theme,
        );
        // The theme's colours fade over: the screenshots wait for the fade to end.
        await page.waitForFunction(() => document.getAnimations().length === 0);
      }
    }

    // On a phone-wide screen the cards are narrower; the boards stay where they were.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator(`a[href="/open/${white}"] img`).scrollIntoViewIfNeeded();
    for (const [projectId, design] of [
      [black, [0, 0, 0]],
      [white, [255, 255, 255]],
    ] as const) {
      await page.locator(`a[href="/open/${projectId}"] img`).scrollIntoViewIfNeeded();
      const { middle, squares } = await thumbnailColours(page, projectId);
      expect(middle).toEqual(design);
      for (const square of squares) expect(contrast(design as Rgb, square)).toBeGreaterThanOrEqual(3);
    }
    if (screenshots)
      await page.screenshot({ path: path.join(screenshots, 'thumbnails-390.png'), fullPage: true });
    await context.close();
  });
});
