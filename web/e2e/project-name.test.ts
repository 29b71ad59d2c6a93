import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The project in the editor, in real Chromium against the whole product: a bare /editor makes no
// project until something is kept in it, the project's name shows in the toolbar and is renamed
// there, "New project" on the projects screen opens the editor, and leaving with changes that
// could not be saved asks first.
const email = 'project-name@example.com';
/** Screenshots go here when PROJECT_NAME_E2E_SCREENSHOTS names a folder. */
const shots = process.env.PROJECT_NAME_E2E_SCREENSHOTS;

let harness: BrowserTestProduct;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  harness = await startBrowserTestProduct('project-name');
  context = await harness.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  if (shots) mkdirSync(shots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await harness?.stop();
});

/** The test user's projects (not deleted), oldest first, as the database holds them. */
async function projects() {
  const rows = await harness.database.sql.query<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM "project"."projects" p JOIN "user"."users" u ON u.id = p.owner_id
      WHERE u.email = $1 AND p.state <> 'deleted' ORDER BY p.created_at`,
    [email],
  );
  return rows.rows;
}

async function screenshot(name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** The editor in both themes at 1280 and 390 px wide, back at 1280 px afterwards. */
async function screenshots(name: string) {
  for (const theme of ['dark', 'light'] as const) {
    const shown = await page.evaluate(() => document.documentElement.dataset['theme']);
    if (shown !== theme) {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
    }
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      // The name and the saving state stay inside the screen.
      const box = (await toolbar().getByRole('textbox', { name: 'Project name' }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await screenshot(`${name}-${theme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const offlineText = 'Offline: changes are kept';
const toolbar = () => page.getByRole('toolbar', { name: 'Editor tools' });
const saveState = () => toolbar().getByRole('status');
const nameField = () => toolbar().getByRole('textbox', { name: 'Project name' });

async function addFromMenu(search: string, name: string) {
  await toolbar().getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('complementary', { name: 'Node controls' }).getByRole('heading', { name }).waitFor();
}

describe('the project in the editor', () => {
  it('makes no project for a bare editor until a node is kept, then shows and renames its name', async () => {
    await page.goto(`${harness.product.url}/editor`);
    await page.waitForURL(/\/login\?redirect=%2Feditor/);
    await harness.signIn(page, email);
    await page.waitForURL(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    // Nothing exists yet: the name is a placeholder and nothing claims to be saved.
    expect(await nameField().inputValue()).toBe('');
    expect(await nameField().getAttribute('placeholder')).toBe('Untitled');
    await saveState().filter({ hasText: 'Saved once you add a node' }).waitFor();
    expect(await saveState().textContent()).not.toContain('All changes saved');
    await screenshots('new-editor');

    // A node added and undone leaves nothing to keep: still no project.
    await addFromMenu('solid', 'Solid color');
    await toolbar().getByRole('button', { name: 'Undo' }).click();
    await saveState().filter({ hasText: 'Saved once you add a node' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${harness.product.url}/editor`);
    expect(await projects()).toEqual([]);

    // A node kept makes the project, under the editor's address, with no name yet.
    await addFromMenu('solid', 'Solid color');
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await saveState().filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    const [created] = await projects();
    expect(created).toMatchObject({ name: '' });
    expect(page.url()).toBe(`${harness.product.url}/editor/${created!.id}`);
    expect(await nameField().getAttribute('placeholder')).toBe('Untitled');

    // Renamed in place: Enter saves it, Escape puts the old name back.
    await nameField().click();
    await nameField().fill('Spring poster');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await projects())[0]?.name, { timeout: 20_000 }).toBe('Spring poster');
    await nameField().click();
    await nameField().fill('Something else');
    await page.keyboard.press('Escape');
    expect(await nameField().inputValue()).toBe('Spring poster');
    await page.reload();
    await expect.poll(() => nameField().inputValue(), { timeout: 20_000 }).toBe('Spring poster');
    expect((await projects()).map((project) => project.name)).toEqual(['Spring poster']);
    await screenshots('named-editor');

    // An older version, opened read-only, shows the project's name too, as text.
    const version = await harness.database.sql.query<{ id: string }>(
      `SELECT current_project_version_id AS id FROM "project"."projects" WHERE id = $1`,
      [created!.id],
    );
    await page.goto(`${harness.product.url}/editor/version/${version.rows[0]!.id}`);
    await toolbar().getByText('Spring poster', { exact: true }).waitFor();
    expect(await nameField().count()).toBe(0);
    await page.goto(`${harness.product.url}/editor/${created!.id}`);
    await expect.poll(() => nameField().inputValue(), { timeout: 20_000 }).toBe('Spring poster');
  }, 240_000);

  it('warns before leaving while a change cannot be saved, and lets the user leave once it is', async () => {
    await addFromMenu('invert', 'Invert');
    await saveState().filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    const editorUrl = page.url();
    await context.setOffline(true);
    // Undoing the Invert while offline: the change cannot be saved.
    await toolbar().getByRole('button', { name: 'Undo' }).click();
    await saveState().filter({ hasText: offlineText }).waitFor({ timeout: 30_000 });

    // A link in the app asks first; Stay keeps the editor.
    await page.getByRole('link', { name: 'Atelier' }).click();
    const question = page.getByRole('dialog', { name: 'Leave with unsaved changes?' });
    await question.waitFor();
    await screenshot('leave-warning-1280');
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(editorUrl);

    // Reloading asks the browser's own question; dismissing it keeps the page.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload().catch(() => undefined);
    expect(asked).toEqual(['beforeunload']);
    expect(page.url()).toBe(editorUrl);
    await toolbar().waitFor();

    // Back online the change is saved, and leaving asks nothing.
    await context.setOffline(false);
    await saveState().filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: 'Atelier' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/editor'));
    expect(await page.getByRole('dialog', { name: 'Leave with unsaved changes?' }).count()).toBe(0);
  }, 180_000);

  it('opens a project made with "New project" in the editor, under its name', async () => {
    await page.goto(`${harness.product.url}/projects`);
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Autumn flyer');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    const made = (await projects()).find((project) => project.name === 'Autumn flyer');
    expect(page.url()).toBe(`${harness.product.url}/editor/${made!.id}`);
    await expect.poll(() => nameField().inputValue(), { timeout: 20_000 }).toBe('Autumn flyer');
    await page.getByText('This graph is empty.').waitFor();
    // Opened and left empty, an existing project says it is saved (it exists), not "add a node".
    await saveState().filter({ hasText: 'All changes saved' }).waitFor();
  }, 120_000);
});
