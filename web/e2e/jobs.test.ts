import { exportFileName, type JobJson } from '@atelier/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot, startBrowserTestProduct, type BrowserTestProduct } from './support/browserProduct';

// The jobs panel in real Chromium against the whole product with its render worker: jobs made
// through the API show in the panel, and their changes arrive on the event stream without a
// reload; a job that cannot run fails with its reason in the user's language; a finished
// export downloads under its server-given name. The app is built into this run's own folder.

let harness: BrowserTestProduct;

beforeAll(async () => {
  harness = await startBrowserTestProduct('jobs', { product: { renderWorkers: 1 }, ownWebBuild: true });
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

/** Screenshots to look at, written when JOBS_E2E_SCREENSHOTS names a folder. */
async function screenshotForReview(page: Page, name: string) {
  const folder = process.env.JOBS_E2E_SCREENSHOTS;
  if (!folder) return;
  // After the panel's slide and fade (endless ones, a spinner, are not waited for).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: path.join(folder, `${name}.png`) });
}

function newContext(): Promise<BrowserContext> {
  return harness.newContext({ acceptDownloads: true });
}

/** Signs in on the login screen with the mailed code and accepts the terms. */
async function signIn(page: Page, email: string) {
  await harness.signInTo(page, email, '/projects');
  await page.getByRole('heading', { level: 1, name: 'All projects' }).waitFor();
}

/**
 * A JSON call from the signed-in page, as another tab or a script of the user would make it:
 * the session's cookies and the CSRF header, outside the app's own cache.
 */
async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, url, body }) => {
      const csrf = /(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, url, body },
  );
  if (answer.status >= 300)
    throw new Error(`${method} ${url} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.json as T;
}

/** Creates a project and saves the graph as its version, as the editor does. */
async function projectWithGraph(page: Page, name: string, graph: string): Promise<string> {
  const created = await callApi<{ project: { id: string } }>(
    page,
    'POST',
    '/project/version/create/new?environment=pro&state=active',
    { name },
  );
  const projectId = created.project.id;
  const status = await page.evaluate(
    async ({ projectId, graph }) => {
      const form = new FormData();
      form.append('nodegraph', new Blob([graph], { type: 'application/json' }), 'nodegraph.json');
      const csrf = /(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/project/version/create/${projectId}`, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
      });
      return response.status;
    },
    { projectId, graph },
  );
  expect(status).toBe(201);
  return projectId;
}

/** A blur with nothing to write: a job on it has nothing to export. */
const blurOnly = JSON.stringify({
  version: '1.0.0',
  nodes: [{ id: 'n1', type: 'image.blur', version: '1.0.0', options: { x: 0, y: 0 } }],
  connections: [],
});

async function waitForJob(page: Page, jobId: string, done: (job: JobJson) => boolean): Promise<JobJson> {
  let job: JobJson | undefined;
  await expect
    .poll(
      async () => {
        job = await callApi<JobJson>(page, 'GET', `/job/${jobId}`);
        return done(job);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return job!;
}

async function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

describe('the jobs panel', () => {
  it('shows jobs made elsewhere as they change, a failure reason in the user language, cancel and retry', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await signIn(page, 'jobs@example.com');
      const projectId = await projectWithGraph(page, 'Blurred rose', blurOnly);

      await page.getByRole('button', { name: 'Jobs', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Jobs' });
      await panel.getByText('No jobs yet. Exports that run on the server appear here.').waitFor();
      // The focus stays inside the open panel: Tab from the close button does not leave it.
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      // Made and started outside the app's cache: only the event stream can bring these.
      const created = await callApi<JobJson>(page, 'POST', '/job/create', {
        target: projectId,
        type: 'export',
        name: 'Rose export',
      });
      const card = panel.getByRole('article', { name: 'Rose export' });
      await card.getByText('Not started').waitFor();
      await card.getByText('Export', { exact: true }).waitFor();

      await callApi<JobJson>(page, 'POST', `/job/${created.id}/start`);
      await card.getByText('Nothing to export: the design has no export node.').waitFor();
      await expect.poll(() => card.locator('.job-status').textContent()).toMatch(/^Failed · Took \d+:\d\d$/);
      // The English detail sits under a disclosure.
      const detail = card.getByText('The design has no output to write.');
      expect(await detail.isVisible()).toBe(false);
      await card.getByText('Details').click();
      await detail.waitFor();
      // The toast says the same in one sentence.
      await page
        .getByText('Rose export failed. Nothing to export: the design has no export node.', { exact: true })
        .waitFor();

      // Retry from the panel: the job runs again and fails again, live.
      await card.getByRole('button', { name: 'Retry Rose export' }).click();
      const retried = await waitForJob(
        page,
        created.id,
        (job) => job.attempts === 2 && job.state === 'failed',
      );
      expect(retried.error_reason).toBe('nothing_to_export');
      await expect.poll(() => card.locator('.job-status').textContent()).toMatch(/^Failed/);
      await card.getByRole('button', { name: 'Retry Rose export' }).waitFor();

      // Cancel from the panel a job that waits to be started.
      await callApi<JobJson>(page, 'POST', '/job/create', {
        target: projectId,
        type: 'production',
        name: 'Rose production',
      });
      const waiting = panel.getByRole('article', { name: 'Rose production' });
      await waiting.getByText('Production files').waitFor();
      // Newest first.
      expect(
        await panel
          .getByRole('article')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-state'))),
      ).toEqual(['created', 'failed']);
      await waiting.getByRole('button', { name: 'Cancel Rose production' }).click();
      await waiting.getByText('Canceled', { exact: true }).waitFor();
      await waiting.getByRole('button', { name: 'Retry Rose production' }).waitFor();
      expect(await waiting.getByRole('button', { name: 'Cancel Rose production' }).count()).toBe(0);
      await screenshotForReview(page, 'panel-1280-dark');

      // Escape closes the newest layer first: the toast, if it is still up, then the panel,
      // which gives the focus back to the Jobs button.
      await page.keyboard.press('Escape');
      await page.locator('.toast').waitFor({ state: 'detached' });
      if (await panel.isVisible()) await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      // The focus moves back a moment after the panel has gone.
      await expect.poll(() => focusedLabel(page)).toBe('Jobs');

      // The same in German, after a reload: the list is read again, the reasons translated.
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Aufträge', exact: true }).click();
      const germanPanel = page.getByRole('dialog', { name: 'Aufträge' });
      const germanCard = germanPanel.getByRole('article', { name: 'Rose export' });
      await germanCard.getByText('Nichts zu exportieren: Das Design hat keinen Export-Knoten.').waitFor();
      await germanPanel.getByRole('article', { name: 'Rose production' }).getByText('Abgebrochen').waitFor();
      await screenshotForReview(page, 'panel-1280-dark-de');
    } finally {
      await context.close();
    }
  });

  it('downloads a finished export under its name, from the panel and from the toast, at 390 px and 1280 px in both themes', async () => {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await signIn(page, 'exports@example.com');

      // While a job waits or runs, the Jobs button counts it; a 55,000-stitch fill takes a while.
      const largeFill = readFileSync(
        path.join(repositoryRoot, 'examples/embroidery/large-fill.json'),
        'utf8',
      );
      const fillProject = await projectWithGraph(page, 'Large fill', largeFill);
      const fillJob = await callApi<JobJson>(page, 'POST', '/job/create', {
        target: fillProject,
        type: 'export',
        name: 'Large fill export',
      });
      await callApi<JobJson>(page, 'POST', `/job/${fillJob.id}/start`);
      await page.getByRole('button', { name: 'Jobs, 1 running', exact: true }).waitFor();
      await screenshotForReview(page, 'badge-1280-dark');
      await page.getByRole('button', { name: 'Jobs, 1 running', exact: true }).click();
      const runningPanel = page.getByRole('dialog', { name: 'Jobs' });
      await runningPanel.getByRole('progressbar', { name: 'Progress of Large fill export' }).waitFor();
      await screenshotForReview(page, 'running-1280-dark');
      await runningPanel.getByRole('button', { name: 'Close jobs' }).click();
      await runningPanel.waitFor({ state: 'detached' });
      const fillToast = page.getByText('Export ready: Large fill export', { exact: true });
      await fillToast.waitFor({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Jobs', exact: true }).waitFor();
      // A click on a toast closes it.
      await fillToast.click();
      await fillToast.waitFor({ state: 'detached' });
      const graph = readFileSync(
        path.join(repositoryRoot, 'examples/embroidery/running-stitch-ellipse.json'),
        'utf8',
      );
      const projectId = await projectWithGraph(page, 'Ellipse patch', graph);
      const created = await callApi<JobJson>(page, 'POST', '/job/create', {
        target: projectId,
        type: 'export',
        name: 'Ellipse export',
        parameters: { projectName: 'Ellipse patch' },
      });
      await callApi<JobJson>(page, 'POST', `/job/${created.id}/start`);

      // The toast of the finished job offers the download on any screen.
      const toast = page.getByText('Export ready: Ellipse export', { exact: true });
      await toast.waitFor({ timeout: 60_000 });
      const done = await callApi<JobJson>(page, 'GET', `/job/${created.id}`);
      // The example writes Melco EXP.
      const fileName = exportFileName('Ellipse patch', 'ellipse-exp', 'exp');
      expect(done.files.map((file) => file.name)).toEqual([fileName]);
      const [fromToast] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(fromToast.suggestedFilename()).toBe(fileName);

      await page.getByRole('button', { name: 'Jobs', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Jobs' });
      const card = panel.getByRole('article', { name: 'Ellipse export' });
      await expect.poll(() => card.locator('.job-status').textContent()).toMatch(/^Done · Took \d+:\d\d$/);
      expect(
        await card
          .getByRole('progressbar', { name: 'Progress of Ellipse export' })
          .getAttribute('aria-valuenow'),
      ).toBe('100');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: `Download ${fileName}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(fileName);
      // The bytes the gateway serves for the file, byte for byte.
      const bytes = readFileSync((await download.path())!);
      expect(bytes.length).toBe(done.files[0]!.size);
      const served = await page.evaluate(
        async (url) => [
          ...new Uint8Array(await (await fetch(url, { credentials: 'include' })).arrayBuffer()),
        ],
        `/job/${created.id}/file/${done.files[0]!.id}`,
      );
      expect([...bytes]).toEqual(served);

      await screenshotForReview(page, 'success-1280-dark');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshotForReview(page, 'success-390-dark');
      const box = await panel.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Jobs', exact: true }).click();
      await card.waitFor();
      await screenshotForReview(page, 'success-390-light');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshotForReview(page, 'success-1280-light');
    } finally {
      await context.close();
    }
  });

  it('reads the jobs again when the event stream comes back after it was refused', async () => {
    const context = await newContext();
    // The gateway refuses the event stream until the test lets it through, as it would while
    // restarting: the app shows that live updates are interrupted and keeps trying.
    let refuseStream = true;
    await context.route('**/job/events', (route) =>
      refuseStream ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    const page = await context.newPage();
    try {
      await signIn(page, 'offline@example.com');
      const projectId = await projectWithGraph(page, 'Quiet rose', blurOnly);
      await page.getByRole('button', { name: 'Jobs', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Jobs' });
      await panel.getByText('No jobs yet. Exports that run on the server appear here.').waitFor();
      await panel.getByText('Live updates interrupted. Reconnecting…').waitFor();
      await screenshotForReview(page, 'reconnecting-1280-dark');

      await callApi<JobJson>(page, 'POST', '/job/create', {
        target: projectId,
        type: 'preview',
        name: 'Quiet preview',
      });
      // Without the stream nothing brings the new job: the panel does not poll.
      expect(await panel.getByRole('article').count()).toBe(0);

      refuseStream = false;
      const card = panel.getByRole('article', { name: 'Quiet preview' });
      await card.getByText('Not started').waitFor({ timeout: 30_000 });
      await panel.getByText('Live updates interrupted. Reconnecting…').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
