import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct, type RunningProduct } from '@atelier/deploy';
import type { Database } from '@atelier/platform';
import {
  createTestDatabase,
  freePort,
  launchChromium,
  natsUrlForTests,
  startTestMailServer,
  uniqueTestPrefix,
  type LaunchedBrowser,
  type TestDatabase,
  type TestMailServer,
} from '@atelier/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The project in the editor, in real Chromium against the whole product: a bare /editor makes no
// project until something is kept in it, the project's name shows in the toolbar and is renamed
// there, "New project" on the projects screen opens the editor, and leaving with changes that
// could not be saved asks first.
const webDirectory = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const email = 'project-name@example.com';
/** Screenshots go here when PROJECT_NAME_E2E_SCREENSHOTS names a folder. */
const shots = process.env.PROJECT_NAME_E2E_SCREENSHOTS;

let product: RunningProduct;
let launched: LaunchedBrowser;
let folder: string;
let testDatabase: TestDatabase;
let database: Database;
let mail: TestMailServer;
let context: BrowserContext;
let page: Page;

function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

beforeAll(async () => {
  // The product serves web/dist: build it when it is missing or older than the sources.
  const index = path.join(webDirectory, 'dist', 'index.html');
  if (!existsSync(index) || statSync(index).mtimeMs < newestChange(path.join(webDirectory, 'src'))) {
    const { build } = await import('vite');
    await build({ root: webDirectory, configFile: path.join(webDirectory, 'vite.config.ts'), logLevel: 'warn' });
  }
  folder = mkdtempSync(path.join(tmpdir(), 'atelier-project-name-e2e-'));
  const nodeCodeDirectory = path.join(folder, 'node-code');
  const nodeBuild = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('packages', 'nodes', 'scripts', 'build-node-code.ts'), '--out', nodeCodeDirectory],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (nodeBuild.status !== 0) throw new Error(`the node code build failed: ${nodeBuild.stderr}`);
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  mail = await startTestMailServer();
  product = await startProduct({
    port: await freePort(),
    dataDirectory: path.join(folder, 'data'),
    database: await testDatabase.open(),
    natsUrl: await natsUrlForTests(),
    busPrefix: uniqueTestPrefix('project-name-e2e'),
    nodeCodeDirectory,
    logLevel: 'warn',
    accounts: { smtpUrl: mail.url },
  });
  launched = await launchChromium();
  context = await launched.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1')
      return route.continue();
    return route.abort();
  });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  if (shots) mkdirSync(shots, { recursive: true });
}, 300_000);

afterAll(async () => {
  await context?.close();
  await launched?.close();
  await product?.stop();
  await mail?.close();
  await testDatabase?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function signIn() {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByText(`We sent a 4-digit code to ${email}`).waitFor();
  const code = /^(\d{4})$/m.exec((await mail.nextMailTo(email)).text ?? '')?.[1];
  if (!code) throw new Error('no code in the sign-in mail');
  await page.getByLabel('Digit 1 of 4').click();
  for (const digit of code) await page.keyboard.press(digit);
  await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
  await page.getByRole('button', { name: 'Accept' }).click();
}

/** The test user's projects (not deleted), oldest first, as the database holds them. */
async function projects() {
  const rows = await database.sql.query<{ id: string; name: string }>(
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
    await page.goto(`${product.url}/editor`);
    await page.waitForURL(/\/login\?redirect=%2Feditor/);
    await signIn();
    await page.waitForURL(`${product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    // Nothing exists yet: the name is a placeholder and nothing claims to be saved.
    expect(await nameField().inputValue()).toBe('');
    expect(await nameField().getAttribute('placeholder')).toBe('New project');
    await saveState().filter({ hasText: 'Saved once you add a node' }).waitFor();
    expect(await saveState().textContent()).not.toContain('All changes saved');
    await screenshots('new-editor');

    // A node added and undone leaves nothing to keep: still no project.
    await addFromMenu('solid', 'Solid color');
    await toolbar().getByRole('button', { name: 'Undo' }).click();
    await saveState().filter({ hasText: 'Saved once you add a node' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${product.url}/editor`);
    expect(await projects()).toEqual([]);

    // A node kept makes the project, under the editor's address, with no name yet.
    await addFromMenu('solid', 'Solid color');
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await saveState().filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    const [created] = await projects();
    expect(created).toMatchObject({ name: '' });
    expect(page.url()).toBe(`${product.url}/editor/${created!.id}`);
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
    const version = await database.sql.query<{ id: string }>(
      `SELECT current_project_version_id AS id FROM "project"."projects" WHERE id = $1`,
      [created!.id],
    );
    await page.goto(`${product.url}/editor/version/${version.rows[0]!.id}`);
    await toolbar().getByText('Spring poster', { exact: true }).waitFor();
    expect(await nameField().count()).toBe(0);
    await page.goto(`${product.url}/editor/${created!.id}`);
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
    await page.goto(`${product.url}/projects`);
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Autumn flyer');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/editor\/[0-9a-f-]{36}$/);
    const made = (await projects()).find((project) => project.name === 'Autumn flyer');
    expect(page.url()).toBe(`${product.url}/editor/${made!.id}`);
    await expect.poll(() => nameField().inputValue(), { timeout: 20_000 }).toBe('Autumn flyer');
    await page.getByText('This graph is empty.').waitFor();
    // Opened and left empty, an existing project says it is saved (it exists), not "add a node".
    await saveState().filter({ hasText: 'All changes saved' }).waitFor();
  }, 120_000);
});
