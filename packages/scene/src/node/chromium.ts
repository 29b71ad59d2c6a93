// Renders scenes in headless Chromium for Node hosts (the graph command line, render workers),
// which have no WebGL of their own. Chromium comes from Debian (or CHROMIUM_PATH) and renders
// with software WebGL, running the same renderer code as the editor's worker (page-script.ts).
//
// One browser per process, started by the first render. Renders take turns in one page. A
// browser's pipes would keep a finished command line alive, so it closes once no render has come
// for a moment (`idleMilliseconds`) and starts again for the next one; `close()` ends it at once.
import { createHash } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadPageScript } from './page-script';
import type { RasterImage } from '@atelier/graph';
import type { Scene } from '../scene';
import {
  encodeValue,
  SceneRenderError,
  validateSceneForRendering,
  type SceneRenderErrorCode,
  type SceneRenderOptions,
  type SceneRenderer,
} from '../render';
import type { PageChunk, PageRenderReply } from './protocol';

const defaultChromiumPath = '/usr/bin/chromium';

// Quiet and self-contained: no GPU (software WebGL), no background traffic, no first-run UI.
// playwright-core gives every launch a fresh user data directory and removes it on close.
const chromiumArguments = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

/** How long a render may take before it is cancelled: software GL at 4096 x 4096 with shadows. */
export const defaultSceneRenderTimeoutMilliseconds = 120_000;

/** How long the browser stays open without a render. */
export const defaultBrowserIdleMilliseconds = 2_000;

const resolvedDotsPerInch = 72;

/**
 * How many bytes of scene data (geometry and texture arrays) the rendering page keeps for later
 * renders, so that a model rendered again (another view, another design on it) is not sent again.
 */
export const maximumKeptSceneBytes = 256 * 1024 * 1024;

export interface ChromiumSceneRendererOptions {
  timeoutMilliseconds?: number;
  idleMilliseconds?: number;
}

export interface ChromiumSceneRenderer extends SceneRenderer {
  /** Closes the process's browser now (a later render starts it again). */
  close(): Promise<void>;
}

let pageScript: Promise<string> | undefined;
let browser: Promise<Browser> | undefined;
let page: Promise<Page> | undefined;
let turn: Promise<unknown> = Promise.resolve();
let rendersInFlight = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

/** The chunks each page holds, by key, with their sizes, least recently used first. */
const chunksInPage = new WeakMap<Page, Map<string, number>>();

/** The renderer and its page glue as one script, bundled once per process. */
function renderingPageScript(): Promise<string> {
  pageScript ??= loadPageScript();
  pageScript.catch(() => {
    pageScript = undefined;
  });
  return pageScript;
}

function startBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? defaultChromiumPath;
  browser ??= chromium
    .launch({ executablePath, headless: true, args: chromiumArguments })
    .catch((error: unknown) => {
      browser = undefined;
      throw new SceneRenderError(
        'scene-render-failed',
        `headless Chromium (${executablePath}) did not start: ${error instanceof Error ? error.message : String(error)}`,
        { reason: 'no-browser' },
      );
    });
  return browser;
}

function renderingPage(): Promise<Page> {
  page ??= (async () => {
    const [script, running] = await Promise.all([renderingPageScript(), startBrowser()]);
    const opened = await running.newPage();
    await opened.setContent('<!doctype html><title>scene renderer</title>');
    await opened.addScriptTag({ content: script });
    return opened;
  })();
  page.catch(() => {
    page = undefined;
  });
  return page;
}

async function closeBrowser() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = undefined;
  const closing = browser;
  browser = undefined;
  page = undefined;
  if (closing) await (await closing.catch(() => undefined))?.close();
}

async function discardPage() {
  const discarding = page;
  page = undefined;
  const opened = await discarding?.catch(() => undefined);
  await opened?.close().catch(() => undefined);
}

function keyOf(chunk: Uint8Array): string {
  return `${createHash('sha256').update(chunk).digest('base64')}:${chunk.byteLength}`;
}

/**
 * The chunks to send to the page, by key where it holds them, and the keys it should forget to stay
 * within `maximumKeptSceneBytes` (never one of this scene's).
 */
function chunksFor(opened: Page, chunks: Uint8Array[]): { sent: PageChunk[]; forget: string[] } {
  let held = chunksInPage.get(opened);
  if (!held) chunksInPage.set(opened, (held = new Map()));
  const sent = chunks.map((chunk): PageChunk => {
    const key = keyOf(chunk);
    const known = held.delete(key);
    held.set(key, chunk.byteLength);
    if (known) return { key };
    return { key, base64: Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('base64') };
  });
  const inUse = new Set(sent.map((chunk) => chunk.key));
  let total = 0;
  for (const size of held.values()) total += size;
  const forget: string[] = [];
  for (const [key, size] of held) {
    if (total <= maximumKeptSceneBytes) break;
    if (inUse.has(key)) continue;
    held.delete(key);
    forget.push(key);
    total -= size;
  }
  return { sent, forget };
}

async function renderInPage(scene: Scene, options: SceneRenderOptions, timeoutMilliseconds: number) {
  const { json, chunks } = encodeValue(scene);
  const opened = await renderingPage();
  const transfer = chunksFor(opened, chunks);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(
        new SceneRenderError(
          'scene-render-timeout',
          `the render took longer than ${timeoutMilliseconds / 1000} s and was cancelled`,
          { seconds: timeoutMilliseconds / 1000 },
        ),
      );
    }, timeoutMilliseconds);
  });
  const crashed = new Promise<never>((_resolve, reject) => {
    opened.once('crash', () =>
      reject(new SceneRenderError('scene-render-failed', 'the rendering page crashed', { reason: 'crash' })),
    );
  });
  try {
    const reply = await Promise.race([
      opened.evaluate(
        ([sceneJson, sceneChunks, forgotten, renderOptions]) =>
          (
            globalThis as unknown as {
              atelierRenderScene(
                json: string,
                chunks: PageChunk[],
                forget: string[],
                options: SceneRenderOptions,
              ): Promise<PageRenderReply>;
            }
          ).atelierRenderScene(sceneJson, sceneChunks, forgotten, renderOptions),
        [json, transfer.sent, transfer.forget, options] as const,
      ),
      timedOut,
      crashed,
    ]);
    if (!reply.ok) {
      const code = (
        reply.name === 'SceneRenderError' ? reply.code : 'scene-render-failed'
      ) as SceneRenderErrorCode;
      throw new SceneRenderError(code, reply.message, reply.values);
    }
    const pixels = new Uint8ClampedArray(Buffer.from(reply.pixels, 'base64'));
    const image: RasterImage = {
      width: reply.width,
      height: reply.height,
      pixels,
      dotsPerInch: resolvedDotsPerInch,
    };
    return image;
  } catch (error) {
    // A page that timed out or crashed may still be busy: the next render gets a new one.
    if (
      !(error instanceof SceneRenderError) ||
      error.code === 'scene-render-timeout' ||
      error.code === 'scene-render-failed'
    ) {
      await discardPage();
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A scene renderer for Node hosts: renders in the process's headless Chromium. A scene the
 * renderer cannot draw is refused here, before anything reaches the browser.
 */
export function createChromiumSceneRenderer(
  options: ChromiumSceneRendererOptions = {},
): ChromiumSceneRenderer {
  const timeoutMilliseconds = options.timeoutMilliseconds ?? defaultSceneRenderTimeoutMilliseconds;
  const idleMilliseconds = options.idleMilliseconds ?? defaultBrowserIdleMilliseconds;
  const render = async (scene: Scene, renderOptions: SceneRenderOptions): Promise<RasterImage> => {
    validateSceneForRendering(scene, renderOptions);
    rendersInFlight += 1;
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = undefined;
    const result = turn.then(() => renderInPage(scene, renderOptions, timeoutMilliseconds));
    turn = result.catch(() => undefined);
    try {
      return await result;
    } finally {
      rendersInFlight -= 1;
      if (rendersInFlight === 0) {
        idleTimer = setTimeout(() => void closeBrowser(), idleMilliseconds);
      }
    }
  };
  return Object.assign(render, { close: closeBrowser });
}
