import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { decryptNodegraphWithFallback, nodegraphHeaders } from '@atelier/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Edits kept in the browser, in real Chromium against the whole product: an edit made offline on
// one device (or in one tab) while the project is saved on another is not sent over that save
// when the connection returns, nor when the editor reopens with it; the user chooses in a dialog
// (keep mine as the newest version, take the saved one, keep mine as a copy), and each choice's
// result is read back from the server. The browser's store of kept edits is per user and emptied
// on sign-out, after a warning the user may decline.
const email = 'offline-conflict@example.com';
/** Screenshots go here when OFFLINE_CONFLICT_E2E_SCREENSHOTS names a folder. */
const shots = process.env.OFFLINE_CONFLICT_E2E_SCREENSHOTS;

let harness: BrowserTestProduct;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  harness = await startBrowserTestProduct('offline-conflict');
  if (shots) mkdirSync(shots, { recursive: true });
}, 300_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await harness?.stop();
});

/** A browser of its own (another device): its own storage, cookies and connection. */
async function newContext(): Promise<BrowserContext> {
  const context = await harness.newContext();
  contexts.push(context);
  return context;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}

/** Signs in from the login screen the app sent the page to, and accepts the terms. */
async function signIn(page: Page, address: string) {
  await harness.signIn(page, address, { newAccount: false });
  // The terms are asked for once per user: on a second device they are not shown again.
  const terms = page.getByRole('heading', { name: 'Terms of service' });
  const signedIn = () => !new URL(page.url()).pathname.startsWith('/login');
  await expect.poll(async () => signedIn() || (await terms.isVisible()), { timeout: 30_000 }).toBe(true);
  if (!signedIn()) await page.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** A call from the signed-in page, the way the app makes it (session cookie and CSRF header). */
function callFromPage(page: Page, method: string, url: string, body?: unknown) {
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
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { status: response.status, base64: btoa(binary), headers: Object.fromEntries(response.headers) };
    },
    { method, url, body },
  );
}

async function jsonFromPage<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await callFromPage(page, method, url, body);
  expect(answer.status, `${method} ${url}`).toBeLessThan(300);
  return JSON.parse(Buffer.from(answer.base64, 'base64').toString()) as T;
}

interface Project {
  id: string;
  owner_id: string;
  name: string;
  current_project_version_id: string | null;
}

const readProject = (page: Page, id: string) => jsonFromPage<Project>(page, 'GET', `/project/${id}`);

/** The node types of a saved version's graph, read from the server and decrypted for the user. */
async function nodeTypes(page: Page, versionId: string): Promise<string[]> {
  const me = await jsonFromPage<{ id: string }>(page, 'GET', '/user/read');
  const answer = await callFromPage(page, 'GET', `/project/version/${versionId}/nodegraph`);
  expect(answer.status).toBe(200);
  const bytes = new Uint8Array(Buffer.from(answer.base64, 'base64'));
  const plain =
    answer.headers[nodegraphHeaders.encrypted.toLowerCase()] === 'true'
      ? await decryptNodegraphWithFallback(bytes, me.id)
      : bytes;
  const graph = JSON.parse(new TextDecoder().decode(plain!)) as { nodes: Array<{ type: string }> };
  return graph.nodes.map((node) => node.type);
}

/** The ids of a project's versions, newest first. */
async function versionIds(page: Page, projectId: string): Promise<string[]> {
  const page1 = await jsonFromPage<{ versions: Array<{ id: string; created_at: string }> }>(
    page,
    'GET',
    `/project/version/${projectId}?limit=100`,
  );
  return page1.versions.map((version) => version.id);
}

/** The keys of edits kept in the page's browser storage. */
const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('atelier.editor.unsaved.')));

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Editor tools' });
const saveState = (page: Page) => toolbar(page).getByRole('status');
const allSaved = (page: Page) =>
  saveState(page).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'This project was saved elsewhere' });

async function addFromMenu(page: Page, search: string, name: string) {
  await toolbar(page).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('complementary', { name: 'Node controls' }).getByRole('heading', { name }).waitFor();
}

/** The dialog in both themes, at 1280 and 390 px wide, back at 1280 px and dark afterwards. */
async function photograph(page: Page, name: string) {
  if (!shots) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((theme) => {
      document.documentElement.dataset['theme'] = theme;
    }, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(shots, `${name}-${theme}-${width}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let here: Page;
let elsewhere: Page;
let projectId: string;

/**
 * This device goes offline and adds `mine`; the other device adds `theirs` and saves it; back
 * online, this device asks. Resolves with the other device's saved version.
 */
async function conflict(mine: [string, string], theirs: [string, string]): Promise<string> {
  await here.context().setOffline(true);
  await addFromMenu(here, ...mine);
  await saveState(here).filter({ hasText: 'Offline: changes are kept' }).waitFor({ timeout: 30_000 });
  expect((await keptKeys(here)).length).toBe(1);
  await addFromMenu(elsewhere, ...theirs);
  await allSaved(elsewhere);
  const saved = (await readProject(elsewhere, projectId)).current_project_version_id!;
  await here.context().setOffline(false);
  await conflictDialog(here).waitFor({ timeout: 30_000 });
  return saved;
}

describe('an edit kept offline while the project was saved elsewhere', () => {
  it('asks before saving, and keeps mine as the newest version on top of the other save', async () => {
    here = await newPage(await newContext());
    await here.goto(`${harness.product.url}/editor`);
    await signIn(here, email);
    await here.waitForURL(`${harness.product.url}/editor`);
    await addFromMenu(here, 'solid', 'Solid color');
    await here.waitForURL(/\/editor\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    // The kinds of node added offline later are added once online: their definitions are loaded.
    await addFromMenu(here, 'invert', 'Invert');
    await addFromMenu(here, 'threshold', 'Threshold');
    await allSaved(here);
    projectId = here.url().split('/').at(-1)!;
    await jsonFromPage(here, 'POST', `/project/${projectId}`, { name: 'Quilt' });

    elsewhere = await newPage(await newContext());
    await elsewhere.goto(`${harness.product.url}/editor/${projectId}`);
    await signIn(elsewhere, email);
    await elsewhere.waitForURL(`${harness.product.url}/editor/${projectId}`);
    await allSaved(elsewhere);

    // Saves that reached the server (those tried offline fail in the browser and are not counted).
    const saves: string[] = [];
    here.on('requestfinished', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/project/version/create/${projectId}`))
        saves.push(request.url());
    });
    const theirs = await conflict(['invert', 'Invert'], ['sharpen', 'Sharpen']);
    // Nothing was sent over the other save while the dialog waits.
    expect(saves).toEqual([]);
    expect((await readProject(here, projectId)).current_project_version_id).toBe(theirs);
    await saveState(here).filter({ hasText: 'Not saved: choose what to keep' }).waitFor();
    // The safe choice has the focus; each choice says what it does.
    const keepMine = conflictDialog(here).getByRole('button', { name: 'Keep mine as the newest version' });
    await expect.poll(() => keepMine.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(
      await conflictDialog(here)
        .getByRole('button', { name: 'Keep mine as a copy' })
        .evaluate((button) => document.getElementById(button.getAttribute('aria-describedby')!)?.textContent),
    ).toBe('Your changes go into a new project. This one keeps the saved version.');
    await photograph(here, 'conflict-dialog');

    await here.keyboard.press('Enter');
    await conflictDialog(here).waitFor({ state: 'hidden' });
    await allSaved(here);
    // Mine is the newest version; the other device's save stays in the history beneath it.
    const project = await readProject(here, projectId);
    expect(project.current_project_version_id).not.toBe(theirs);
    expect(await nodeTypes(here, project.current_project_version_id!)).toEqual([
      'image.solid-colour',
      'image.invert',
      'image.threshold',
      'image.invert',
    ]);
    const history = await versionIds(here, projectId);
    expect(history[0]).toBe(project.current_project_version_id);
    expect(history).toContain(theirs);
    expect(await nodeTypes(here, theirs)).toEqual([
      'image.solid-colour',
      'image.invert',
      'image.threshold',
      'image.sharpen',
    ]);
    expect(saves).toHaveLength(1);
    expect(await keptKeys(here)).toEqual([]);
  }, 300_000);

  it('takes the saved one: drops the kept edit and shows the version saved elsewhere', async () => {
    const theirs = await conflict(['threshold', 'Threshold'], ['posterize', 'Posterize']);
    const before = await versionIds(here, projectId);
    await conflictDialog(here).getByRole('button', { name: 'Take the saved one' }).click();
    await conflictDialog(here).waitFor({ state: 'hidden' });
    await allSaved(here);
    // No version of mine was made: the other device's save is still the current one.
    expect((await readProject(here, projectId)).current_project_version_id).toBe(theirs);
    expect(await versionIds(here, projectId)).toEqual(before);
    expect(await keptKeys(here)).toEqual([]);
    // The editor shows the saved graph: reopened, nothing of mine comes back.
    await here.reload();
    await allSaved(here);
    expect((await readProject(here, projectId)).current_project_version_id).toBe(theirs);
    expect(await nodeTypes(here, theirs)).toEqual([
      'image.solid-colour',
      'image.invert',
      'image.threshold',
      'image.sharpen',
      'image.posterize',
    ]);
  }, 300_000);

  it('keeps mine as a copy named in the user’s language, after closing the question once with Escape', async () => {
    // The other device reloads first, so it edits the current graph.
    await elsewhere.reload();
    await allSaved(elsewhere);
    const theirs = await conflict(['invert', 'Invert'], ['solid', 'Solid color']);
    // Escape closes the question without choosing: nothing is saved, and the notice asks again.
    await here.keyboard.press('Escape');
    await conflictDialog(here).waitFor({ state: 'hidden' });
    const again = here.getByRole('button', { name: 'Choose what to keep' });
    await expect.poll(() => again.evaluate((button) => button === document.activeElement)).toBe(true);
    await photograph(here, 'conflict-notice');
    expect((await readProject(here, projectId)).current_project_version_id).toBe(theirs);
    await here.keyboard.press('Enter');
    await conflictDialog(here).waitFor();
    // By keyboard: from the focused first choice, two tabs on to the copy.
    await here.keyboard.press('Tab');
    await here.keyboard.press('Tab');
    await expect
      .poll(() => here.evaluate(() => document.activeElement?.textContent))
      .toBe('Keep mine as a copy');
    await here.keyboard.press('Enter');
    await here.waitForURL(
      (url) => /\/editor\/[0-9a-f-]{36}$/.test(url.pathname) && !url.pathname.endsWith(projectId),
    );
    await allSaved(here);
    const copyId = here.url().split('/').at(-1)!;
    const me = await jsonFromPage<{ id: string }>(here, 'GET', '/user/read');
    const copy = await readProject(here, copyId);
    expect(copy).toMatchObject({ owner_id: me.id, name: 'Quilt (copy)' });
    expect(await nodeTypes(here, copy.current_project_version_id!)).toEqual([
      'image.solid-colour',
      'image.invert',
      'image.threshold',
      'image.sharpen',
      'image.posterize',
      'image.invert',
    ]);
    // The original keeps the other device's save.
    expect((await readProject(here, projectId)).current_project_version_id).toBe(theirs);
    expect(await nodeTypes(here, theirs)).toEqual([
      'image.solid-colour',
      'image.invert',
      'image.threshold',
      'image.sharpen',
      'image.posterize',
      'image.solid-colour',
    ]);
    await toolbar(here).getByRole('textbox', { name: 'Project name' }).waitFor();
    expect(await toolbar(here).getByRole('textbox', { name: 'Project name' }).inputValue()).toBe(
      'Quilt (copy)',
    );
  }, 300_000);

  it('asks as the editor reopens with an edit kept before the other save', async () => {
    const context = here.context();
    await here.goto(`${harness.product.url}/editor/${projectId}`);
    await allSaved(here);
    // Saves cannot reach the server: the edit stays kept in the browser when the tab closes.
    await context.route('**/project/version/create/**', (route) => route.abort('internetdisconnected'));
    await addFromMenu(here, 'threshold', 'Threshold');
    await saveState(here).filter({ hasText: 'An error occurred while saving' }).waitFor({ timeout: 30_000 });
    await here.close({ runBeforeUnload: false });
    await context.unroute('**/project/version/create/**');
    await addFromMenu(elsewhere, 'posterize', 'Posterize');
    await allSaved(elsewhere);
    const theirs = (await readProject(elsewhere, projectId)).current_project_version_id!;

    here = await newPage(context);
    await here.goto(`${harness.product.url}/editor/${projectId}`);
    await conflictDialog(here).waitFor({ timeout: 30_000 });
    expect((await readProject(here, projectId)).current_project_version_id).toBe(theirs);
    await conflictDialog(here).getByRole('button', { name: 'Keep mine as the newest version' }).click();
    await allSaved(here);
    const current = (await readProject(here, projectId)).current_project_version_id!;
    expect(current).not.toBe(theirs);
    expect(await nodeTypes(here, current)).toEqual([
      'image.solid-colour',
      'image.invert',
      'image.threshold',
      'image.sharpen',
      'image.posterize',
      'image.solid-colour',
      'image.threshold',
    ]);
    expect((await versionIds(here, projectId)).slice(0, 2)).toEqual([current, theirs]);
    expect(await keptKeys(here)).toEqual([]);
  }, 300_000);

  it('asks in a tab of the same browser whose edit waited while another tab saved', async () => {
    const context = await newContext();
    const tabA = await newPage(context);
    await tabA.goto(`${harness.product.url}/editor/${projectId}`);
    await signIn(tabA, email);
    await tabA.waitForURL(`${harness.product.url}/editor/${projectId}`);
    await allSaved(tabA);
    const tabB = await newPage(context);
    await tabB.goto(`${harness.product.url}/editor/${projectId}`);
    await allSaved(tabB);
    // Tab A cannot reach the project service (the other tab can): its edit waits, kept.
    const blocked = '**/project/**';
    await tabA.route(blocked, (route) => route.abort('internetdisconnected'));
    await addFromMenu(tabA, 'invert', 'Invert');
    await saveState(tabA).filter({ hasText: 'An error occurred while saving' }).waitFor({ timeout: 30_000 });
    await addFromMenu(tabB, 'sharpen', 'Sharpen');
    await allSaved(tabB);
    const theirs = (await readProject(tabB, projectId)).current_project_version_id!;
    // Tab B's save left tab A's kept edit in the browser.
    const kept = await tabB.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('atelier.editor.unsaved.'))
        .map(([, value]) => (JSON.parse(value) as { nodegraph: string }).nodegraph),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toContain('image.invert');

    await tabA.unroute(blocked);
    await conflictDialog(tabA).waitFor({ timeout: 60_000 });
    expect((await readProject(tabA, projectId)).current_project_version_id).toBe(theirs);
    await conflictDialog(tabA).getByRole('button', { name: 'Take the saved one' }).click();
    await conflictDialog(tabA).waitFor({ state: 'hidden' });
    await allSaved(tabA);
    expect((await readProject(tabA, projectId)).current_project_version_id).toBe(theirs);
    expect(await keptKeys(tabA)).toEqual([]);
  }, 300_000);
});

describe('the browser’s store of kept edits', () => {
  it('is per user, and emptied on sign-out after a warning the user may decline', async () => {
    const context = await newContext();
    const page = await newPage(context);
    await page.goto(`${harness.product.url}/editor`);
    await signIn(page, 'ada@example.com');
    await page.waitForURL(`${harness.product.url}/editor`);
    const ada = await jsonFromPage<{ id: string }>(page, 'GET', '/user/read');
    // Ada's edit of a project not created yet, kept by one editor: user, "new", the editor's id.
    const adasNewEdit = new RegExp(`^atelier\\.editor\\.unsaved\\.${ada.id}\\.new\\.[0-9a-f]+$`);
    // Saving fails (the server cannot be reached for saves): the new project's edit is kept.
    await page.route('**/project/version/create/**', (route) => route.abort('internetdisconnected'));
    await addFromMenu(page, 'solid', 'Solid color');
    await saveState(page).filter({ hasText: 'An error occurred while saving' }).waitFor({ timeout: 30_000 });
    expect(await keptKeys(page)).toEqual([expect.stringMatching(adasNewEdit)]);

    // Signing out would delete it: the user is asked first, and may stay signed in.
    await toolbar(page).waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${harness.product.url}/logout`);
    const warning = page.getByRole('dialog', { name: 'Sign out and delete unsaved changes?' });
    await warning.waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'sign-out-warning.png') });
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await page.waitForURL((url) => url.pathname !== '/logout');
    expect((await callFromPage(page, 'GET', '/user/read')).status).toBe(200);
    expect(await keptKeys(page)).toEqual([expect.stringMatching(adasNewEdit)]);

    await page.goto(`${harness.product.url}/logout`);
    await warning.waitFor();
    await warning.getByRole('button', { name: 'Sign out and delete them' }).click();
    await page.waitForURL(/\/login/);
    expect(await keptKeys(page)).toEqual([]);

    // Grace signs in on the same browser: nothing of Ada's is offered.
    await page.unroute('**/project/version/create/**');
    await page.goto(`${harness.product.url}/editor`);
    await signIn(page, 'grace@example.com');
    await page.waitForURL(`${harness.product.url}/editor`);
    await page.getByText('This graph is empty.').waitFor();
    await saveState(page).filter({ hasText: 'Saved once you add a node' }).waitFor();
    expect(await keptKeys(page)).toEqual([]);
    // A sign-out with nothing kept asks nothing.
    await page.goto(`${harness.product.url}/logout`);
    await page.waitForURL(/\/login/);
    expect(await page.getByRole('dialog').count()).toBe(0);
  }, 300_000);
});
