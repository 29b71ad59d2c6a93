// A render session in a Chromium page: one WebGL context kept between renders, and a new one made
// when the context is lost. The session runs bundled in the page, on OffscreenCanvases it asks
// for, so the test can count the canvases and take the context away as a browser would.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type LaunchedBrowser } from '@atelier/testing';
import type { Scene } from '../scene';
import { encodeValue } from './transfer';
import type { SceneRenderOptions } from './validate';
import { ambient, box, colour, material, sceneOf } from './test-support/scenes';

const renderFolder = path.dirname(fileURLToPath(import.meta.url));

const pageEntry = `
import { createSceneRenderSession, decodeValue } from './index';
const canvases = [];
const session = createSceneRenderSession((width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  canvases.push(canvas);
  return canvas;
});
function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
globalThis.renderInSession = async (json, chunks, options) => {
  const image = await session.render(decodeValue(json, chunks.map(bytesOf)), options);
  return { pixels: Array.from(image.pixels), canvases: canvases.length };
};
globalThis.loseContext = () => {
  const gl = canvases[canvases.length - 1].getContext('webgl2');
  gl.getExtension('WEBGL_lose_context').loseContext();
  return gl.isContextLost();
};
`;

let launched: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  const bundled = await build({
    stdin: { contents: pageEntry, resolveDir: renderFolder, loader: 'ts', sourcefile: 'session-page.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  launched = await launchChromium();
  page = await launched.browser.newPage();
  await page.setContent('<!doctype html><title>render session</title>');
  await page.addScriptTag({ content: bundled.outputFiles[0]!.text });
});

afterAll(async () => {
  await launched?.close();
});

interface PageReply {
  pixels: number[];
  canvases: number;
}

async function renderInPage(scene: Scene, options: SceneRenderOptions): Promise<PageReply> {
  const { json, chunks } = encodeValue(scene);
  return page.evaluate(
    ([sceneJson, sceneChunks, renderOptions]) =>
      (
        globalThis as unknown as {
          renderInSession(json: string, chunks: string[], options: SceneRenderOptions): Promise<PageReply>;
        }
      ).renderInSession(sceneJson, sceneChunks, renderOptions),
    [json, chunks.map((chunk) => Buffer.from(chunk).toString('base64')), options] as const,
  );
}

const red = material({ colour: colour(220, 40, 40), roughness: 0.4 });
const shot = sceneOf(
  box({ front: red, back: red, right: red, left: red, top: red, bottom: red }),
  [ambient(1)],
  {
    camera: { view: 'orbit', azimuth: 0.6, elevation: 0.4, distance: 3, target: [0, 0, 0], fieldOfView: 45 },
    environment: { id: 'city', intensity: 1, rotation: 0.5, visibleBackground: true },
    toneMapping: 'aces',
  },
);
const other = sceneOf([], [], {
  environment: { id: 'park', intensity: 1, rotation: 0, visibleBackground: true },
});

describe('a render session', () => {
  it(
    'keeps one context between renders and makes a new one when it is lost',
    { timeout: 90_000 },
    async () => {
      const options = { width: 48, height: 40, transparent: false };
      const first = await renderInPage(shot, options);
      expect(first.canvases).toBe(1);
      expect(new Set(first.pixels).size).toBeGreaterThan(20);
      // A different scene at another size in between, in the same context.
      expect((await renderInPage(other, { width: 64, height: 64, transparent: false })).canvases).toBe(1);
      const second = await renderInPage(shot, options);
      expect(second.canvases).toBe(1);
      expect(second.pixels).toEqual(first.pixels);

      expect(
        await page.evaluate(() => (globalThis as unknown as { loseContext(): boolean }).loseContext()),
      ).toBe(true);
      const afterLoss = await renderInPage(shot, options);
      expect(afterLoss.canvases).toBe(2);
      expect(afterLoss.pixels).toEqual(first.pixels);
    },
  );
});
