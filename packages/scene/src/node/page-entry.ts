/// <reference lib="dom" />
// The page headless Chromium renders in: bundled with the renderer by esbuild and installed as a
// global the Node host calls over the DevTools protocol. Scenes arrive as JSON and chunks (see
// ../render/transfer.ts): in base64 the first time, then by key, as the page keeps each chunk's
// bytes until the host says to forget them (the host decides, so both sides agree on what the page
// holds); pixels go back as base64. The page keeps one render session (one
// WebGL context on an OffscreenCanvas) for all its renders, as the editor's worker does, so both
// hosts draw with the same code on the same kind of canvas.
import type { Scene } from '../scene';
import { createSceneRenderSession, decodeValue, type SceneRenderOptions } from '../render';
import type { PageChunk, PageRenderReply } from './protocol';

interface Base64Arrays {
  fromBase64?(base64: string): Uint8Array;
}

/** Bytes of base64 text: natively where the browser can (Chromium 140 on), else through fetch. */
async function bytesOfBase64(base64: string): Promise<Uint8Array> {
  const native = (Uint8Array as Base64Arrays).fromBase64;
  if (native) return native(base64);
  const response = await fetch(`data:application/octet-stream;base64,${base64}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Base64 text of bytes: natively where the browser can, else through a data URL. */
function base64OfBytes(bytes: Uint8ClampedArray): Promise<string> {
  const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) as Uint8Array & {
    toBase64?(): string;
  };
  if (view.toBase64) return Promise.resolve(view.toBase64());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = reader.result as string;
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the pixels could not be read'));
    reader.readAsDataURL(new Blob([bytes as Uint8ClampedArray<ArrayBuffer>]));
  });
}

const session = createSceneRenderSession((width, height) => new OffscreenCanvas(width, height));

/** The scene bytes the page holds, by key. */
const keptChunks = new Map<string, Uint8Array>();

/** The bytes of each chunk, keeping the newly sent ones (a chunk may come twice in one scene). */
async function bytesOfChunks(chunks: PageChunk[]): Promise<Uint8Array[]> {
  for (const chunk of chunks) {
    if (chunk.base64 !== undefined) keptChunks.set(chunk.key, await bytesOfBase64(chunk.base64));
  }
  return chunks.map((chunk) => {
    const kept = keptChunks.get(chunk.key);
    if (!kept) throw new Error(`the page does not hold the scene's data ${chunk.key}`);
    return kept;
  });
}

async function render(
  json: string,
  chunks: PageChunk[],
  forget: string[],
  options: SceneRenderOptions,
): Promise<PageRenderReply> {
  try {
    for (const key of forget) keptChunks.delete(key);
    const scene = decodeValue<Scene>(json, await bytesOfChunks(chunks));
    const image = await session.render(scene, options);
    return { ok: true, width: image.width, height: image.height, pixels: await base64OfBytes(image.pixels) };
  } catch (error) {
    const failure = error as {
      name?: string;
      code?: string;
      message?: string;
      values?: Record<string, string | number>;
    };
    return {
      ok: false,
      name: String(failure.name ?? 'Error'),
      code: String(failure.code ?? 'scene-render-failed'),
      message: String(failure.message ?? error),
      values: failure.values ?? {},
    };
  }
}

(globalThis as unknown as { atelierRenderScene: typeof render }).atelierRenderScene = render;
