import { startProduct } from '@atelier/deploy';
import {
  createTestDatabase,
  launchChromium,
  natsUrlForTests,
  uniqueTestPrefix,
  type LaunchedBrowser,
  type TestDatabase,
} from '@atelier/testing';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webDirectory = fileURLToPath(new URL('..', import.meta.url));

// The body background of each theme, read by hand from src/ui/tokens.css:
// dark --color-background #0f1014, light --color-background #f5f6f8.
const darkBackground = 'rgb(15, 16, 20)';
const lightBackground = 'rgb(245, 246, 248)';

let product: { url: string; stop(): Promise<void> };
let launched: LaunchedBrowser;
let dataDirectory: string;
let testDatabase: TestDatabase;

beforeAll(async () => {
  // The product serves web/dist; build it when this checkout has no build yet.
  if (!existsSync(path.join(webDirectory, 'dist', 'index.html'))) {
    const { build } = await import('vite');
    await build({
      root: webDirectory,
      configFile: path.join(webDirectory, 'vite.config.ts'),
      logLevel: 'warn',
    });
  }
  dataDirectory = mkdtempSync(path.join(tmpdir(), 'atelier-shell-e2e-'));
  // The same services as in production: PostgreSQL and NATS when the machine has them.
  testDatabase = await createTestDatabase();
  product = await startProduct({
    port: 0,
    dataDirectory,
    database: await testDatabase.open(),
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('shell'),
    logLevel: 'warn',
  });
  launched = await launchChromium();
});

afterAll(async () => {
  await launched?.close();
  await product?.stop();
  await testDatabase?.drop();
  if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
});

async function bodyBackground(page: Page, expected: string) {
  // The background fades between themes, so wait for the end value rather than read once.
  await page.waitForFunction(
    (colour) => getComputedStyle(document.body).backgroundColor === colour,
    expected,
    {
      timeout: 5000,
    },
  );
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

describe('root shell', () => {
  it('sends an anonymous visitor from / to the login, keeping /projects as the destination', async () => {
    const context = await launched.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(`${product.url}/`);
      await page.waitForURL(`${product.url}/login?redirect=%2Fprojects`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.title()).toBe('Sign in · Atelier');
    } finally {
      await context.close();
    }
  });

  it('switches language and theme, and keeps both after a reload', async () => {
    const context = await launched.browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      // /templates is public, so an anonymous visitor stays on it.
      await page.goto(`${product.url}/templates`);
      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      await navigation.getByRole('link', { name: 'Templates' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await bodyBackground(page, darkBackground)).toBe(darkBackground);

      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Vorlagen' })
        .waitFor();
      await page.getByRole('heading', { level: 1, name: 'Vorlagen' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

      await page.getByRole('button', { name: 'Zum hellen Design wechseln' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(await bodyBackground(page, lightBackground)).toBe(lightBackground);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Vorlagen' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(await bodyBackground(page, lightBackground)).toBe(lightBackground);
      await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
