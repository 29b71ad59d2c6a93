import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Copies, folders and tabs in real Chromium against the whole product (serving web/dist): a
// duplicate is named "… (copy)", then "… (copy 2)"; a folder tile's counts stay on one line at
// 390 px and 1280 px; Projects stays highlighted inside a folder; the profile's subscription tab
// has an address of its own, so reload and Back keep it.
const email = 'copies-and-tabs@example.com';
/** Screenshots go here when COPIES_E2E_SCREENSHOTS names a folder. */
const shots = process.env.COPIES_E2E_SCREENSHOTS;

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  harness = await startBrowserTestProduct('copies', { product: { renderWorkers: 0 } });
  context = await harness.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  if (shots) mkdirSync(shots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

/** A JSON call to the gateway from the signed-in page, as the app makes it. */
async function call(method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = /(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: {
          'X-CSRF-Token': decodeURIComponent(csrf),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}

/** Screenshots of the page in both themes (the top bar's own switch), at 1280 px and at 390 px. */
async function photograph(name: string) {
  if (!shots) return;
  for (const theme of ['dark', 'light'] as const) {
    const switchTo = page.getByRole('button', { name: `Switch to ${theme} theme` });
    if ((await switchTo.count()) > 0) await switchTo.first().click();
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shots, `${name}-${width}-${theme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
}

/** Whether every count on the folder tile sits on one line and inside the tile. */
async function folderCountsOnOneLine(tileName: string) {
  const tile = page.getByRole('article', { name: tileName, exact: true });
  await tile.waitFor();
  return tile.evaluate((article) => {
    const counts = [...article.querySelectorAll<HTMLElement>('.folder-tile-count')];
    const box = article.getBoundingClientRect();
    return counts.map((count) => {
      const rect = count.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(count).lineHeight);
      return {
        text: count.textContent,
        oneLine: rect.height < lineHeight * 1.5,
        inside: rect.left >= box.left && rect.right <= box.right,
      };
    });
  });
}

const navigation = () => page.getByRole('navigation', { name: 'Main navigation' });

describe('copies, folder tiles and tabs', () => {
  it('names duplicates distinctly, keeps folder counts on one line and highlights Projects in folders', async () => {
    await page.goto(`${harness.product.url}/projects`);
    await harness.signIn(page, email);
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();

    const spring = (await call('POST', '/folder', { name: 'Spring collection' })).body as { id: string };
    for (const name of ['Sketches', 'Finals', 'Rejected'])
      expect((await call('POST', `/folder/${spring.id}/child`, { name })).status).toBe(201);
    for (let index = 1; index <= 12; index += 1)
      expect(
        (await call('POST', '/project/version/create/new', { name: `Motif ${index}`, folder_id: spring.id }))
          .status,
      ).toBe(201);
    expect((await call('POST', '/project/version/create/new', { name: 'Quilt' })).status).toBe(201);
    await page.reload();

    // Duplicating twice gives two names that tell the copies apart.
    for (const expected of ['Quilt (copy)', 'Quilt (copy 2)']) {
      await page.getByRole('button', { name: 'Actions for Quilt', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Duplicate', exact: true }).click();
      await page.getByText(`Duplicated as “${expected}”.`).first().waitFor();
      await page.getByRole('article', { name: expected, exact: true }).waitFor();
    }
    expect(await page.getByRole('article', { name: 'Quilt', exact: true }).count()).toBe(1);

    // The folder tile: "Projects: 12" and "Subfolders: 3", each on one line, at both widths.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const counts = await folderCountsOnOneLine('Spring collection');
      expect(counts).toEqual([
        { text: 'Projects: 12', oneLine: true, inside: true },
        { text: 'Subfolders: 3', oneLine: true, inside: true },
      ]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await photograph('projects-with-folder');

    // Inside the folder (and a subfolder), Projects is still the highlighted link.
    expect(await navigation().getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page
      .getByRole('article', { name: 'Spring collection', exact: true })
      .getByRole('link', { name: 'Spring collection' })
      .click();
    await page.waitForURL(`${harness.product.url}/folder/${spring.id}`);
    await page.getByRole('heading', { level: 1, name: 'Spring collection' }).waitFor();
    expect(await navigation().getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await navigation().getByRole('link', { name: 'Gallery' }).getAttribute('aria-current')).toBeNull();
    expect(
      await navigation()
        .getByRole('link', { name: 'Projects' })
        .evaluate((link) => link.classList.contains('active')),
    ).toBe(true);
    await photograph('inside-folder');
    // On a phone the links sit in a menu; there too Projects is marked.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.getByRole('button', { name: 'Main navigation' }).click();
    expect(await page.getByRole('menuitem', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('menuitem', { name: 'Gallery' }).getAttribute('aria-current')).toBeNull();
    if (shots) await page.screenshot({ path: path.join(shots, 'inside-folder-menu-390.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    await navigation().getByRole('link', { name: 'Gallery' }).click();
    await page.waitForURL(`${harness.product.url}/gallery`);
    // The address changes before the gallery screen has rendered its navigation.
    await expect
      .poll(() => navigation().getByRole('link', { name: 'Gallery' }).getAttribute('aria-current'))
      .toBe('page');
    expect(
      await navigation().getByRole('link', { name: 'Projects' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('gives the subscription tab its own address: reload and Back keep the tab', async () => {
    const selectedTab = async () =>
      page.getByRole('tablist', { name: 'Profile' }).getByRole('tab', { selected: true }).textContent();
    await page.goto(`${harness.product.url}/account`);
    await page.getByRole('tab', { name: 'Account', selected: true }).waitFor();

    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.waitForURL(`${harness.product.url}/account/subscription`);
    await page.getByRole('heading', { level: 2, name: 'Subscription' }).waitFor();
    expect(await selectedTab()).toBe('Subscription');
    await photograph('subscription-tab');

    await page.reload();
    await page.getByRole('tab', { name: 'Subscription', selected: true }).waitFor();
    expect(await selectedTab()).toBe('Subscription');

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL(`${harness.product.url}/settings`);
    // The address changes before the tab list re-renders: wait for the tab, then read it.
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    expect(await selectedTab()).toBe('Settings');

    await page.goBack();
    await page.waitForURL(`${harness.product.url}/account/subscription`);
    await page.getByRole('tab', { name: 'Subscription', selected: true }).waitFor();
    await page.goBack();
    await page.waitForURL(`${harness.product.url}/account`);
    await page.getByRole('tab', { name: 'Account', selected: true }).waitFor();
    expect(await selectedTab()).toBe('Account');
  });
});
