import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The body background of each theme, read by hand from src/ui/tokens.css:
// dark --color-background #0f1014, light --color-background #f5f6f8.
const darkBackground = 'rgb(15, 16, 20)';
const lightBackground = 'rgb(245, 246, 248)';

let harness: BrowserTestProduct;

beforeAll(async () => {
  // The same services as in production: PostgreSQL and NATS when the machine has them.
  harness = await startBrowserTestProduct('shell');
}, 300_000);

afterAll(async () => {
  await harness?.stop();
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

/** Screenshots for a person to look at, written only when SHELL_E2E_SCREENSHOTS names a folder. */
async function screenshotForReview(page: Page, name: string) {
  const folder = process.env.SHELL_E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

/** Signs in on the login screen with the mailed code and accepts the terms. */
async function signIn(page: Page, email: string) {
  await harness.signInTo(page, email, '/projects');
  await page.getByRole('heading', { level: 1, name: 'All projects' }).waitFor();
}

interface TopBarControl {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The top bar's links and buttons as they are on screen: each with its accessible name (its
 * aria-label, else its text) and its box. Hidden ones (display: none) are left out, since
 * nobody can see or reach them.
 */
async function visibleTopBarControls(page: Page): Promise<TopBarControl[]> {
  return page.locator('header.top-bar').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          left: box.left,
          top: box.top,
          right: box.right,
          bottom: box.bottom,
        };
      }),
  );
}

/** The accessible names of the top-bar controls that Tab reaches, in the order it reaches them. */
async function topBarControlsReachedByTab(page: Page): Promise<string[]> {
  // Tab goes on from the last focused element, so start at the first thing on the page: the
  // skip link, which comes just before the top bar. 20 presses are more than the bar holds.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  const reached: string[] = [];
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element?.closest('header.top-bar')) return null;
      return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
    });
    if (focused === null) {
      if (reached.length > 0) break;
      continue;
    }
    reached.push(focused);
  }
  return reached;
}

async function newNarrowContext(): Promise<BrowserContext> {
  return harness.newContext({ viewport: { width: 390, height: 844 } });
}

describe('root shell', () => {
  it('sends an anonymous visitor from / to the login, keeping /projects as the destination', async () => {
    const context = await harness.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/`);
      await page.waitForURL(`${harness.product.url}/login?redirect=%2Fprojects`);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      expect(await page.title()).toBe('Sign in · Atelier');
    } finally {
      await context.close();
    }
  });

  it('switches language and theme, and keeps both after a reload', async () => {
    const context = await harness.newContext({
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    try {
      // /templates is public, so an anonymous visitor stays on it.
      await page.goto(`${harness.product.url}/templates`);
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

/** The controls that stick out of a width × height screen, by name: none, when the bar fits. */
function controlsOutside(controls: TopBarControl[], width: number, height: number): string[] {
  return controls
    .filter((box) => box.left < 0 || box.top < 0 || box.right > width || box.bottom > height)
    .map((box) => box.name);
}

/**
 * At 390 px (a common phone width) the bar must hold everything: what is shown, where it is and
 * that Tab reaches each control, checked in the dark theme, then again after switching to light.
 */
async function expectTopBarFitsBothThemes(page: Page, expectedInDark: string[], screenshotName: string) {
  const expectedInLight = expectedInDark.map((name) =>
    name === 'Switch to light theme' ? 'Switch to dark theme' : name,
  );
  expect(await bodyBackground(page, darkBackground)).toBe(darkBackground);
  const darkControls = await visibleTopBarControls(page);
  expect(darkControls.map((control) => control.name)).toEqual(expectedInDark);
  expect(controlsOutside(darkControls, 390, 844)).toEqual([]);
  await screenshotForReview(page, `${screenshotName}-390-dark`);
  expect(await topBarControlsReachedByTab(page)).toEqual(expectedInDark);

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect(await bodyBackground(page, lightBackground)).toBe(lightBackground);
  const lightControls = await visibleTopBarControls(page);
  expect(lightControls.map((control) => control.name)).toEqual(expectedInLight);
  expect(controlsOutside(lightControls, 390, 844)).toEqual([]);
  await screenshotForReview(page, `${screenshotName}-390-light`);
  expect(await topBarControlsReachedByTab(page)).toEqual(expectedInLight);
}

/** Opens the main-navigation menu from the keyboard and names its entries. */
async function openNavigationMenuByKeyboard(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Main navigation' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // Opened from the keyboard, the menu moves focus to its first entry once it is on screen.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
  return (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
}

describe('top bar on a phone and on a wide screen', () => {
  it("keeps a visitor's controls on a 390 px screen in both themes, each reached by Tab", async () => {
    const context = await newNarrowContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/templates`);
      await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
      await expectTopBarFitsBothThemes(
        page,
        ['Atelier', 'Main navigation', 'Language', 'Switch to light theme', 'Sign in'],
        'signed-out',
      );
      // The links the bar has no room for are one menu away, by keyboard too.
      expect(await openNavigationMenuByKeyboard(page)).toEqual(['Templates']);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });

  it("keeps a signed-in person's controls on a 390 px screen in both themes, the main navigation in a menu", async () => {
    const context = await newNarrowContext();
    const page = await context.newPage();
    try {
      await signIn(page, 'phone@example.com');
      await expectTopBarFitsBothThemes(
        page,
        ['Atelier', 'Main navigation', 'Language', 'Switch to light theme', 'Jobs', 'Help', 'Account'],
        'signed-in',
      );
      expect(await openNavigationMenuByKeyboard(page)).toEqual(['Projects', 'Gallery', 'Templates']);
      await screenshotForReview(page, 'signed-in-390-light-menu');
      // The menu opens on its first entry; the next one is the gallery. The menu moves focus a
      // moment after the key, so Enter waits until it has arrived.
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => document.activeElement?.textContent === 'Gallery');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${harness.product.url}/gallery`);

      // The narrowest phones in use, in one of the longer languages: still everything fits.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      await page.getByRole('button', { name: 'Hauptnavigation' }).waitFor();
      const german = await visibleTopBarControls(page);
      expect(german.map((control) => control.name)).toEqual([
        'Atelier',
        'Hauptnavigation',
        'Sprache',
        'Zum dunklen Design wechseln',
        'Aufträge',
        'Hilfe',
        'Konto',
      ]);
      expect(controlsOutside(german, 320, 640)).toEqual([]);
      await screenshotForReview(page, 'signed-in-320-light-de');
    } finally {
      await context.close();
    }
  });

  it('shows the main navigation as links on a 1440 px screen', async () => {
    const context = await harness.newContext({
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/templates`);
      await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
      const signedOut = await visibleTopBarControls(page);
      expect(signedOut.map((control) => control.name)).toEqual([
        'Atelier',
        'Templates',
        'Language',
        'Switch to light theme',
        'Sign in',
      ]);
      expect(controlsOutside(signedOut, 1440, 900)).toEqual([]);
      await screenshotForReview(page, 'signed-out-1440-dark');

      await signIn(page, 'desk@example.com');
      const signedIn = await visibleTopBarControls(page);
      expect(signedIn.map((control) => control.name)).toEqual([
        'Atelier',
        'Projects',
        'Gallery',
        'Templates',
        'Language',
        'Switch to light theme',
        'Jobs',
        'Help',
        'Account',
      ]);
      expect(controlsOutside(signedIn, 1440, 900)).toEqual([]);
      await screenshotForReview(page, 'signed-in-1440-dark');
    } finally {
      await context.close();
    }
  });
});
