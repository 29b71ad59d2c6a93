import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DirectoryBlobStore } from '@atelier/platform';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { sendBlob } from './blob-response';

let server: Server | undefined;
let directory: string | undefined;
afterEach(async () => {
  server?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('sendBlob', () => {
  it('ends quietly when the browser leaves in the middle of a file, and sends whole files otherwise', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'atelier-blob-response-'));
    const blobs = new DirectoryBlobStore(directory);
    // 64 MiB: far more than the sockets buffer, so the copy is still running when the client leaves.
    const size = 64 * 1024 * 1024;
    await blobs.put('previews/large.png', Buffer.alloc(size, 7), { contentType: 'image/png' });
    const outcomes: Array<'sent' | Error> = [];
    let settled: () => void = () => undefined;
    const app = express();
    app.get('/file', (_request, response) => {
      sendBlob(
        response,
        blobs,
        { blobKey: 'previews/large.png', name: 'large.png' },
        { cacheControl: 'no-store' },
      )
        .then(() => outcomes.push('sent'))
        .catch((error: Error) => outcomes.push(error))
        .finally(() => settled());
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server!.once('listening', resolve));
    const port = (server.address() as { port: number }).port;

    // A client that reads the first chunk and hangs up.
    const leaving = new Promise<void>((resolve) => (settled = resolve));
    await new Promise<void>((resolve) => {
      const call = request({ host: '127.0.0.1', port, path: '/file' }, (answer) => {
        answer.once('data', () => {
          call.destroy();
          resolve();
        });
      });
      call.on('error', () => undefined);
      call.end();
    });
    await leaving;
    expect(outcomes).toEqual(['sent']);

    // A client that stays gets every byte.
    const whole = await fetch(`http://127.0.0.1:${port}/file`);
    expect(whole.headers.get('content-length')).toBe(String(size));
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
  });
});
