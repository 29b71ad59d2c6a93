import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '@atelier/platform';
import type { Response } from 'express';

export interface BlobToSend {
  blobKey: string;
  /** The name offered for saving; it never chooses where bytes are read from. */
  name: string;
  contentType?: string;
}

/** `inline; filename="..."` with an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187). */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored blob as the response. User uploads are served so a browser never runs
 * them: no type sniffing, and a sandboxing content security policy (an SVG with a script,
 * opened directly, stays inert).
 */
export async function sendBlob(
  response: Response,
  blobs: BlobStore,
  file: BlobToSend,
  options: { cacheControl: string; headers?: Record<string, string> },
): Promise<void> {
  const blob = await blobs.get(file.blobKey);
  response.status(200);
  response.setHeader('Content-Type', file.contentType || blob.contentType);
  response.setHeader('Content-Length', String(blob.size));
  response.setHeader('Content-Disposition', contentDisposition(file.name));
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  response.setHeader('Cache-Control', options.cacheControl);
  for (const [name, value] of Object.entries(options.headers ?? {})) response.setHeader(name, value);
  try {
    await pipeline(blob.body, response);
  } catch (error) {
    // The browser went away before the end (a page left while its images load): nobody is
    // waiting for an answer and nothing went wrong here. The blob's stream is closed either way.
    if (isClientGone(error, response)) return;
    throw error;
  }
}

function isClientGone(error: unknown, response: Response): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    (response.destroyed || response.socket === null || response.socket.destroyed) &&
    (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE')
  );
}
