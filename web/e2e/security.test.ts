import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Worker as BrowserWorker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RouteId } from '../src/app/routes/routeTable';
import { startBrowserTestProduct, webDirectory, type BrowserTestProduct } from './support/browserProduct';

// Every screen of the web app in real Chromium under the Content-Security-Policy the gateway
// sends, signed in (as an administrator, so the admin screens render too) and signed out: the
// browser reports no violation. Then /login-frame embedded by a page of the product's own
// origin, which it posts its messages to, and by a foreign page, which the browser refuses.
const adminEmail = 'curator@example.com';
const partnerOrigin = 'http://partner.example';

let harness: BrowserTestProduct;
let engineWorkerUrl: string;

beforeAll(async () => {
  harness = await startBrowserTestProduct('security', { accounts: { adminEmails: [adminEmail] } });
  const workerFile = readdirSync(path.join(webDirectory, 'dist', 'assets')).find(
    (file) => file.startsWith('engine.worker-') && file.endsWith('.js'),
  );
  if (!workerFile) throw new Error('the web build has no engine worker');
  engineWorkerUrl = `/assets/${workerFile}`;
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

interface Violation {
  directive: string;
  blocked: string;
  where: string;
}

/**
 * A browser context that reaches only this machine (and the made-up partner site, answered
 * here), recording every Content-Security-Policy violation any of its pages, frames or workers
 * reports: the `securitypolicyviolation` event in every document, and the console messages
 * Chromium writes for violations, workers' included.
 */
async function newContext(options: { partnerPage?: string } = {}) {
  const context = await harness.newContext();
  const partnerPage = options.partnerPage;
  if (partnerPage)
    await context.route(`${partnerOrigin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: partnerPage }),
    );
  const violations: Violation[] = [];
  await context.exposeBinding(
    'reportSecurityPolicyViolation',
    ({ frame }, violation: Omit<Violation, 'where'>) => {
      violations.push({ ...violation, where: frame.url() });
    },
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (
        window as unknown as { reportSecurityPolicyViolation: (value: unknown) => Promise<void> }
      ).reportSecurityPolicyViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
      });
    });
  });
  // A worker reports its violations to its own global scope, out of reach of the page's
  // listener: a listener installed in each worker sends them to an address answered here.
  await context.route('**/security-test/violation?*', (route) => {
    const query = new URL(route.request().url()).searchParams;
    if (query.get('directive') !== 'flush')
      violations.push({
        directive: query.get('directive') ?? '',
        blocked: query.get('blocked') ?? '',
        where: query.get('where') ?? '',
      });
    return route.fulfill({ status: 204 });
  });
  const watchConsole = (page: Page) => {
    const record = (text: string, where: string) => {
      if (/Content.Security.Policy/i.test(text))
        violations.push({ directive: 'console', blocked: text, where });
    };
    page.on('console', (message) => record(message.text(), page.url()));
    page.on('worker', (worker) => {
      worker.on('console', (message) => record(message.text(), worker.url()));
      void watchWorker(worker);
    });
  };
  const watched = new WeakMap<BrowserWorker, Promise<void>>();
  /** Installs the violation listener in a worker (once); resolves when it listens. */
  const watchWorker = (worker: BrowserWorker) => {
    const known = watched.get(worker);
    if (known) return known;
    const installed = worker
      .evaluate(() => {
        self.addEventListener('securitypolicyviolation', (event) => {
          const query = new URLSearchParams({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            where: self.location.href,
          });
          void fetch(`/security-test/violation?${query.toString()}`);
        });
      })
      .catch(() => undefined);
    watched.set(worker, installed);
    return installed;
  };
  context.on('page', watchConsole);
  return { context, violations, watchWorker };
}

/** Signs in on the login screen with the mailed code and, the first time, accepts the terms. */
function signIn(page: Page, email: string, { firstTime = true } = {}) {
  return harness.signInTo(page, email, '/projects', { newAccount: firstTime });
}

/** Calls the API from the signed-in page, as the web app does (cookie and CSRF header). */
async function api(page: Page, method: string, route: string, body?: unknown) {
  return page.evaluate(
    async ({ method, route, body }) => {
      const csrf = /(?:^|; )atelier_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(route, {
        method,
        credentials: 'include',
        headers: {
          accept: 'application/json',
          'X-CSRF-Token': decodeURIComponent(csrf),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, any> };
    },
    { method, route, body },
  );
}

/** A public project with a saved graph, and a folder, for the screens that show one. */
async function createContent(page: Page) {
  const created = await api(page, 'POST', '/project/version/create/new', { name: 'Swatch' });
  expect(created.status).toBe(201);
  const projectId = created.body.project.id as string;
  const shared = await api(page, 'POST', `/project/${projectId}`, { visibility: 'public', tags: ['wool'] });
  expect(shared.status).toBe(200);
  const folderCreated = await api(page, 'POST', '/folder', { name: 'Samples' });
  expect(folderCreated.status).toBe(201);
  return {
    projectId,
    versionId: created.body.version.id as string,
    folderId: folderCreated.body.id as string,
  };
}

/** Concrete addresses of every screen of the route table; the type makes sure none is left out. */
function screenAddresses(content: { projectId: string; versionId: string; folderId: string }) {
  const missingTemplate = '00000000-0000-4000-8000-000000000000';
  const addresses: Record<RouteId, string[]> = {
    microApp: ['/apps', `/apps/${content.projectId}`],
    cloneProject: ['/clone'],
    account: ['/account'],
    settings: ['/settings'],
    subscription: ['/account/subscription'],
    projects: ['/projects'],
    openProject: [`/open/${content.projectId}`],
    folder: ['/folder', `/folder/${content.folderId}`],
    editor: [`/editor/${content.projectId}`],
    editorVersion: [`/editor/version/${content.versionId}`],
    composer: ['/composer', `/composer/${content.projectId}`],
    composerVersion: [`/composer/version/${content.versionId}`],
    studio: [`/studio/${content.projectId}`],
    gallery: ['/gallery'],
    galleryTag: ['/gallery/tag/wool'],
    aiDigitizer: ['/ai-digitizer'],
    test: ['/test'],
    templates: ['/templates'],
    myTemplates: ['/templates/my'],
    templateEditor: ['/templates/edit'],
    templateDetails: [`/templates/${missingTemplate}`],
    templatePurchaseResult: [`/templates/${missingTemplate}/purchase-result?checkoutSessionId=cs_test_1`],
    templateSearch: ['/templates/search/wool'],
    templateViewer: [`/templates/viewer/${content.projectId}`],
    getProduct: ['/get-pro'],
    getProductResult: ['/get-pro/result?checkoutSessionId=cs_test_1'],
    login: ['/login'],
    loginFrame: ['/login-frame'],
    logout: ['/logout'],
    loginResult: ['/loginresult'],
  };
  expect(Object.keys(addresses).sort()).toEqual(routeTable.map((route) => route.id).sort());
  // Signing out is visited last, and a path no screen has shows the not-found screen.
  const { logout, ...others } = addresses;
  return [...Object.values(others).flat(), '/no-such-screen', ...logout];
}

async function visit(page: Page, address: string) {
  await page.goto(`${harness.product.url}${address}`);
  // Whatever the screen, the app has rendered something into its root by now.
  await page.locator('#root > *').first().waitFor({ state: 'attached' });
  // What the screen loads next (its data, lazily loaded code) runs under the policy too. The
  // editor keeps calling the server, so it is never quite idle: give it a moment and move on.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
}

describe('Content-Security-Policy', () => {
  let content: { projectId: string; versionId: string; folderId: string };

  it('reports a violation when one happens, so that silence below means something', async () => {
    const { context, violations } = await newContext();
    const page = await context.newPage();
    try {
      await visit(page, '/templates');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect
        .poll(() => violations.map((violation) => violation.directive))
        .toContain('script-src-elem');
      expect(
        await page.evaluate(() => (window as unknown as { injected?: boolean }).injected),
      ).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('lets every screen run without a violation, signed in as an administrator', async () => {
    const { context, violations } = await newContext();
    const page = await context.newPage();
    try {
      await signIn(page, adminEmail);
      content = await createContent(page);

      // The editor with a node monitored: the engine's worker, the node code it imports from
      // /node and the canvas all run under the policy.
      await visit(page, '/editor');
      await page.getByText('This graph is empty.').waitFor();
      await page
        .getByRole('toolbar', { name: 'Editor tools' })
        .getByRole('button', { name: 'Add node' })
        .click();
      await page.getByRole('searchbox', { name: 'Search nodes by name or category' }).fill('solid');
      await page.getByRole('option', { name: 'Solid color' }).waitFor();
      const nodeCode = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/node/'));
      await page.keyboard.press('Enter');
      const panel = page.getByRole('complementary', { name: 'Node controls' });
      await panel.getByRole('heading', { name: 'Solid color' }).waitFor();
      await panel.getByRole('button', { name: 'Monitor' }).click();
      await nodeCode;
      await page.locator('.editor-monitor canvas').waitFor();
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
      // Saved before leaving: an edit kept only in this browser makes signing out ask first.
      await page
        .getByRole('toolbar', { name: 'Editor tools' })
        .getByRole('status')
        .filter({ hasText: 'All changes saved' })
        .waitFor({ timeout: 60_000 });

      for (const address of screenAddresses(content)) await visit(page, address);
      expect(violations).toEqual([]);

      // A dialog locks the page behind it with a stylesheet written at run time, allowed by the
      // page's nonce: the page stops scrolling while the dialog is open, and nothing is refused.
      await signIn(page, adminEmail, { firstTime: false });
      await page.getByRole('button', { name: 'New folder' }).click();
      await page.getByRole('dialog', { name: 'New folder' }).waitFor();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets the engine worker run node code and its WebAssembly kernels without a violation', async () => {
    const { context, violations, watchWorker } = await newContext();
    const page = await context.newPage();
    try {
      await visit(page, '/templates');
      // A 256 x 256 opaque image blurred with sigma 10: the size and the opacity for which the
      // raster kernels run their WebAssembly loops.
      // The worker is started first and listened to before it gets any work.
      const started = page.waitForEvent('worker');
      await page.evaluate((workerUrl) => {
        (window as unknown as { engine: Worker }).engine = new Worker(workerUrl, { type: 'module' });
      }, engineWorkerUrl);
      await watchWorker(await started);
      const outcome = await page.evaluate(async () => {
        const worker = (window as unknown as { engine: Worker }).engine;
        const channel = new MessageChannel();
        worker.postMessage({ kind: 'engine.connect', port: channel.port2 }, [channel.port2]);
        const types = ['image.solid-colour', 'image.gaussian-blur'];
        const loaded = await new Promise<{ failed: unknown[] }>((resolve) => {
          worker.onmessage = (event) => resolve(event.data);
          worker.postMessage({
            kind: 'engine.load',
            requestId: 1,
            modules: types.map((type) => ({
              type,
              version: '1.0.0',
              url: `${location.origin}/node/${type}/code/1.0.0?type=worker`,
            })),
          });
        });
        const node = (id: string, type: string, controls: Record<string, unknown>) => ({
          id,
          type,
          version: '1.0.0',
          options: { x: 0, y: 0, selectedUnit: null },
          controls: [Object.entries(controls).map(([controlId, value]) => ({ id: controlId, value }))],
        });
        const graph = {
          version: '1.0.0',
          nodes: [
            node('colour', 'image.solid-colour', {
              width: 256,
              height: 256,
              colour: { red: 200, green: 100, blue: 50, alpha: 255 },
            }),
            node('blurred', 'image.gaussian-blur', { sigma: 10 }),
          ],
          connections: [
            {
              id: 1000,
              from: { nodeId: 'colour', output: 'image' },
              to: { nodeId: 'blurred', input: 'title' },
            },
          ],
          groups: [],
        };
        const result = await new Promise<{ nodes: Record<string, { status: string; values: any }> }>(
          (resolve, reject) => {
            channel.port1.onmessage = (event) => {
              if (event.data.type === 'result') resolve(event.data.result);
              if (event.data.type === 'error') reject(new Error(event.data.message));
            };
            channel.port1.postMessage({
              type: 'evaluate',
              requestId: 1,
              graph,
              requests: [{ nodeId: 'blurred' }],
            });
          },
        );
        const blurred = result.nodes['blurred']!;
        return {
          failed: loaded.failed,
          status: blurred.status,
          firstPixel: [...(blurred.values.image?.pixels as Uint8Array).subarray(0, 4)],
        };
      });
      // Reports travel as requests: one the worker sends after them has come back once they have.
      await (await started).evaluate(() => fetch('/security-test/violation?directive=flush'));
      await page.evaluate(() => (window as unknown as { engine: Worker }).engine.terminate());
      // A blur of one flat colour is that colour.
      expect(outcome).toEqual({ failed: [], status: 'fresh', firstPixel: [200, 100, 50, 255] });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets every screen run without a violation, signed out', async () => {
    const { context, violations } = await newContext();
    const page = await context.newPage();
    try {
      for (const address of screenAddresses(content)) await visit(page, address);
      expect(violations).toEqual([]);

      // A dialog locks the page behind it with a stylesheet written at run time, allowed by the
      // page's nonce: the page stops scrolling while the dialog is open, and nothing is refused.
      await signIn(page, adminEmail, { firstTime: false });
      await page.getByRole('button', { name: 'New folder' }).click();
      await page.getByRole('dialog', { name: 'New folder' }).waitFor();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** A page that frames /login-frame and writes down the messages it gets. */
const embeddingPage = (frameUrl: string) =>
  `<!doctype html><html><body><script>
     window.received = [];
     window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
   </script><iframe src="${frameUrl}" width="480" height="640"></iframe></body></html>`;

describe('/login-frame', () => {
  it('embedded in a page of the product’s own origin, posts its messages to that origin only', async () => {
    const { context, violations } = await newContext();
    // The embedding page's own postMessage, wrapped to write down the target origin the
    // frame addresses (a same-origin frame calls it through window.parent).
    await context.addInitScript(() => {
      if (window.top !== window) return;
      const original = window.postMessage.bind(window);
      const targets: unknown[] = [];
      (window as unknown as { targets: unknown[] }).targets = targets;
      window.postMessage = ((message: unknown, target: string) => {
        targets.push(target);
        original(message, target);
      }) as typeof window.postMessage;
    });
    await context.route(`${harness.product.url}/embedding-test`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: embeddingPage('/login-frame') }),
    );
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/embedding-test`);
      const frame = page.frameLocator('iframe');
      await frame.getByLabel('E-mail address').waitFor();
      await frame.getByRole('button', { name: 'Cancel' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
        .toEqual([{ origin: harness.product.url, data: { source: 'atelier', type: 'login-canceled' } }]);
      expect(await page.evaluate(() => (window as unknown as { targets: unknown[] }).targets)).toEqual([
        harness.product.url,
      ]);

      // Signed in with the terms accepted, it reports success the same way.
      const signInPage = await context.newPage();
      await signIn(signInPage, 'framed@example.com');
      await page.reload();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
        .toEqual([{ origin: harness.product.url, data: { source: 'atelier', type: 'login-successful' } }]);
      expect(await page.evaluate(() => (window as unknown as { targets: unknown[] }).targets)).toEqual([
        harness.product.url,
      ]);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses to be framed by a page of another origin, which gets no message', async () => {
    const { context } = await newContext({
      partnerPage: embeddingPage(`${harness.product.url}/login-frame`),
    });
    const page = await context.newPage();
    try {
      await page.goto(`${partnerOrigin}/embed`);
      // Chromium puts its error page in the frame in place of the refused one.
      await expect
        .poll(() => page.frames().map((frame) => frame.url()))
        .toEqual([`${partnerOrigin}/embed`, 'chrome-error://chromewebdata/']);
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is the only screen that may be framed at all, even by the product itself', async () => {
    const { context } = await newContext();
    await context.route(`${harness.product.url}/embedding-test`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: embeddingPage('/login') }),
    );
    const page = await context.newPage();
    try {
      await page.goto(`${harness.product.url}/embedding-test`);
      await expect
        .poll(() => page.frames().map((frame) => frame.url()))
        .toEqual([`${harness.product.url}/embedding-test`, 'chrome-error://chromewebdata/']);
    } finally {
      await context.close();
    }
  });
});

// The browser never gets the source maps a build may keep beside its bundles.
describe('source maps', () => {
  it('are neither referenced by the bundles nor served', async () => {
    const html = await (
      await fetch(`${harness.product.url}/login`, { headers: { accept: 'text/html' } })
    ).text();
    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const bundle = await (await fetch(`${harness.product.url}${script}`)).text();
    expect(bundle).not.toContain('sourceMappingURL');
    const map = await fetch(`${harness.product.url}${script}.map`);
    expect(map.status).toBe(404);
  });
});
