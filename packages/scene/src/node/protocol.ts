// What the rendering page answers the Node host.
export type PageRenderReply =
  | { ok: true; width: number; height: number; pixels: string }
  | { ok: false; name: string; code: string; message: string; values: Record<string, string | number> };
