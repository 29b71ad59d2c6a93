import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '@atelier/platform';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { fileTypeOfExtension } from './file-types';
import { uploadErrors, UploadInspector } from './inspection';
import { receiveMultipart } from './multipart';

// The web app shows an upload refusal in the user's language by the reason it names, so each
// refusal must name its own, whatever its English text says.

const limits = { maxBytes: 1000, maxPixels: 50_000_000 };

/** The refusal of bytes streamed through the inspector for a file of this extension. */
async function refusalOf(extension: string, bytes: Buffer | string, inspectionLimits = limits) {
  const inspector = new UploadInspector(fileTypeOfExtension(extension), inspectionLimits);
  const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  try {
    await pipeline(Readable.from([Buffer.from(bytes)]), inspector, discard);
  } catch (error) {
    return error as { code: string; message: string; details?: Record<string, unknown> };
  }
  throw new Error('the upload was accepted');
}

/** A PNG signature and header chunk claiming this size; the checks read no further. */
function pngHeader(width: number, height: number) {
  const header = Buffer.alloc(25);
  header.writeUInt32BE(13, 0);
  header.write('IHDR', 4, 'latin1');
  header.writeUInt32BE(width, 8);
  header.writeUInt32BE(height, 12);
  header[16] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    header,
    Buffer.alloc(4),
  ]);
}

/** A request carrying this multipart body, as far as the reader looks at one. */
function multipartRequest(body: string, contentType = 'multipart/form-data; boundary=edge') {
  const stream = Readable.from([Buffer.from(body)]);
  return Object.assign(stream, {
    headers: { 'content-type': contentType },
    is: (type: string) => (contentType.startsWith(type) ? type : false),
  }) as unknown as Request;
}

const noBlobs = {} as BlobStore;

async function multipartRefusal(body: string, contentType?: string) {
  try {
    await receiveMultipart(multipartRequest(body, contentType), noBlobs, {
      maxFiles: 1,
      policyFor: (field) =>
        field === 'file'
          ? { destination: 'memory', maxBytes: 1000, maxPixels: 1000, fileType: fileTypeOfExtension('png') }
          : null,
    });
  } catch (error) {
    return error as { code: string; details?: Record<string, unknown> };
  }
  throw new Error('the upload was accepted');
}

describe('upload refusals', () => {
  it('name a reason of their own for every way an upload is refused', async () => {
    const refusals = {
      extension: uploadErrors.extensionNotRecognised(),
      type: await refusalOf('png', 'plain text, not a picture'),
      unsafe: await refusalOf(
        'svg',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
      large: await refusalOf('png', Buffer.alloc(1001, 0x41)),
      pixels: await refusalOf('png', pngHeader(100_000, 100_000)),
      unreadable: await multipartRefusal('whatever', 'application/json'),
      unexpected: await multipartRefusal(
        '--edge\r\nContent-Disposition: form-data; name="other"; filename="a.png"\r\n\r\nx\r\n--edge--\r\n',
      ),
    };
    expect(
      Object.fromEntries(Object.entries(refusals).map(([name, error]) => [name, error.details?.reason])),
    ).toEqual({
      extension: 'extension_not_recognised',
      type: 'type_not_supported',
      unsafe: 'content_safety',
      large: 'file_too_large',
      pixels: 'image_too_large',
      unreadable: 'upload_unreadable',
      unexpected: 'upload_unexpected_part',
    });
    // Still 400s in the error shape's status vocabulary.
    for (const error of Object.values(refusals)) expect(error.code).toBe('INVALID_ARGUMENT');
  });

  it('carry the figures their message is made of, for the translated text', async () => {
    expect((await refusalOf('png', Buffer.alloc(1001, 0x41))).details).toEqual({
      reason: 'file_too_large',
      limitBytes: 1000,
    });
    expect((await refusalOf('png', pngHeader(100_000, 100_000))).details).toEqual({
      reason: 'image_too_large',
      width: 100_000,
      height: 100_000,
      limitPixels: 50_000_000,
    });
  });
});
