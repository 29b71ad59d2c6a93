// What every browser test file starts with: the web build up to date, the node code built, a
// fresh database, a mail server catching sign-in codes, the whole product on its own port (on
// NATS when NATS_URL is set), and headless Chromium whose pages reach only this machine.
// A test file starts one in beforeAll and stops it in afterAll.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decryptNodegraphWithFallback, nodegraphHeaders } from '@atelier/contracts';
import { startProduct, type ProductOptions, type RunningProduct } from '@atelier/deploy';
import { createIdentityKeys, createServiceClient, type Database } from '@atelier/platform';
import { UserServiceService } from '@atelier/proto';
import {
  createTestDatabase,
  freePort,
  launchChromium,
  natsUrlForTests,
  startRenderWorkerProcess,
  startTestMailServer,
  uniqueTestPrefix,
  type LaunchedBrowser,
  type TestDatabase,
  type TestMailServer,
} from '@atelier/testing';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export const webDirectory = fileURLToPath(new URL('../..', import.meta.url));
export const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The newest modification time of a file, or of any file under a directory (0 when missing). */
function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** The product serves web/dist: it is built when missing or older than what it is built from. */
export async function buildWebWhenStale() {
  const index = path.join(webDirectory, 'dist', 'index.html');
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((entry) =>
    newestChange(path.join(webDirectory, entry)),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= Math.max(...sources)) return;
  await buildWeb();
}

/**
 * Builds the app into web/dist, or into `outDir`, a directory of one test file's own, for a file
 * that should not serve web/dist while another run may rebuild it.
 */
export async function buildWeb(outDir?: string) {
  const { build } = await import('vite');
  await build({
    root: webDirectory,
    configFile: path.join(webDirectory, 'vite.config.ts'),
    logLevel: 'warn',
    ...(outDir ? { build: { outDir, emptyOutDir: true, sourcemap: false } } : {}),
  });
}

/** Builds the node code the browser and the render workers load into `directory`. */
export function buildNodeCode(directory: string) {
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('packages', 'nodes', 'scripts', 'build-node-code.ts'), '--out', directory],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`the node code build failed: ${built.stderr}`);
}

/** Pages of the context reach this machine only; everything else is refused, as offline. */
export async function keepLocal(context: BrowserContext) {
  await context.route('**/*', (route) => {
    const { hostname, protocol } = new URL(route.request().url());
    if (protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1')
      return route.continue();
    return route.abort();
  });
}

/** The sign-in code of the newest mail to `email`. */
export async function nextSignInCode(mail: TestMailServer, email: string) {
  const code = /^(\d{4})$/m.exec((await mail.nextMailTo(email)).text ?? '')?.[1];
  if (!code) throw new Error(`no code in the sign-in mail to ${email}`);
  return code;
}

export interface BrowserTestProduct {
  product: RunningProduct;
  /** The product's database, for reading what the product saved. */
  database: Database;
  mail: TestMailServer;
  browser: Browser;
  /** A folder of this test file's own, removed at the end. */
  folder: string;
  /** A browser context reaching this machine only: en-US, 1280 × 900 unless told otherwise. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * Signs in on the login screen the page shows, with the code mailed to `email`; a new
   * account accepts the terms (`newAccount: false` for one that did before). `words` are the
   * login screen's texts in the page's language (English unless told).
   */
  signIn(page: Page, email: string, options?: { newAccount?: boolean; words?: SignInWords }): Promise<void>;
  /**
   * Opens the login screen on the way to `to` (a path such as /projects), signs in as signIn
   * does and waits until the page has arrived there.
   */
  signInTo(
    page: Page,
    email: string,
    to: string,
    options?: { newAccount?: boolean; words?: SignInWords },
  ): Promise<void>;
  /** A bearer token of a fresh session of the user with this address, for calling the API. */
  tokenFor(email: string): Promise<{ userId: string; token: string }>;
  /** The graph of a project's current version, read through the API as its owner. */
  savedGraph<Graph = SavedGraph>(email: string, projectId: string): Promise<Graph>;
  /** A project's current version: its id and its graph, read through the API as its owner. */
  savedVersion<Graph = SavedGraph>(
    email: string,
    projectId: string,
  ): Promise<{ versionId: string; graph: Graph }>;
  /** Stops the product alone (the database, mail and browser stay), as a server going down. */
  stopProduct(): Promise<void>;
  /** Starts the product again after stopProduct, on the same address, data and database. */
  startProductAgain(): Promise<void>;
  stop(): Promise<void>;
}

/** The texts a user signs in by on the login screen, in one language. */
export interface SignInWords {
  email: string;
  continue: string;
  /** The line saying where the code went, for an address. */
  codeSent(email: string): string;
  /** The name of the first digit field. */
  firstDigit: string;
  terms: string;
  accept: string;
}

export const englishSignInWords: SignInWords = {
  email: 'E-mail address',
  continue: 'Continue',
  codeSent: (email) => `We sent a 4-digit code to ${email}`,
  firstDigit: 'Digit 1 of 4',
  terms: 'Terms of service',
  accept: 'Accept',
};

export interface SavedGraph {
  nodes: Array<{
    id: string;
    type: string;
    options: { x: number; y: number };
    controls: Array<Array<{ id: string; value: unknown }>>;
  }>;
  connections: Array<{ from: { nodeId: string; output: string }; to: { nodeId: string; input: string } }>;
}

/**
 * Starts everything a browser test needs. `name` names the folder and the bus prefix;
 * `product` adds options to the product's start (render workers, history pause, ...).
 * `renderWorkerProcess` runs the one render worker in a process of its own on NATS, as in a
 * cluster (on the in-process bus, which does not cross processes, the product's own worker).
 * `ownWebBuild` builds the app into the file's own folder and serves that instead of web/dist.
 * `accounts` adds sign-in settings (administrators, Google) to the mail server's.
 */
export async function startBrowserTestProduct(
  name: string,
  options: {
    product?: Partial<ProductOptions>;
    accounts?: ProductOptions['accounts'];
    renderWorkerProcess?: boolean;
    ownWebBuild?: boolean;
  } = {},
): Promise<BrowserTestProduct> {
  if (!options.ownWebBuild) await buildWebWhenStale();
  const folder = mkdtempSync(path.join(tmpdir(), `atelier-${name}-e2e-`));
  const stops: Array<() => Promise<unknown> | unknown> = [
    () => rmSync(folder, { recursive: true, force: true }),
  ];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const webDistDirectory = options.ownWebBuild ? path.join(folder, 'web') : undefined;
    if (webDistDirectory) await buildWeb(webDistDirectory);
    const nodeCodeDirectory = path.join(folder, 'node-code');
    buildNodeCode(nodeCodeDirectory);
    const testDatabase: TestDatabase = await createTestDatabase();
    stops.push(() => testDatabase.drop());
    const database = await testDatabase.open();
    const mail = await startTestMailServer();
    stops.push(() => mail.close());
    const natsUrl = await natsUrlForTests();
    const workerProcess = options.renderWorkerProcess === true && natsUrl !== undefined;
    const identityKeys = workerProcess ? createIdentityKeys() : undefined;
    const productOptions = {
      port: await freePort(),
      dataDirectory: path.join(folder, 'data'),
      natsUrl,
      busPrefix: uniqueTestPrefix(`${name}-e2e`),
      nodeCodeDirectory,
      ...(webDistDirectory ? { webDistDirectory } : {}),
      logLevel: 'warn' as const,
      accounts: { smtpUrl: mail.url, ...options.accounts },
      ...(options.renderWorkerProcess ? { renderWorkers: workerProcess ? 0 : 1, identityKeys } : {}),
      ...options.product,
    };
    let product = await startProduct({ ...productOptions, database: await testDatabase.open() });
    let productRunning = true;
    stops.push(() => productRunning && product.stop());
    if (workerProcess) {
      const worker = await startRenderWorkerProcess({
        natsUrl: natsUrl!,
        busPrefix: productOptions.busPrefix,
        jobServiceAddress: product.addresses['job']!,
        projectServiceAddress: product.addresses['project']!,
        identityPrivateKey: identityKeys!.privateKey,
        blobDirectory: product.blobDirectory,
        nodeCodeDirectory,
      });
      stops.push(() => worker.stop());
    }
    const launched: LaunchedBrowser = await launchChromium();
    stops.push(() => launched.close());

    const tokenFor = async (email: string) => {
      const user = await database.sql.query<{ id: string }>(
        `SELECT id FROM "user"."users" WHERE email = $1`,
        [email],
      );
      const userId = user.rows[0]?.id;
      if (!userId) throw new Error(`no account for ${email}`);
      const users = createServiceClient(
        UserServiceService,
        product.services.find((service) => service.name === 'user')!.address,
        { serviceName: 'user service', identity: product.identity },
      );
      try {
        const answer = await users.createSession({
          userId,
          kind: 1,
          userAgent: 'test',
          ipAddress: '127.0.0.1',
        });
        return { userId, token: answer.session!.accessToken };
      } finally {
        users.close();
      }
    };

    const savedVersion = async <Graph>(email: string, projectId: string) => {
      const { userId, token } = await tokenFor(email);
      const headers = { authorization: `Bearer ${token}` };
      const project = (await (await fetch(`${product.url}/project/${projectId}`, { headers })).json()) as {
        current_project_version_id: string;
      };
      const versionId = project.current_project_version_id;
      const response = await fetch(`${product.url}/project/version/${versionId}/nodegraph`, { headers });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const plain =
        response.headers.get(nodegraphHeaders.encrypted) === 'true'
          ? await decryptNodegraphWithFallback(bytes, userId)
          : bytes;
      return { versionId, graph: JSON.parse(new TextDecoder().decode(plain!)) as Graph };
    };

    const signIn: BrowserTestProduct['signIn'] = async (
      page,
      email,
      { newAccount = true, words = englishSignInWords } = {},
    ) => {
      await page.getByLabel(words.email).fill(email);
      await page.getByRole('button', { name: words.continue, exact: true }).click();
      await page.getByText(words.codeSent(email)).waitFor();
      const code = await nextSignInCode(mail, email);
      await page.getByLabel(words.firstDigit).click();
      for (const digit of code) await page.keyboard.press(digit);
      if (newAccount) {
        await page.getByRole('heading', { name: words.terms }).waitFor();
        await page.getByRole('button', { name: words.accept }).click();
      }
    };

    return {
      get product() {
        return product;
      },
      database,
      mail,
      browser: launched.browser,
      folder,
      async newContext(contextOptions = {}) {
        const context = await launched.browser.newContext({
          locale: 'en-US',
          viewport: { width: 1280, height: 900 },
          ...contextOptions,
        });
        await keepLocal(context);
        return context;
      },
      signIn,
      async signInTo(page, email, to, signInOptions) {
        await page.goto(`${product.url}/login?redirect=${encodeURIComponent(to)}`);
        await signIn(page, email, signInOptions);
        await page.waitForURL(`${product.url}${to}`);
      },
      tokenFor,
      async savedGraph<Graph>(email: string, projectId: string) {
        return (await savedVersion<Graph>(email, projectId)).graph;
      },
      savedVersion,
      async stopProduct() {
        productRunning = false;
        await product.stop();
      },
      async startProductAgain() {
        product = await startProduct({ ...productOptions, database: await testDatabase.open() });
        productRunning = true;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
