import type { TemplateJson, UserTemplateJson } from '@atelier/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The template marketplace in real Chromium against the whole product: a visitor browsing the
// starter templates, a user taking a free one as a project of their own, and an administrator
// publishing a paid template that another user buys through the test-mode checkout. What the
// pages show is checked against what the REST API answers the same person. The app is built into
// this run's own folder: web/dist may be rebuilt by another run at any moment.

const curator = 'curator@example.com';
let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('marketplace', {
    ownWebBuild: true,
    accounts: { adminEmails: [curator] },
    product: { starterTemplates: true },
  });
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

/** A call to the API as a signed-in user (or as a visitor without an e-mail). */
async function api<T>(path: string, email?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (email) headers.authorization = `Bearer ${(await harness.tokenFor(email)).token}`;
  const response = await fetch(`${harness.product.url}${path}`, { headers });
  expect(response.status, `GET ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** A change through the API as a signed-in user; answers the status and body. */
async function send(method: string, path: string, email: string, body: unknown) {
  const response = await fetch(`${harness.product.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${(await harness.tokenFor(email)).token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function publishedTemplates(): Promise<TemplateJson[]> {
  return (await api<{ templates: TemplateJson[] }>('/templates')).templates;
}

/** The names on the cards of one grid of the page, in order. */
async function cardNames(page: Page, grid: string): Promise<string[]> {
  const region = page.getByRole('region', { name: grid });
  await region.getByRole('article').first().waitFor();
  return region.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
}

describe('the template marketplace', () => {
  it('lets a visitor browse the starter templates by category and search, and asks them to sign in to use one', async () => {
    const starters = await publishedTemplates();
    // Every installation starts with templates of its own, some of them free.
    expect(starters.length).toBeGreaterThan(0);
    const free = starters.find((template) => template.price === null)!;
    expect(free).toBeDefined();

    const context = await harness.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/templates`);
      await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
      expect((await cardNames(page, 'All templates')).sort()).toEqual(
        starters.map((entry) => entry.name).sort(),
      );

      // A category shows its templates only.
      const category = starters.find((entry) => entry.category !== 'design')!.category;
      const categoryNames: Record<string, string> = {
        three_d_elements: '3D',
        photo: 'Photo',
        vector_graphic: 'Vector Graphic',
        text: 'Text',
        pattern: 'Pattern',
        embroidery: 'Textile Embroidery',
        knitting: 'Textile Knitting',
      };
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('button', { name: categoryNames[category], exact: true })
        .click();
      await page.waitForURL(`**/templates?category=${category}`);
      await expect
        .poll(async () => (await cardNames(page, 'All templates')).sort())
        .toEqual(
          starters
            .filter((entry) => entry.category === category)
            .map((entry) => entry.name)
            .sort(),
        );

      // Arrow keys move between the cards.
      await page.getByRole('button', { name: 'All', exact: true }).click();
      await page.waitForURL(/\/templates$/);
      await expect.poll(async () => (await cardNames(page, 'All templates')).length).toBe(starters.length);
      const firstCard = page.getByRole('region', { name: 'All templates' }).getByRole('link').first();
      await firstCard.focus();
      if (starters.length > 1) {
        await page.keyboard.press('ArrowRight');
        const focused = await page.evaluate(() => document.activeElement?.textContent);
        expect(focused).toBe((await cardNames(page, 'All templates'))[1]);
      }

      // Enter in the search field opens the search page with the matching template.
      const word = free.name.split(' ')[0]!;
      await page.getByRole('searchbox', { name: 'Search templates' }).fill(word);
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/templates/search/${encodeURIComponent(word)}`);
      await page.getByRole('heading', { level: 1, name: `Templates matching “${word}”` }).waitFor();
      expect(await cardNames(page, 'Search results')).toContain(free.name);

      // Words nothing matches say so, with the way back to every template.
      await page.getByRole('searchbox', { name: 'Search templates' }).fill('zzqqxx');
      await page.keyboard.press('Enter');
      await page.getByText('No templates match “zzqqxx”. Try other words or another category.').waitFor();

      // A free template's page: its price, licence, and the way to sign in first.
      await page.goto(`${harness.product.url}/templates/${free.id}`);
      await page.getByRole('heading', { level: 1, name: free.name }).waitFor();
      await page.getByText('Free', { exact: true }).first().waitFor();
      await page.getByRole('link', { name: 'Sign in to use' }).click();
      await page.waitForURL(`**/login?redirect=${encodeURIComponent(`/templates/${free.id}`)}`);

      // A template that does not exist answers as a missing page.
      await page.goto(`${harness.product.url}/templates/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { level: 1, name: 'Template not found' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('gives a signed-in user a free template as a project of their own, opened in the editor, and lets them rename and delete their copy', async () => {
    const email = 'maker@example.com';
    const free = (await publishedTemplates()).find(
      (template) => template.price === null && !template.requires_composer_subscription,
    )!;
    expect(free).toBeDefined();
    const context = await harness.newContext();
    const page = await context.newPage();
    try {
      await harness.signInTo(page, email, `/templates/${free.id}`);
      await page.getByRole('heading', { level: 1, name: free.name }).waitFor();
      await page.getByRole('button', { name: 'Use for free' }).click();
      await page.waitForURL(/\/editor\/[^/?]+$/);
      const projectId = new URL(page.url()).pathname.split('/').at(-1)!;

      // The project is the user's own, and their copy of the template points at it.
      const { userId } = await harness.tokenFor(email);
      const project = await api<{ id: string; owner_id: string }>(`/project/${projectId}`, email);
      expect(project.owner_id).toBe(userId);
      const copies = (await api<{ user_templates: UserTemplateJson[] }>('/user-template', email))
        .user_templates;
      expect(copies.map((copy) => [copy.template_id, copy.project_id])).toEqual([[free.id, projectId]]);

      // Back on the template, it now opens that project.
      await page.goto(`${harness.product.url}/templates/${free.id}`);
      const open = page.getByRole('link', { name: 'Open', exact: true });
      await open.waitFor();
      expect(await open.getAttribute('href')).toBe(`/editor/${projectId}`);

      // My templates lists it under Acquired, and the copy among the user's copies.
      await page.goto(`${harness.product.url}/templates/my`);
      await page.getByRole('heading', { level: 1, name: 'My templates' }).waitFor();
      await page.getByRole('group', { name: 'Show' }).getByText('Acquired', { exact: true }).click();
      await page.waitForURL('**/templates/my?filter=acquired');
      await expect.poll(() => page.getByRole('radio', { name: 'Acquired' }).isChecked()).toBe(true);
      expect(await cardNames(page, 'My templates')).toEqual([free.name]);
      await page
        .getByRole('list', { name: 'Your copies' })
        .getByRole('link', { name: copies[0]!.name })
        .waitFor();

      // The copy is renamed, then deleted; the template stays in the marketplace.
      await page.getByRole('button', { name: `Actions for ${copies[0]!.name}` }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename the copy' });
      await rename.getByLabel('Name').fill('Stars for the shop window');
      await rename.getByRole('button', { name: 'Rename' }).click();
      const copyList = page.getByRole('list', { name: 'Your copies' });
      await copyList.getByRole('link', { name: 'Stars for the shop window' }).waitFor();
      const renamed = (await api<{ user_templates: UserTemplateJson[] }>('/user-template', email))
        .user_templates;
      expect(renamed.map((copy) => copy.name)).toEqual(['Stars for the shop window']);

      await page.getByRole('button', { name: 'Actions for Stars for the shop window' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete “Stars for the shop window”?' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText('No copies yet. Use a template to get one.').waitFor();
      const left = (await api<{ user_templates: UserTemplateJson[] }>('/user-template', email))
        .user_templates;
      expect(left.filter((copy) => copy.state === 'active')).toEqual([]);
      expect((await publishedTemplates()).map((template) => template.id)).toContain(free.id);
    } finally {
      await context.close();
    }
  });

  it('lets an administrator publish a paid template that another user previews, buys in test mode and opens, and one for Composer subscribers that a free plan is sent to upgrade for', async () => {
    const admin = await harness.newContext();
    const adminPage = await admin.newPage();
    let templateId: string;
    let designProjectId: string;
    try {
      // A design of the administrator's own.
      await harness.signInTo(adminPage, curator, '/projects');
      await adminPage.getByRole('button', { name: 'New project' }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'New project' });
      await dialog.getByLabel('Name').fill('Autumn poster');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await adminPage.waitForURL(/\/editor\/[^/]+$/);
      designProjectId = new URL(adminPage.url()).pathname.split('/').at(-1)!;

      // The template, priced at the standard tier, with the design attached and published.
      await adminPage.goto(`${harness.product.url}/templates/edit`);
      await adminPage.getByRole('heading', { level: 1, name: 'New template' }).waitFor();
      await adminPage.getByRole('button', { name: 'Create template' }).click();
      await adminPage.getByText('Enter a name for the template.').waitFor();
      await adminPage.getByLabel('Name').fill('Autumn poster kit');
      await adminPage.getByLabel('Description').fill('A poster of falling leaves, ready for your words.');
      await adminPage.getByLabel('Category').selectOption('photo');
      await adminPage.getByLabel('Price tier').selectOption('standard');
      await adminPage.getByLabel('Presets (JSON)').fill('{ "colour": ');
      await adminPage.getByText(/^The presets are not valid JSON/).waitFor();
      expect(await adminPage.getByRole('button', { name: 'Create template' }).isDisabled()).toBe(true);
      await adminPage.getByLabel('Presets (JSON)').fill('{ "colour": "#c0562b" }');
      await adminPage.getByText('The presets must hold one object of control values per node id.').waitFor();
      await adminPage.getByLabel('Presets (JSON)').fill('{ "title": { "text": "Autumn" } }');
      await adminPage.getByRole('button', { name: 'Create template' }).click();
      await adminPage.waitForURL(/\/templates\/edit\/[^/]+$/);
      templateId = new URL(adminPage.url()).pathname.split('/').at(-1)!;
      await adminPage.getByLabel('Attach a project').selectOption({ label: 'Autumn poster' });
      await adminPage.getByRole('button', { name: 'Attach', exact: true }).click();
      await adminPage.getByRole('button', { name: 'Publish Autumn poster' }).click();
      await adminPage.getByRole('button', { name: 'Publish Autumn poster again' }).waitFor();
    } finally {
      await admin.close();
    }

    const published = await api<TemplateJson>(`/templates/${templateId}`);
    expect(published.price).toEqual({ amount: 490, currency: 'eur' });
    expect(published.presets).toEqual({ title: { text: 'Autumn' } });
    expect(published.versions.map((version) => version.source_project_id)).toEqual([designProjectId]);

    // A second template of the same design, for Composer subscribers only.
    const created = await send('POST', '/templates', curator, {
      name: 'Autumn poster for subscribers',
      category: 'photo',
      requires_composer_subscription: true,
      project_ids: [designProjectId],
    });
    expect(created.status).toBe(201);
    const reserved = created.body as TemplateJson;
    const publishing = await send(
      'POST',
      `/templates/${reserved.id}/project/${designProjectId}/publish`,
      curator,
      {},
    );
    expect(publishing.status).toBe(200);

    const buyer = 'collector@example.com';
    const context = await harness.newContext();
    const page = await context.newPage();
    try {
      // On the free plan it shows what it needs and where to get it, and the API refuses it too.
      await harness.signInTo(page, buyer, `/templates/${reserved.id}`);
      await page.getByRole('heading', { level: 1, name: reserved.name }).waitFor();
      await page.getByText('Needs Composer', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Get Composer' }).getAttribute('href')).toBe(
        '/get-composer',
      );
      expect(await page.getByRole('button', { name: 'Use for free' }).count()).toBe(0);
      const refused = await send('POST', '/templates/acquire', buyer, {
        templateId: reserved.id,
        priceTier: 'free',
      });
      expect(refused.status).toBe(403);

      await page.goto(`${harness.product.url}/templates/${templateId}`);
      await page.getByRole('heading', { level: 1, name: 'Autumn poster kit' }).waitFor();
      await page.getByText('A poster of falling leaves, ready for your words.').waitFor();

      // The preview: the design read-only under its banner, with the way to buy it.
      await page.getByRole('link', { name: 'Preview' }).click();
      await page.waitForURL(/\/templates\/viewer\/[^/]+\?template=/);
      await page.getByText('Template preview').waitFor();
      expect(await page.getByRole('button', { name: 'Restore as current' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to the template' }).click();

      // Leaving the checkout without paying says so and leads back to the template.
      await page.getByRole('button', { name: 'Buy for €4.90' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(`**/templates/${templateId}/purchase-result?canceled=true`);
      await page.getByRole('heading', { level: 1, name: 'The payment was not completed' }).waitFor();
      await page.getByRole('link', { name: 'Back to the template' }).click();
      await page.waitForURL(`**/templates/${templateId}`);

      // Buying: the test-mode checkout, Pay, and back to the purchase result.
      await page.getByRole('button', { name: 'Buy for €4.90' }).click();
      await page.getByRole('button', { name: 'Pay €4.90' }).click();
      await page.waitForURL(`**/templates/${templateId}/purchase-result?checkoutSessionId=*`);
      await page.getByRole('heading', { level: 1, name: 'Your template is ready' }).waitFor();
      await page.getByRole('link', { name: 'Open project' }).click();
      await page.waitForURL(/\/editor\/[^/?]+$/);
      const projectId = new URL(page.url()).pathname.split('/').at(-1)!;

      const { userId } = await harness.tokenFor(buyer);
      const project = await api<{ owner_id: string }>(`/project/${projectId}`, buyer);
      expect(project.owner_id).toBe(userId);
      const copies = (await api<{ user_templates: UserTemplateJson[] }>('/user-template', buyer))
        .user_templates;
      expect(copies).toHaveLength(1);
      expect(copies[0]!.template_id).toBe(templateId);
      expect(copies[0]!.project_id).toBe(projectId);
      expect(copies[0]!.order_id).not.toBeNull();
    } finally {
      await context.close();
    }

    // The administrator takes the subscribers' template out of the marketplace and puts it back.
    const again = await harness.newContext();
    const curatorPage = await again.newPage();
    try {
      await harness.signInTo(curatorPage, curator, `/templates/edit/${reserved.id}`, { newAccount: false });
      await curatorPage.getByRole('heading', { level: 1, name: 'Edit template' }).waitFor();
      await curatorPage.getByRole('button', { name: 'Delete template' }).click();
      await curatorPage
        .getByRole('dialog', { name: 'Delete “Autumn poster for subscribers”?' })
        .getByRole('button', { name: 'Delete template' })
        .click();
      await curatorPage.getByText('Deleted: no longer in the marketplace.', { exact: false }).waitFor();
      expect((await publishedTemplates()).map((template) => template.id)).not.toContain(reserved.id);
      await curatorPage.goto(`${harness.product.url}/templates/my?filter=deleted`);
      expect(await cardNames(curatorPage, 'My templates')).toEqual(['Autumn poster for subscribers']);

      await curatorPage.goto(`${harness.product.url}/templates/edit/${reserved.id}`);
      await curatorPage.getByRole('button', { name: 'Restore' }).click();
      await curatorPage.getByText('Published: visible in the marketplace.').waitFor();
      expect((await publishedTemplates()).map((template) => template.id)).toContain(reserved.id);
    } finally {
      await again.close();
    }
  });
});
