import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The projects area, history and gallery in real Chromium against the whole product, each
// person signed in the way people sign in: an e-mail code, read here from the mail server. The
// app is built into this run's own folder: web/dist may be rebuilt by another run at any moment,
// and a half-written build would fail this one.

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('projects', { ownWebBuild: true });
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

function newContext(): Promise<BrowserContext> {
  return harness.newContext();
}

/** Signs in on the login screen with the mailed code and accepts the terms. */
async function signIn(page: Page, email: string) {
  await harness.signInTo(page, email, '/projects');
  await page.getByRole('heading', { level: 1, name: 'All projects' }).waitFor();
}

async function createProject(page: Page, name: string) {
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  // A new project opens in the editor, under its name; back leads to the list it was made in.
  await page.waitForURL(/\/editor\/[^/]+$/);
  await expect.poll(() => page.getByRole('textbox', { name: 'Project name' }).inputValue()).toBe(name);
  await page.goBack();
  await page.getByRole('article', { name }).waitFor();
}

async function projectAction(page: Page, project: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${project}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Saves a graph as a new version the way the editor does: multipart from the signed-in page. */
async function saveVersion(page: Page, projectId: string, note: string) {
  const status = await page.evaluate(
    async ({ projectId, note }) => {
      const graph = {
        version: '1.0.0',
        nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 0, y: 0 }, note }],
        connections: [],
      };
      const form = new FormData();
      form.append(
        'nodegraph',
        new Blob([JSON.stringify(graph)], { type: 'application/json' }),
        'nodegraph.json',
      );
      const csrf = /(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/project/version/create/${projectId}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
      });
      return response.status;
    },
    { projectId, note },
  );
  expect(status).toBe(201);
}

async function projectIdOf(page: Page, name: string): Promise<string> {
  const href = await page.getByRole('article', { name }).getByRole('link', { name }).getAttribute('href');
  return href!.replace('/open/', '');
}

describe('the projects area', () => {
  it('creates projects, organises them in nested folders, deletes, restores and deletes for good', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await signIn(page, 'organiser@example.com');
      await page.getByText('No projects yet. Create your first one.').waitFor();
      await createProject(page, 'Spring poster');
      await createProject(page, 'Scratch');
      expect(
        await page.getByRole('article', { name: 'Spring poster' }).getByText('Edited just now').count(),
      ).toBe(1);

      // A folder, and a folder inside it.
      await page.getByRole('button', { name: 'New folder' }).click();
      await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Name').fill('Campaigns');
      await page.getByRole('dialog', { name: 'New folder' }).getByRole('button', { name: 'Create' }).click();
      const sidebar = page.getByRole('navigation', { name: 'Project areas' });
      await sidebar.getByRole('link', { name: 'Campaigns' }).click();
      await page.getByRole('heading', { level: 1, name: 'Campaigns' }).waitFor();
      await page.getByText('This folder is empty.').waitFor();
      await page.getByRole('button', { name: 'New folder' }).click();
      await page.getByRole('dialog', { name: 'New folder in “Campaigns”' }).getByLabel('Name').fill('2026');
      await page
        .getByRole('dialog', { name: 'New folder in “Campaigns”' })
        .getByRole('button', { name: 'Create' })
        .click();
      await page.getByRole('article', { name: '2026' }).waitFor();

      // A folder cannot be moved under its own subfolder: the choice is not even offered.
      await page.getByRole('button', { name: 'Actions for folder Campaigns' }).click();
      await page.getByRole('menuitem', { name: 'Move into…' }).click();
      const moveFolder = page.getByRole('dialog', { name: 'Move the folder “Campaigns”' });
      await moveFolder.getByRole('radio', { name: 'Top level' }).waitFor();
      expect(await moveFolder.getByRole('radio', { name: '2026' }).count()).toBe(0);
      await moveFolder.getByRole('button', { name: 'Cancel' }).click();

      // Move a project into the subfolder.
      await sidebar.getByRole('link', { name: 'All projects' }).click();
      await projectAction(page, 'Spring poster', 'Move to folder…');
      const move = page.getByRole('dialog', { name: 'Move “Spring poster”' });
      await move.getByRole('radio', { name: '2026' }).check();
      await move.getByRole('button', { name: 'Move' }).click();
      await page.getByText('Moved.').first().waitFor();
      await sidebar.getByRole('link', { name: '2026' }).click();
      await page.getByRole('heading', { level: 1, name: '2026' }).waitFor();
      await page.getByRole('article', { name: 'Spring poster' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Folders' })
        .getByRole('link', { name: 'Campaigns' })
        .waitFor();

      // Delete it (confirmed), find it in Recently Deleted, restore it into its folder.
      await projectAction(page, 'Spring poster', 'Delete…');
      const confirm = page.getByRole('dialog', { name: 'Delete “Spring poster”?' });
      await confirm
        .getByText('The project moves to Recently Deleted, where you can restore it for 30 days.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Move to Recently Deleted' }).click();
      await page.getByText('This folder is empty.').waitFor();
      await sidebar.getByRole('link', { name: 'Recently Deleted' }).click();
      await page.getByRole('heading', { level: 1, name: 'Recently Deleted' }).waitFor();
      await page
        .getByRole('article', { name: 'Spring poster' })
        .getByText('Deleted just now · Deleted permanently in 30 days')
        .waitFor();
      await projectAction(page, 'Spring poster', 'Restore');
      await page.getByText('Recently Deleted is empty.').waitFor();
      await sidebar.getByRole('link', { name: '2026' }).click();
      await page.getByRole('article', { name: 'Spring poster' }).waitFor();

      // Delete for good, confirmed and irreversible.
      await sidebar.getByRole('link', { name: 'All projects' }).click();
      await projectAction(page, 'Scratch', 'Delete…');
      await page.getByRole('button', { name: 'Move to Recently Deleted' }).click();
      await sidebar.getByRole('link', { name: 'Recently Deleted' }).click();
      await projectAction(page, 'Scratch', 'Delete permanently…');
      const forGood = page.getByRole('dialog', { name: 'Delete “Scratch” permanently?' });
      await forGood.getByText('This cannot be undone.', { exact: false }).waitFor();
      await forGood.getByRole('button', { name: 'Delete permanently' }).click();
      await page.getByText('Recently Deleted is empty.').waitFor();
      await page.reload();
      await page.getByText('Recently Deleted is empty.').waitFor();

      // Search and sort.
      await sidebar.getByRole('link', { name: 'All projects' }).click();
      await createProject(page, 'Autumn flyer');
      await page.getByLabel('Search projects').fill('SPRING');
      await page.getByRole('article', { name: 'Spring poster' }).waitFor();
      expect(await page.getByRole('article', { name: 'Autumn flyer' }).count()).toBe(0);
      await page.getByLabel('Search projects').fill('');
      await page.getByRole('button', { name: 'Sort projects' }).click();
      await page.getByRole('menuitemradio', { name: 'Alphabetical' }).click();
      const names = await page
        .getByRole('region', { name: 'Projects', exact: true })
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(names).toEqual(['Autumn flyer', 'Spring poster']);
    } finally {
      await context.close();
    }
  });

  it('shows the history of a project and sets a milestone that stays', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await signIn(page, 'historian@example.com');
      await createProject(page, 'Quilt');
      const projectId = await projectIdOf(page, 'Quilt');
      await saveVersion(page, projectId, 'second');
      await saveVersion(page, projectId, 'third');

      await projectAction(page, 'Quilt', 'History');
      const history = page.getByRole('dialog', { name: 'History of “Quilt”' });
      const entries = history.getByRole('listitem');
      await history.getByText('Version 3').waitFor();
      expect(await entries.count()).toBe(3);
      expect(await entries.first().getByText('Current').count()).toBe(1);
      await history.getByRole('button', { name: 'Mark as milestone: Version 2' }).click();
      await history.getByRole('button', { name: 'Remove milestone: Version 2' }).waitFor();
      await history.getByLabel('Milestones only').check();
      expect(await entries.count()).toBe(1);
      await entries.getByText('Version 2').waitFor();
      await history.getByRole('button', { name: 'Close' }).click();

      // Still there when the history is opened again.
      await page.reload();
      await projectAction(page, 'Quilt', 'History');
      await page
        .getByRole('dialog', { name: 'History of “Quilt”' })
        .getByRole('button', { name: 'Remove milestone: Version 2' })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the gallery', () => {
  it('lets a second user find a public project by category and tag, and clone it', async () => {
    const owner = await newContext();
    const ownerPage = await owner.newPage();
    const visitor = await newContext();
    const visitorPage = await visitor.newPage();
    try {
      await signIn(ownerPage, 'embroiderer@example.com');
      await createProject(ownerPage, 'Rose motif');
      const projectId = await projectIdOf(ownerPage, 'Rose motif');
      await projectAction(ownerPage, 'Rose motif', 'Sharing and details…');
      const details = ownerPage.getByRole('dialog', { name: 'Sharing and details' });
      await details.getByRole('radio', { name: /^Public/ }).check();
      await details.getByLabel('Gallery category').selectOption('embroidery');
      await details.getByLabel('Tags').fill('Flowers, roses');
      await details.getByRole('button', { name: 'Save' }).click();
      await ownerPage.getByRole('article', { name: 'Rose motif' }).getByText('Public').waitFor();

      await signIn(visitorPage, 'visitor@example.com');
      // Before it is shared, the clone link of someone else's project is refused.
      await createProject(visitorPage, 'My own');
      await visitorPage.goto(`${harness.product.url}/clone/00000000-0000-4000-8000-000000000000`);
      await visitorPage
        .getByText('The project id is invalid, or you are not allowed to clone this project.')
        .waitFor();

      await visitorPage
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Gallery' })
        .click();
      await visitorPage.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
      await visitorPage.getByRole('button', { name: 'Textile Embroidery' }).click();
      const card = visitorPage.getByRole('article', { name: 'Rose motif' });
      await card.waitFor();
      await visitorPage
        .getByRole('navigation', { name: 'Tags' })
        .getByRole('link', { name: /#flowers/ })
        .click();
      await visitorPage.getByRole('heading', { level: 1, name: 'Tagged “flowers”' }).waitFor();
      await card.getByRole('link', { name: 'Clone: Rose motif' }).click();

      await visitorPage.waitForURL(`${harness.product.url}/clone/${projectId}`);
      await visitorPage.getByRole('heading', { name: 'Clone “Rose motif”?' }).waitFor();
      await visitorPage.getByRole('button', { name: 'Clone project' }).click();
      await visitorPage.getByRole('heading', { name: 'Successfully cloned' }).waitFor();
      await visitorPage.getByRole('link', { name: 'Go to projects' }).click();
      await visitorPage.getByRole('article', { name: 'Rose motif' }).waitFor();
      await visitorPage.getByRole('article', { name: 'My own' }).waitFor();

      // The owner's original is untouched and the visitor's copy is private.
      await ownerPage.reload();
      await ownerPage.getByRole('article', { name: 'Rose motif' }).getByText('Public').waitFor();
      const copy = visitorPage.getByRole('article', { name: 'Rose motif' });
      expect(await copy.getByText('Public').count()).toBe(0);
      await projectAction(visitorPage, 'Rose motif', 'Sharing and details…');
      expect(await visitorPage.getByRole('radio', { name: /^Private/ }).isChecked()).toBe(true);
    } finally {
      await owner.close();
      await visitor.close();
    }
  });
});
