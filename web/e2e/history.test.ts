import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The readable project history, in real Chromium against the whole product: a scripted editing
// session with pauses between its stretches becomes one history entry per stretch, each with the
// picture of its design and what it changed; an entry opens to its saves, an intermediate save
// opens read-only in the editor as it was, and restoring it makes it the current version.
const email = 'history@example.com';
/** Saves further apart than this start a new editing stretch (the product's pause, shortened). */
const pauseSeconds = 8;
/** Screenshots go here when HISTORY_E2E_SCREENSHOTS names a folder. */
const shots = process.env.HISTORY_E2E_SCREENSHOTS;

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  harness = await startBrowserTestProduct('history', { product: { historyPauseSeconds: pauseSeconds } });
  context = await harness.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  if (shots) mkdirSync(shots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

async function signIn() {
  await harness.signIn(page, email);
}

/** How many versions the project has, as the database holds them. */
async function versionCount(projectId: string): Promise<number> {
  const rows = await harness.database.sql.query<{ count: string }>(
    `SELECT count(*) AS count FROM "project"."project_versions" WHERE project_id = $1`,
    [projectId],
  );
  return Number(rows.rows[0]!.count);
}

async function currentVersionNumber(projectId: string): Promise<number> {
  const rows = await harness.database.sql.query<{ number: number }>(
    `SELECT v.number FROM "project"."projects" p JOIN "project"."project_versions" v
      ON v.id = p.current_project_version_id WHERE p.id = $1`,
    [projectId],
  );
  return rows.rows[0]!.number;
}

async function screenshot(name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const toolbar = () => page.getByRole('toolbar', { name: 'Editor tools' });
const saveState = () => toolbar().getByRole('status');
const controls = () => page.getByRole('complementary', { name: 'Node controls' });
const historyPanel = () => page.getByRole('complementary', { name: 'History' });
const entries = () => historyPanel().locator('.history-list > .history-entry');

let projectId = '';
/** Versions saved so far; each step of the script below saves one. */
let saved = 0;

/** Waits until the step just taken is saved as a version of its own, its previews included. */
async function savedAs(number: number) {
  if (!projectId) {
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}/, { timeout: 30_000 });
    projectId = new URL(page.url()).pathname.split('/').at(-1)!;
  }
  await expect.poll(() => versionCount(projectId), { timeout: 30_000 }).toBe(number);
  saved = number;
  await saveState().filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
}

async function addFromMenu(search: string, name: string) {
  await toolbar().getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await controls().getByRole('heading', { name }).waitFor();
}

async function setColour(value: string) {
  await controls().getByLabel('Color', { exact: true }).fill(value);
}

/** A pause longer than the product's, so the next save starts a new editing stretch. */
async function pause() {
  await page.waitForTimeout((pauseSeconds + 3) * 1000);
}

/** Whether an entry's picture has loaded, with a size. */
async function pictureWidth(entry: Locator): Promise<number> {
  const image = entry.locator('.history-thumbnail img');
  if ((await image.count()) === 0) return 0;
  await image.scrollIntoViewIfNeeded();
  return image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));
}

/**
 * Selects the only node of the graph (zoomed to fit, it sits in the middle of the canvas), once
 * the editor has drawn it: tried again until the controls name it.
 */
async function selectOnlyNode(name: string) {
  const canvas = page.locator('canvas.editor-canvas');
  const heading = controls().getByRole('heading', { name });
  await expect
    .poll(
      async () => {
        await canvas.click({ position: { x: 20, y: 20 } });
        await page.keyboard.press('f');
        await page.waitForTimeout(300);
        const box = (await page.locator('.editor-canvas-host').boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        return heading.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

/** The history panel in both themes at 1280 and 390 px wide, back at 1280 px afterwards. */
async function screenshots(name: string) {
  for (const theme of ['dark', 'light'] as const) {
    const shown = await page.evaluate(() => document.documentElement.dataset['theme']);
    if (shown !== theme) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // The panel stays inside the screen at any width.
      const box = (await historyPanel().boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await screenshot(`${name}-${theme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the project history', () => {
  it('folds an editing session into a handful of entries, each with a picture and what it changed', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login\?redirect=%2Feditor/);
    await signIn();
    await page.waitForURL(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();

    // Stretch 1: the first node makes the project (version 1, empty) and is saved (2); a colour (3).
    await addFromMenu('solid', 'Solid color');
    await savedAs(2);
    await setColour('#ff0000');
    await savedAs(3);
    await pause();

    // Stretch 2: a colour (4), then an Invert node (5).
    await setColour('#00ff00');
    await savedAs(4);
    await addFromMenu('invert', 'Invert');
    await savedAs(5);
    await pause();

    // Stretch 3: a second solid colour (6), made blue (7).
    await addFromMenu('solid', 'Solid color');
    await savedAs(6);
    await setColour('#0000ff');
    await savedAs(7);

    // The toolbar opens the history beside the editor.
    await toolbar().getByRole('button', { name: 'History' }).click();
    await historyPanel().waitFor();
    expect(new URL(page.url()).searchParams.get('history')).toBe('open');
    // Three stretches and the project's empty start: four entries, newest first.
    await expect.poll(() => entries().count(), { timeout: 20_000 }).toBe(4);
    const titles = await entries().locator('.history-title').allInnerTexts();
    expect(titles.map((title) => title.trim())).toEqual([
      'Versions 6–7',
      'Versions 4–5',
      'Versions 2–3',
      'Version 1',
    ]);
    const summaries = await entries().locator('.history-summary').allInnerTexts();
    expect(summaries).toEqual([
      'Added Solid color · 1 setting changed',
      'Added Invert · 1 setting changed',
      'Added Solid color · 1 setting changed',
      'Project started',
    ]);
    // Who saved each, in the words of the signed-in user.
    for (const meta of await entries().locator('.history-meta').allInnerTexts()) expect(meta).toMatch(/^You/);
    // Each stretch shows the picture of its design; the empty start has none to show.
    for (const index of [0, 1, 2])
      await expect.poll(() => pictureWidth(entries().nth(index)), { timeout: 20_000 }).toBeGreaterThan(0);
    await entries().nth(3).getByRole('img', { name: 'No preview' }).waitFor();
    expect(
      await entries().nth(0).locator('.history-meta').getByText('Current', { exact: true }).count(),
    ).toBe(1);
    await screenshots('history-panel');

    // The second stretch opens, from the keyboard, to its two saves.
    const second = entries().nth(1);
    const disclosure = second.getByRole('button', { name: '2 saves' });
    expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
    await disclosure.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => disclosure.getAttribute('aria-expanded')).toBe('true');
    const saves = second.getByRole('list', { name: '2 saves' }).getByRole('listitem');
    expect(await saves.count()).toBe(2);
    expect((await saves.allInnerTexts()).map((text) => /Version \d+/.exec(text)?.[0])).toEqual([
      'Version 5',
      'Version 4',
    ]);
    await screenshot('history-expanded-light-1280');

    // Version 4 (green, before the Invert was added) opens read-only, the history still beside it.
    await second.getByRole('button', { name: 'Open version 4' }).click();
    await page.waitForURL(/\/editor\/version\/[0-9a-f-]{36}\?history=open$/);
    await page.getByText('You are viewing a saved version. It cannot be changed.').waitFor();
    await historyPanel().waitFor();
    await expect.poll(() => entries().count(), { timeout: 20_000 }).toBe(4);
    const shownSave = historyPanel().locator('.history-save[data-shown]');
    await shownSave.waitFor();
    expect(await shownSave.innerText()).toContain('Version 4');
    await screenshot('history-version-open-light-1280');
    // Its graph is as it was: one node, the solid colour, green.
    await page.keyboard.press('h');
    await historyPanel().waitFor({ state: 'hidden' });
    await selectOnlyNode('Solid color');
    expect(await controls().getByLabel('Color', { exact: true }).inputValue()).toBe('#00ff00');

    // Restored from the history, it becomes the current version (8), and the editor shows it.
    await toolbar().getByRole('button', { name: 'History' }).click();
    await historyPanel().getByRole('button', { name: 'Restore version 4' }).click();
    await page.getByText('Version 4 is the current version again.', { exact: true }).waitFor();
    await page.waitForURL(new RegExp(`/editor/${projectId}\\?history=open$`));
    await expect.poll(() => versionCount(projectId), { timeout: 20_000 }).toBe(saved + 1);
    expect(await currentVersionNumber(projectId)).toBe(8);
    await expect.poll(() => entries().count(), { timeout: 20_000 }).toBe(5);
    const restored = entries().nth(0);
    expect((await restored.locator('.history-title').innerText()).trim()).toBe('Version 8');
    expect(await restored.locator('.history-meta').getByText('Current', { exact: true }).count()).toBe(1);
    // Against version 7, the restore took away the Invert and the blue solid colour.
    expect(await restored.locator('.history-summary').innerText()).toBe('Removed Invert and Solid color');
    await expect.poll(() => pictureWidth(restored), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot('history-restored-light-1280');
    await historyPanel().getByRole('button', { name: 'Close history' }).click();
    await historyPanel().waitFor({ state: 'hidden' });
    await screenshot('history-restored-editor-light-1280');
    await selectOnlyNode('Solid color');
    expect(await controls().getByLabel('Color', { exact: true }).inputValue()).toBe('#00ff00');
  }, 300_000);

  it('restores a save beside the project being edited, which the editor then shows', async () => {
    // H opens the history from the canvas.
    await page.locator('canvas.editor-canvas').click({ position: { x: 20, y: 20 } });
    await page.keyboard.press('h');
    await historyPanel().waitFor();
    await expect.poll(() => entries().count(), { timeout: 20_000 }).toBe(5);
    // Version 3, the red solid colour of the first stretch.
    const first = entries().nth(3);
    expect((await first.locator('.history-title').innerText()).trim()).toBe('Versions 2–3');
    await first.getByRole('button', { name: '2 saves' }).click();
    await first
      .getByRole('list', { name: '2 saves' })
      .getByRole('button', { name: 'Restore version 3' })
      .click();
    await page.getByText('Version 3 is the current version again.', { exact: true }).waitFor();
    await expect.poll(() => versionCount(projectId), { timeout: 20_000 }).toBe(saved + 2);
    expect(await currentVersionNumber(projectId)).toBe(9);
    // The editor opened the new current version, with the history still beside it.
    expect(new URL(page.url()).pathname).toBe(`/editor/${projectId}`);
    await expect.poll(() => entries().count(), { timeout: 20_000 }).toBe(6);
    expect((await entries().nth(0).locator('.history-title').innerText()).trim()).toBe('Version 9');
    expect(
      await entries().nth(0).locator('.history-meta').getByText('Current', { exact: true }).count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
    await historyPanel().waitFor({ state: 'hidden' });
    await selectOnlyNode('Solid color');
    expect(await controls().getByLabel('Color', { exact: true }).inputValue()).toBe('#ff0000');
  }, 120_000);

  it('names a version, which keeps it as a milestone, and shows the same history on the projects screen', async () => {
    await page.keyboard.press('h');
    await historyPanel().waitFor();
    await expect.poll(() => entries().count(), { timeout: 20_000 }).toBe(6);
    await entries().nth(0).getByRole('button', { name: 'Name version 9' }).click();
    const naming = page.getByRole('dialog', { name: 'Name this version' });
    await naming.getByLabel('Name').fill('Red again');
    await naming.getByRole('button', { name: 'Save' }).click();
    await naming.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await entries().nth(0).locator('.history-title').innerText()).trim())
      .toBe('Red again · Version 9');
    expect(
      await entries()
        .nth(0)
        .getByRole('button', { name: 'Remove milestone: Version 9' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const rows = await harness.database.sql.query<{ label: string | null; milestone: boolean }>(
      `SELECT label, milestone FROM "project"."project_versions" WHERE project_id = $1 AND number = 9`,
      [projectId],
    );
    expect(rows.rows[0]).toMatchObject({ milestone: true });

    // The projects screen opens the same entries in a dialog.
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await page.getByRole('button', { name: 'Actions for Untitled' }).click();
    await page.getByRole('menuitem', { name: 'History', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'History of “Untitled”' });
    await dialog.waitFor();
    const listed = dialog.locator('.history-list > .history-entry');
    await expect.poll(() => listed.count(), { timeout: 20_000 }).toBe(6);
    expect((await listed.nth(0).locator('.history-title').innerText()).trim()).toBe('Red again · Version 9');
    // Version 9 made the one solid colour red again: one setting against version 8.
    expect(await listed.locator('.history-summary').allInnerTexts()).toEqual([
      '1 setting changed',
      'Removed Invert and Solid color',
      'Added Solid color · 1 setting changed',
      'Added Invert · 1 setting changed',
      'Added Solid color · 1 setting changed',
      'Project started',
    ]);
    for (const theme of ['dark', 'light'] as const) {
      const shown = await page.evaluate(() => document.documentElement.dataset['theme']);
      if (shown !== theme) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
        await page.getByRole('button', { name: 'Actions for Untitled' }).click();
        await page.getByRole('menuitem', { name: 'History', exact: true }).click();
        await expect.poll(() => listed.count(), { timeout: 20_000 }).toBe(6);
      }
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(`history-dialog-${theme}-${width}`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);

  it('lists the shortcut that opens the history in the help dialog', async () => {
    await page.goto(`${harness.product.url}/editor/${projectId}`);
    await toolbar().waitFor();
    await toolbar().getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    const row = help.locator('.editor-shortcut').filter({ hasText: 'Show history' });
    expect(await row.locator('kbd').allInnerTexts()).toEqual(['H']);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
  }, 60_000);

  it('speaks German: the entries name the nodes and count the settings in German', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await page.getByRole('button', { name: 'Verlauf', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Verlauf' });
    await panel.waitFor();
    const listed = panel.locator('.history-list > .history-entry');
    await expect.poll(() => listed.count(), { timeout: 20_000 }).toBe(6);
    expect(await listed.locator('.history-summary').allInnerTexts()).toEqual([
      '1 Einstellung geändert',
      'Umkehren und Farbfläche entfernt',
      'Farbfläche hinzugefügt · 1 Einstellung geändert',
      'Umkehren hinzugefügt · 1 Einstellung geändert',
      'Farbfläche hinzugefügt · 1 Einstellung geändert',
      'Projekt begonnen',
    ]);
    expect(await listed.nth(1).locator('.history-meta').innerText()).toMatch(/^Sie/);
    await listed.nth(2).getByRole('button', { name: '2 Speicherungen' }).click();
    await screenshot('history-panel-de-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot('history-panel-de-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 60_000);
});
