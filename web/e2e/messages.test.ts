import path from 'node:path';
import { decryptNodegraphWithFallback, nodegraphHeaders } from '@atelier/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// Messages that must not mislead, in real Chromium against the whole product (web/dist as built):
// someone else's public project opens read-only for a second user, saying whose it is, with no
// save ever sent, and "Save a copy to edit" opens their own copy, named as a copy in their
// language; what the server refused is said in the user's language; an unknown project id in the
// editor's address offers the way back. MESSAGES_E2E_SCREENSHOTS=<folder> also photographs each
// state in both themes and at 390 px wide.
const screenshots = process.env.MESSAGES_E2E_SCREENSHOTS;

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('messages');
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

async function newContext(viewport = { width: 1280, height: 860 }): Promise<BrowserContext> {
  // Nothing but this machine is reachable.
  return harness.newContext({ viewport });
}

/** Signs in from wherever the app sent the page to the login screen, and accepts the terms. */
async function signIn(page: Page, email: string) {
  await harness.signIn(page, email);
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

async function jsonFromPage(page: Page, method: string, url: string, body?: unknown) {
  const answer = await callFromPage(page, method, url, body);
  return {
    status: answer.status,
    body: JSON.parse(Buffer.from(answer.base64, 'base64').toString() || 'null'),
  };
}

async function addFromMenu(page: Page, search: string, name: string) {
  await page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill(search);
  await page.getByRole('option', { name }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('complementary', { name: 'Node controls' }).getByRole('heading', { name }).waitFor();
}

function saveState(page: Page) {
  return page.getByRole('toolbar', { name: 'Editor tools' }).getByRole('status');
}

/** Screenshots of the page as it is, in the dark and the light theme, at its size and at 390 px. */
async function photograph(
  page: Page,
  name: string,
  switchLabels = { dark: 'Switch to dark theme', light: 'Switch to light theme' },
) {
  if (!screenshots) return;
  const size = page.viewportSize()!;
  for (const theme of ['dark', 'light'] as const) {
    // The top bar's own switch, so everything that follows the theme (the canvas too) does.
    const switchTo = page.getByRole('button', { name: switchLabels[theme] });
    if ((await switchTo.count()) > 0) await switchTo.click();
    await page.waitForFunction((theme) => document.documentElement.dataset.theme === theme, theme);
    for (const width of [size.width, 390]) {
      await page.setViewportSize({ width, height: size.height });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(screenshots, `${name}-${theme}-${width}.png`) });
    }
    await page.setViewportSize(size);
  }
  await page.getByRole('button', { name: switchLabels.dark }).click();
}

describe('messages that do not mislead', () => {
  let adaContext: BrowserContext;
  let graceContext: BrowserContext;
  /** Ada's public project. */
  let projectId: string;

  afterAll(async () => {
    await adaContext?.close();
    await graceContext?.close();
  });

  it("opens a second user's view of a public project read-only, sends no save, and copies it to edit", async () => {
    // Ada makes a project with one node and publishes it.
    adaContext = await newContext();
    const ada = await adaContext.newPage();
    await ada.goto(`${harness.product.url}/editor`);
    await signIn(ada, 'ada@example.com');
    await ada.waitForURL(`${harness.product.url}/editor`);
    await addFromMenu(ada, 'solid', 'Solid color');
    await ada.waitForURL(/\/editor\/[^/]+$/);
    projectId = ada.url().split('/').at(-1)!;
    await saveState(ada).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    const adasVersion = (await jsonFromPage(ada, 'GET', `/project/${projectId}`)).body
      .current_project_version_id as string;
    expect(
      (
        await jsonFromPage(ada, 'POST', `/project/${projectId}`, {
          name: 'Ada’s swatch',
          visibility: 'public',
        })
      ).status,
    ).toBe(200);

    // Grace opens it: it is Ada's, so it opens read-only, saying whose it is and how to edit.
    graceContext = await newContext();
    const grace = await graceContext.newPage();
    const saves: string[] = [];
    grace.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/project/version/create/'))
        saves.push(request.url());
    });
    await grace.goto(`${harness.product.url}/editor/${projectId}`);
    await signIn(grace, 'grace@example.com');
    await grace.waitForURL(`${harness.product.url}/editor/${projectId}`);
    const notice = grace
      .getByRole('status')
      .filter({ hasText: 'This project belongs to someone else. Save a copy to edit.' });
    await notice.waitFor();
    await expect
      .poll(() => notice.textContent())
      .toBe('This project belongs to someone else. Save a copy to edit.Save a copy to edit');
    expect(await saveState(grace).textContent()).toBe('Read only');
    const toolbar = grace.getByRole('toolbar', { name: 'Editor tools' });
    await toolbar.getByText('Ada’s swatch', { exact: true }).waitFor();
    expect(await toolbar.getByRole('textbox', { name: 'Project name' }).count()).toBe(0);
    expect(await toolbar.getByRole('button', { name: 'Add node' }).isDisabled()).toBe(true);
    // Her node's controls are there to read, not to change.
    await grace.locator('canvas.editor-canvas').click({ position: { x: 20, y: 20 } });
    await grace.keyboard.press('Control+A');
    const panel = grace.getByRole('complementary', { name: 'Node controls' });
    await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
    const fields = await panel
      .locator('input, select, textarea')
      .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).disabled));
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every(Boolean)).toBe(true);
    // Keys that would change the graph change nothing, and nothing is ever sent to save.
    await grace.keyboard.press('Delete');
    await grace.keyboard.press('Control+D');
    await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
    await grace.waitForTimeout(5000);
    expect(saves).toEqual([]);
    expect(await grace.getByRole('alert').filter({ hasText: 'someone else' }).count()).toBe(0);
    await photograph(grace, 'read-only-project');

    // "Save a copy to edit" makes Grace's own copy, named as a copy, and opens it, editable.
    await notice.getByRole('button', { name: 'Save a copy to edit' }).click();
    await grace.waitForURL(
      (url) => /\/editor\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(projectId),
    );
    const copyId = grace.url().split('/').at(-1)!;
    await saveState(grace).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });
    expect(await grace.getByText('This project belongs to someone else.').count()).toBe(0);
    await addFromMenu(grace, 'invert', 'Invert');
    await saveState(grace).filter({ hasText: 'All changes saved' }).waitFor({ timeout: 60_000 });

    // The copy is Grace's, named as a copy of Ada's, and its newest version holds both nodes.
    const me = (await jsonFromPage(grace, 'GET', '/user/read')).body as { id: string };
    const copy = (await jsonFromPage(grace, 'GET', `/project/${copyId}`)).body as {
      owner_id: string;
      name: string;
      visibility: string;
      current_project_version_id: string;
    };
    expect(copy).toMatchObject({ owner_id: me.id, name: 'Ada’s swatch (copy)', visibility: 'private' });
    expect(await toolbar.getByRole('textbox', { name: 'Project name' }).inputValue()).toBe(
      'Ada’s swatch (copy)',
    );
    const nodegraph = await callFromPage(
      grace,
      'GET',
      `/project/version/${copy.current_project_version_id}/nodegraph`,
    );
    const bytes = new Uint8Array(Buffer.from(nodegraph.base64, 'base64'));
    const plain =
      nodegraph.headers[nodegraphHeaders.encrypted.toLowerCase()] === 'true'
        ? await decryptNodegraphWithFallback(bytes, me.id)
        : bytes;
    const graph = JSON.parse(new TextDecoder().decode(plain!)) as { nodes: Array<{ type: string }> };
    expect(graph.nodes.map((node) => node.type)).toEqual(['image.solid-colour', 'image.invert']);
    // Every save went to the copy; Ada's project is as she left it.
    expect(saves.length).toBeGreaterThan(0);
    expect(saves.every((url) => url.endsWith(`/project/version/create/${copyId}`))).toBe(true);
    expect((await jsonFromPage(ada, 'GET', `/project/${projectId}`)).body.current_project_version_id).toBe(
      adasVersion,
    );
  });

  it('says whose a project is, names the copy and says what the server refused, in the user’s language', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${harness.product.url}/editor/${projectId}`);
    await signIn(page, 'hedy@example.com');
    await page.waitForURL(`${harness.product.url}/editor/${projectId}`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    const toolbar = page.getByRole('toolbar', { name: 'Editorwerkzeuge' });
    await toolbar.getByRole('status').filter({ hasText: 'Nur lesen' }).waitFor();

    // Someone else's project, in German, and its copy named in German.
    const notice = page.getByRole('status').filter({
      hasText: 'Dieses Projekt gehört jemand anderem. Speichern Sie eine Kopie, um es zu bearbeiten.',
    });
    await notice.waitFor();
    await photograph(page, 'read-only-german', {
      dark: 'Zum dunklen Design wechseln',
      light: 'Zum hellen Design wechseln',
    });
    await notice.getByRole('button', { name: 'Kopie zum Bearbeiten speichern' }).click();
    await page.waitForURL(
      (url) => /\/editor\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(projectId),
    );
    const copyId = page.url().split('/').at(-1)!;
    await toolbar.getByRole('status').filter({ hasText: 'Alle Änderungen gespeichert' }).waitFor();
    expect((await jsonFromPage(page, 'GET', `/project/${copyId}`)).body.name).toBe('Ada’s swatch (Kopie)');
    expect(await toolbar.getByRole('textbox', { name: 'Projektname' }).inputValue()).toBe(
      'Ada’s swatch (Kopie)',
    );

    // A file the server refuses: the server's refusal, in German.
    await toolbar.getByRole('button', { name: 'Knoten hinzufügen' }).click();
    await page.getByRole('searchbox', { name: 'Knoten nach Name oder Kategorie suchen' }).fill('Bild laden');
    await page.getByRole('option', { name: 'Bild laden' }).waitFor();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Knotenregler' });
    await panel.getByRole('heading', { name: 'Bild laden' }).waitFor();
    // The browser reads it (a PNG), but its name says JPEG: the server refuses the type.
    const red = await sharp({
      create: { width: 4, height: 4, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 1 } },
    })
      .png()
      .toBuffer();
    await panel
      .getByLabel('Bilddatei')
      .setInputFiles({ name: 'rot.jpg', mimeType: 'image/jpeg', buffer: red });
    await panel.getByRole('alert').filter({ hasText: 'Dateityp wird nicht unterstützt.' }).waitFor();
    await photograph(page, 'refusals-german', {
      dark: 'Zum dunklen Design wechseln',
      light: 'Zum hellen Design wechseln',
    });
    await context.close();
  });

  it('answers an unknown project in the editor with a way back, focused', async () => {
    const page = await graceContext.newPage();
    await page.goto(`${harness.product.url}/editor/99999999-9999-4999-8999-999999999999`);
    await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
    await page.getByText('This project does not exist, or you do not have access to it.').waitFor();
    const back = page.getByRole('link', { name: 'Go to projects' });
    await expect.poll(() => back.evaluate((link) => link === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${harness.product.url}/projects`);
    if (screenshots) {
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
      await photograph(page, 'unknown-project');
    }
    await page.close();
  });
});
