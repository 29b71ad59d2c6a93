import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createLogger } from '@atelier/platform';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserTestProduct, webDirectory, type BrowserTestProduct } from './support/browserProduct';

// The graph engine's Web Worker in real Chromium, against the product: node code comes from the
// gateway's GET /node/{id}/code/{version} and evaluates in the worker, which decodes and encodes
// images with the browser's own codecs.

let harness: BrowserTestProduct;
let page: Page;
let workerUrl: string;

beforeAll(async () => {
  harness = await startBrowserTestProduct('engine', {
    product: { logger: createLogger({ name: 'test', level: 'silent' }) },
  });
  const workerFile = readdirSync(path.join(webDirectory, 'dist', 'assets')).find(
    (file) => file.startsWith('engine.worker-') && file.endsWith('.js'),
  );
  if (!workerFile) throw new Error('the web build has no engine worker');
  page = await harness.browser.newPage();
  await page.goto(`${harness.product.url}/ui.meta.json`);
  workerUrl = `${harness.product.url}/assets/${workerFile}`;
}, 300_000);

afterAll(async () => {
  await harness?.stop();
});

interface PageOutcome {
  failed: unknown[];
  results: Record<
    string,
    { status: string; messages: { code: string }[]; pixels?: number[]; file?: number[] }
  >;
  decodedFile?: number[];
}

/**
 * Starts the engine worker in the page, loads node code from the gateway and evaluates a small
 * graph: a solid colour, inverted; its export as PNG; an uploaded PNG read back by a load node.
 */
async function runInPage(): Promise<PageOutcome> {
  return page.evaluate(async (url) => {
    const node = (id: string, type: string, controls: Record<string, unknown> = {}) => ({
      id,
      type,
      version: '1.0.0',
      options: { x: 0, y: 0, selectedUnit: null },
      controls: [Object.entries(controls).map(([controlId, value]) => ({ id: controlId, value }))],
    });
    const wire = (id: number, from: string, to: string) => ({
      id,
      from: { nodeId: from, output: 'image' },
      to: { nodeId: to, input: 'title' },
    });
    const worker = new Worker(url, { type: 'module' });
    const channel = new MessageChannel();
    worker.postMessage({ kind: 'engine.connect', port: channel.port2 }, [channel.port2]);
    const types = ['image.solid-colour', 'image.invert', 'image.export', 'image.load', 'image.sparkle'];
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
    // A 2x1 PNG made by the page's canvas, uploaded to the engine as a file.
    const canvas = new OffscreenCanvas(2, 1);
    const context = canvas.getContext('2d')!;
    context.putImageData(
      new ImageData(new Uint8ClampedArray([10, 20, 30, 255, 40, 50, 60, 255]), 2, 1),
      0,
      0,
    );
    const upload = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    channel.port1.postMessage({ type: 'putResource', resourceId: 'upload', value: upload }, [upload.buffer]);

    const graph = {
      version: '1.0.0',
      nodes: [
        node('colour', 'image.solid-colour', {
          width: 2,
          height: 1,
          colour: { red: 200, green: 100, blue: 50, alpha: 255 },
        }),
        node('negative', 'image.invert'),
        node('file', 'image.export', { format: 'png' }),
        node('photo', 'image.load', { file: 'upload' }),
        node('sparkle', 'image.sparkle'),
      ],
      connections: [wire(1000, 'colour', 'negative'), wire(1001, 'negative', 'file')],
      groups: [],
    };
    const result = await new Promise<{ nodes: Record<string, any> }>((resolve, reject) => {
      channel.port1.onmessage = (event) => {
        if (event.data.type === 'result') resolve(event.data.result);
        if (event.data.type === 'error') reject(new Error(event.data.message));
      };
      channel.port1.postMessage({
        type: 'evaluate',
        requestId: 1,
        graph,
        requests: ['negative', 'file', 'photo', 'sparkle'].map((nodeId) => ({ nodeId })),
      });
    });
    const results: PageOutcome['results'] = {};
    for (const [nodeId, outcome] of Object.entries(result.nodes)) {
      results[nodeId] = {
        status: outcome.status,
        messages: outcome.messages,
        pixels: outcome.values.image ? [...outcome.values.image.pixels] : undefined,
        file: outcome.values.file ? [...outcome.values.file.bytes.subarray(0, 8)] : undefined,
      };
    }
    let decodedFile: number[] | undefined;
    const bytes = result.nodes['file']?.values.file?.bytes as Uint8Array<ArrayBuffer> | undefined;
    if (bytes) {
      const bitmap = await createImageBitmap(new Blob([bytes]));
      const check = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      check.drawImage(bitmap, 0, 0);
      decodedFile = [...check.getImageData(0, 0, bitmap.width, bitmap.height).data];
    }
    worker.terminate();
    return { failed: loaded.failed, results, decodedFile };
  }, workerUrl);
}

describe('the graph engine in a browser Web Worker', () => {
  it('loads node code from the gateway on demand and evaluates it, with the browser codec', async () => {
    const outcome = await runInPage();
    expect(outcome.failed).toEqual([
      expect.objectContaining({
        type: 'image.sparkle',
        version: '1.0.0',
        reason: expect.stringMatching(/.+/),
      }),
    ]);
    expect(outcome.results['negative']).toMatchObject({
      status: 'fresh',
      pixels: [55, 155, 205, 255, 55, 155, 205, 255],
    });
    // The export's PNG starts with the PNG signature and decodes back to the inverted pixels.
    expect(outcome.results['file']!.file).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(outcome.decodedFile).toEqual([55, 155, 205, 255, 55, 155, 205, 255]);
    expect(outcome.results['photo']).toMatchObject({
      status: 'fresh',
      pixels: [10, 20, 30, 255, 40, 50, 60, 255],
    });
    expect(outcome.results['sparkle']!.messages[0]?.code).toBe('unknown-node-type');
  });
});
