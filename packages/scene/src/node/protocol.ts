// What the rendering page and the Node host say to each other.

/**
 * One typed array of a scene (see ../render/transfer.ts), by a key of its contents: with its bytes
 * in base64 the first time the page is sent it, by the key alone while the page keeps it.
 */
export interface PageChunk {
  key: string;
  base64?: string;
}

export type PageRenderReply =
  | { ok: true; width: number; height: number; pixels: string }
  | { ok: false; name: string; code: string; message: string; values: Record<string, string | number> };
