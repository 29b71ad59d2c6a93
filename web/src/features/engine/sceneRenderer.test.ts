// One render everywhere: the same scene rendered by the Node hosts' renderer (headless Chromium)
// and by the editor's path (this folder's worker resource, run in a Web Worker on an
// OffscreenCanvas in a Chromium page) must look the same, by the structural similarity index of
// Wang, Bovik, Sheikh and Simoncelli (2004), computed here from its published definition.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RasterImage } from '@atelier/graph';
import type { Scene, SceneMaterial, SceneMesh } from '@atelier/scene';
import { createChromiumSceneRenderer } from '@atelier/scene/node';
import { encodeValue } from '@atelier/scene/render';
import { launchChromium, type LaunchedBrowser } from '@atelier/testing';
import type { Page } from 'playwright-core';

const engineFolder = path.dirname(fileURLToPath(import.meta.url));

/** Rec. 601 luma of each pixel, the luminance SSIM is computed on. */
function luminanceOf(image: RasterImage): Float64Array {
  const luminance = new Float64Array(image.width * image.height);
  for (let index = 0; index < luminance.length; index += 1) {
    const offset = index * 4;
    luminance[index] =
      0.299 * image.pixels[offset]! + 0.587 * image.pixels[offset + 1]! + 0.114 * image.pixels[offset + 2]!;
  }
  return luminance;
}

/** Filters with a separable kernel, keeping only positions where the whole window fits ("valid"). */
function filterValid(values: Float64Array, width: number, height: number, kernel: number[]): Float64Array {
  const size = kernel.length;
  const outWidth = width - size + 1;
  const outHeight = height - size + 1;
  const rows = new Float64Array(outWidth * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      let sum = 0;
      for (let k = 0; k < size; k += 1) sum += kernel[k]! * values[y * width + x + k]!;
      rows[y * outWidth + x] = sum;
    }
  }
  const result = new Float64Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y += 1) {
    for (let x = 0; x < outWidth; x += 1) {
      let sum = 0;
      for (let k = 0; k < size; k += 1) sum += kernel[k]! * rows[(y + k) * outWidth + x]!;
      result[y * outWidth + x] = sum;
    }
  }
  return result;
}

/**
 * Mean SSIM (Wang et al. 2004, section III.C): an 11 x 11 circular-symmetric Gaussian window of
 * standard deviation 1.5, normalised to sum 1; K1 = 0.01, K2 = 0.03, dynamic range L = 255;
 * SSIM = ((2 mu_x mu_y + C1)(2 sigma_xy + C2)) / ((mu_x^2 + mu_y^2 + C1)(sigma_x^2 + sigma_y^2 + C2)),
 * averaged over every window position inside the image.
 */
function structuralSimilarity(first: RasterImage, second: RasterImage): number {
  if (first.width !== second.width || first.height !== second.height) throw new Error('sizes differ');
  const { width, height } = first;
  const weights = Array.from({ length: 11 }, (_, index) => Math.exp(-((index - 5) ** 2) / (2 * 1.5 ** 2)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const kernel = weights.map((weight) => weight / total);
  const x = luminanceOf(first);
  const y = luminanceOf(second);
  const product = (a: Float64Array, b: Float64Array) => a.map((value, index) => value * b[index]!);
  const meanX = filterValid(x, width, height, kernel);
  const meanY = filterValid(y, width, height, kernel);
  const meanXX = filterValid(product(x, x), width, height, kernel);
  const meanYY = filterValid(product(y, y), width, height, kernel);
  const meanXY = filterValid(product(x, y), width, height, kernel);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  for (let index = 0; index < meanX.length; index += 1) {
    const muX = meanX[index]!;
    const muY = meanY[index]!;
    const varianceX = meanXX[index]! - muX * muX;
    const varianceY = meanYY[index]! - muY * muY;
    const covariance = meanXY[index]! - muX * muY;
    sum +=
      ((2 * muX * muY + c1) * (2 * covariance + c2)) /
      ((muX * muX + muY * muY + c1) * (varianceX + varianceY + c2));
  }
  return sum / meanX.length;
}

function material(
  red: number,
  green: number,
  blue: number,
  extra: Partial<SceneMaterial> = {},
): SceneMaterial {
  return {
    name: 'material',
    colour: { red, green, blue },
    roughness: 0.6,
    metalness: 0,
    sheen: 0.4,
    sheenColour: { red: 255, green: 240, blue: 220 },
    opacity: 1,
    doubleSided: false,
    ...extra,
  };
}

function quad(id: string, size: number, meshMaterial: SceneMaterial, matrix: number[]): SceneMesh {
  const half = size / 2;
  return {
    id,
    name: id,
    geometry: {
      positions: new Float32Array([-half, -half, 0, half, -half, 0, half, half, 0, -half, half, 0]),
      uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    },
    matrix,
    material: meshMaterial,
    castShadow: true,
    receiveShadow: true,
  };
}

/** A checked design of 32 x 32 pixels in two colours, for the floor. */
function checkedDesign(): RasterImage {
  const pixels = new Uint8ClampedArray(32 * 32 * 4);
  for (let y = 0; y < 32; y += 1) {
    for (let x = 0; x < 32; x += 1) {
      const dark = ((x >> 3) + (y >> 3)) % 2 === 0;
      pixels.set(dark ? [40, 60, 120, 255] : [230, 220, 190, 255], (y * 32 + x) * 4);
    }
  }
  return { width: 32, height: 32, pixels, dotsPerInch: 72 };
}

/** A lit, textured, shadowed product shot: a box of coloured faces on a checked floor. */
function productShot(azimuth: number): Scene {
  const face = (matrix: number[], red: number, green: number, blue: number, id: string) =>
    quad(id, 1, material(red, green, blue), matrix);
  return {
    kind: 'scene',
    meshes: [
      quad(
        'floor',
        6,
        material(255, 255, 255, {
          map: checkedDesign(),
          mapPlacement: { offsetU: 0, offsetV: 0, repeatU: 3, repeatV: 3, rotation: 0.3 },
        }),
        [1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, -0.5, 0, 1],
      ),
      face([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0.5, 1], 220, 40, 40, 'front'),
      face([0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0.5, 0, 0, 1], 40, 60, 220, 'right'),
      face([0, 0, 1, 0, 0, 1, 0, 0, -1, 0, 0, 0, -0.5, 0, 0, 1], 230, 200, 40, 'left'),
      face([-1, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1, 0, 0, 0, -0.5, 1], 40, 200, 80, 'back'),
      face([1, 0, 0, 0, 0, 0, -1, 0, 0, 1, 0, 0, 0, 0.5, 0, 1], 40, 200, 220, 'top'),
    ],
    lights: [
      { kind: 'ambient', id: 'fill', colour: { red: 255, green: 255, blue: 255 }, intensity: 0.3 },
      {
        kind: 'directional',
        id: 'key',
        colour: { red: 255, green: 245, blue: 230 },
        intensity: 2.5,
        position: [3, 5, 4],
        target: [0, 0, 0],
        castShadow: true,
      },
    ],
    environment: { id: 'studio', intensity: 0.8, rotation: 0.5, visibleBackground: false },
    camera: { view: 'orbit', azimuth, elevation: 0.45, distance: 4, target: [0, 0, 0], fieldOfView: 40 },
    toneMapping: 'aces',
    exposure: 1.1,
    background: { red: 245, green: 245, blue: 245, alpha: 255 },
  };
}

const workerEntry = `
import { decodeValue } from '@atelier/scene/render';
import { createWorkerSceneRenderer } from './sceneRenderer';
const render = createWorkerSceneRenderer();
function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}
self.onmessage = async (event) => {
  try {
    const scene = decodeValue(event.data.json, event.data.chunks.map(bytesOf));
    const image = await render(scene, event.data.options);
    self.postMessage({ ok: true, width: image.width, height: image.height, pixels: image.pixels }, [image.pixels.buffer]);
  } catch (error) {
    self.postMessage({ ok: false, message: String(error && error.message || error) });
  }
};
`;

const renderer = createChromiumSceneRenderer();
let launched: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  const bundled = await build({
    stdin: { contents: workerEntry, resolveDir: engineFolder, loader: 'ts', sourcefile: 'scene-worker.ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const workerScript = bundled.outputFiles[0]!.text;
  launched = await launchChromium();
  page = await launched.browser.newPage();
  // A page and its worker served from one made-up origin, as the editor serves its worker.
  await page.route('http://editor.test/**', (route) =>
    route.request().url().endsWith('/worker.js')
      ? route.fulfill({ contentType: 'text/javascript', body: workerScript })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>editor</title>' }),
  );
  await page.goto('http://editor.test/');
});

afterAll(async () => {
  await renderer.close();
  await launched?.close();
});

async function renderInWorker(
  scene: Scene,
  options: { width: number; height: number; transparent: boolean },
) {
  const { json, chunks } = encodeValue(scene);
  const reply = await page.evaluate(
    async ([sceneJson, sceneChunks, renderOptions]) => {
      const worker = new Worker('/worker.js');
      const answer = await new Promise<{
        ok: boolean;
        message?: string;
        width?: number;
        height?: number;
        pixels?: Uint8ClampedArray;
      }>((resolve) => {
        worker.onmessage = (event) => resolve(event.data);
        worker.onerror = (event) => resolve({ ok: false, message: event.message });
        worker.postMessage({ json: sceneJson, chunks: sceneChunks, options: renderOptions });
      });
      worker.terminate();
      if (!answer.ok) return { ok: false as const, message: answer.message ?? 'failed' };
      return {
        ok: true as const,
        width: answer.width!,
        height: answer.height!,
        pixels: Array.from(answer.pixels!),
      };
    },
    [json, chunks.map((chunk) => Buffer.from(chunk).toString('base64')), options] as const,
  );
  if (!reply.ok) throw new Error(`the worker did not render: ${reply.message}`);
  return {
    width: reply.width,
    height: reply.height,
    pixels: new Uint8ClampedArray(reply.pixels),
    dotsPerInch: 72,
  };
}

describe('one render everywhere', () => {
  it('renders the same product shot in the editor worker as on the farm (SSIM of at least 0.98)', async () => {
    const options = { width: 96, height: 72, transparent: false };
    const farm = await renderer(productShot(0.7), options);
    const editor = await renderInWorker(productShot(0.7), options);
    expect({ width: editor.width, height: editor.height }).toEqual({ width: 96, height: 72 });
    // The shot is no flat field: its luminance spreads over a wide range, so similarity means something.
    const luminance = luminanceOf(editor);
    expect(Math.max(...luminance) - Math.min(...luminance)).toBeGreaterThan(50);
    expect(structuralSimilarity(farm, editor)).toBeGreaterThanOrEqual(0.98);
    // The measure tells another view apart: the same shot a little further round scores lower.
    const turned = await renderer(productShot(1.2), options);
    expect(structuralSimilarity(farm, turned)).toBeLessThan(0.9);
  });

  it('gives SSIM 1 for an image against itself and less for one with noise added', () => {
    const pixels = new Uint8ClampedArray(32 * 32 * 4);
    for (let index = 0; index < pixels.length; index += 4)
      pixels.set([(index / 4) % 256, 128, 64, 255], index);
    const image = { width: 32, height: 32, pixels, dotsPerInch: 72 };
    expect(structuralSimilarity(image, image)).toBeCloseTo(1, 12);
    const noisy = new Uint8ClampedArray(pixels);
    for (let index = 0; index < noisy.length; index += 4)
      noisy[index] = noisy[index]! + ((index / 4) % 2 ? 40 : -40);
    expect(structuralSimilarity(image, { ...image, pixels: noisy })).toBeLessThan(0.9);
  });
});
