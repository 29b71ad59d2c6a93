import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct, type SignInWords } from './support/browserProduct';

// Numbers and words in the user's language, in real Chromium against the whole product: in
// German a slider's figure reads "2,00", typing "2,5" and Enter sets 2.5 (read back from the
// saved graph), "1.000" is a thousand, text that is not a number says so and changes nothing,
// the arrow keys step and Escape reverts; the notifications region has its German name; in
// French a label with a colon has its no-break space.
const email = 'locale-numbers@example.com';
/** Where screenshots of the panel go when set, in both themes at 1280 and 390 px. */
const screenshots = process.env.LOCALE_NUMBERS_SCREENSHOTS;

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('locale-numbers');
  if (screenshots) mkdirSync(screenshots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

/** The German login screen's words. */
const germanSignIn: SignInWords = {
  email: 'E-Mail-Adresse',
  continue: 'Weiter',
  codeSent: (email) => `Wir haben einen 4-stelligen Code an ${email} gesendet`,
  firstDigit: 'Ziffer 1 von 4',
  terms: 'Nutzungsbedingungen',
  accept: 'Akzeptieren',
};

type SavedNode = { id: string; type: string; controls?: Array<Array<{ id: string; value?: unknown }>> };

/** The latest saved graph of a project, read through the API as its owner. */
async function savedNodes(projectId: string): Promise<SavedNode[]> {
  return (await harness.savedGraph<{ nodes: SavedNode[] }>(email, projectId)).nodes;
}

function controlValue(nodes: SavedNode[], type: string, id: string) {
  return nodes
    .find((node) => node.type === type)
    ?.controls?.flat()
    .find((item) => item.id === id)?.value;
}

function panelOf(page: Page) {
  return page.getByRole('complementary', { name: 'Knotenregler' });
}

async function addFromMenu(page: Page, search: string, name: string) {
  await page
    .getByRole('toolbar', { name: 'Editorwerkzeuge' })
    .getByRole('button', { name: 'Knoten hinzufügen' })
    .click();
  await page.getByRole('searchbox', { name: 'Knoten nach Name oder Kategorie suchen' }).fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  await panelOf(page).getByRole('heading', { name, exact: true }).waitFor();
}

/** Empties a field and types into it key by key, as a person does. */
async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function shoot(page: Page, name: string) {
  if (!screenshots) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((chosen) => document.documentElement.setAttribute('data-theme', chosen), theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(screenshots, `${name}-${theme}-${width}.png`) });
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

describe('numbers and words in the user language', () => {
  let context: BrowserContext;
  let page: Page;
  let projectId: string;

  beforeAll(async () => {
    context = await harness.newContext({ locale: 'de-DE', viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login\?redirect=%2Feditor/);
    await harness.signIn(page, email, { words: germanSignIn });
    await page.waitForURL(`${harness.product.url}/editor`);
    await page.getByText('Dieser Graph ist leer.').waitFor();
  });

  afterAll(async () => {
    await context?.close();
  });

  it('shows and takes German numbers in the controls panel, and saves what was typed', async () => {
    const panel = panelOf(page);
    await addFromMenu(page, 'verlauf', 'Verlauf');
    await panel.getByLabel('Modus').selectOption({ label: 'Radial' });
    // A slider's figure is written the German way, as the info panel writes its figures.
    const radius = panel.getByRole('spinbutton', { name: 'Radius' });
    await expect.poll(() => radius.inputValue()).toBe('100,00');

    // The German thousands point makes a thousand, not 1.
    const width = panel.getByRole('spinbutton', { name: 'Breite' });
    expect(await width.inputValue()).toBe('512');
    await typeInto(page, width, '1.000');
    await page.keyboard.press('Enter');
    await expect.poll(() => width.inputValue()).toBe('1.000');

    await addFromMenu(page, 'weichzeichner', 'Gaußscher Weichzeichner');
    const sigma = panel.getByRole('spinbutton', { name: 'Radius (Sigma)' });
    const slider = panel.getByRole('slider', { name: 'Radius (Sigma)' });
    expect(await sigma.inputValue()).toBe('2,00');
    await typeInto(page, sigma, '2,5');
    await page.keyboard.press('Enter');
    await expect.poll(() => sigma.inputValue()).toBe('2,50');
    expect(await slider.inputValue()).toBe('2.5');

    // "2.5" is not how German writes two and a half: the field says so and the value stays.
    await typeInto(page, sigma, '2.5');
    await page.keyboard.press('Enter');
    const alert = panel.getByRole('alert').filter({ hasText: 'Keine gültige Zahl' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('1.234,5');
    expect(await alert.textContent()).toContain('Der Wert bleibt 2,50');
    expect(await sigma.getAttribute('aria-invalid')).toBe('true');
    expect(await slider.inputValue()).toBe('2.5');
    await shoot(page, 'invalid-number-de');
    // Escape puts the figure back and the message goes.
    await sigma.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => sigma.inputValue()).toBe('2,50');
    expect(await alert.count()).toBe(0);

    // The arrow keys step by the control's step.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => sigma.inputValue()).toBe('2,60');
    expect(await slider.inputValue()).toBe('2.6');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => sigma.inputValue()).toBe('2,50');

    // What was typed is what the project keeps.
    await page.waitForURL(/\/editor\/[^/]+$/);
    projectId = page.url().split('/').at(-1)!;
    await page
      .getByRole('toolbar', { name: 'Editorwerkzeuge' })
      .getByRole('status')
      .filter({ hasText: 'Alle Änderungen gespeichert' })
      .waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => {
        const nodes = await savedNodes(projectId);
        return [
          controlValue(nodes, 'image.gaussian-blur', 'sigma'),
          controlValue(nodes, 'image.gradient', 'width'),
        ];
      })
      .toEqual([2.5, 1000]);
    await shoot(page, 'numbers-de');
  });

  it('names the notifications region in German', async () => {
    expect(await page.getByRole('region', { name: 'Benachrichtigungen (F8)', exact: true }).count()).toBe(1);
  });

  it('in French, keeps the no-break space before a colon and the French figures', async () => {
    await page.getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    const panel = page.getByRole('complementary', { name: 'Réglages du nœud' });
    const about = panel.getByText(/^À propos de ce nœud/);
    await about.waitFor();
    expect(await about.textContent()).toBe('À propos de ce nœud\u00a0: image.gaussian-blur, version 1.0.0');
    expect(await panel.getByRole('spinbutton', { name: 'Rayon (sigma)' }).inputValue()).toBe('2,50');
    expect(await page.getByRole('region', { name: 'Notifications (F8)', exact: true }).count()).toBe(1);
    await shoot(page, 'numbers-fr');
  });
});
