import { createSharpCodec } from '@atelier/raster/node';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageCodecResourceId } from '../codec';
import { evaluateGraph, graphOf, imageOf, nodeOf, outputImage, pixelsOf } from '../support/testing';
import { loadImageNode } from './load-image';

const codec = createSharpCodec();

async function load(file: string | null, resources: Record<string, unknown>) {
  const results = await evaluateGraph(
    [loadImageNode],
    graphOf([nodeOf(loadImageNode, 'node', { file })]),
    ['node'],
    resources,
  );
  return results['node']!;
}

/** A 2x1 PNG (red, half-transparent blue) at 300 dpi, written by sharp. */
async function pngBytes(): Promise<Uint8Array> {
  const raw = Buffer.from([255, 0, 0, 255, 0, 0, 255, 128]);
  return new Uint8Array(
    await sharp(raw, { raw: { width: 2, height: 1, channels: 4 } })
      .withMetadata({ density: 300 })
      .png()
      .toBuffer(),
  );
}

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

/**
 * A PNG file claiming a size it does not hold (PNG specification, 11.2.2: IHDR with width,
 * height, bit depth 8, colour type 6 = RGBA), with a single byte of pixel data.
 */
function pngClaimingSize(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([
      signature,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(1))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('the load image node', () => {
  it('decodes PNG bytes through the host codec, keeping the resolution', async () => {
    const image = outputImage(
      await load('upload-1', { 'upload-1': await pngBytes(), [imageCodecResourceId]: codec }),
    );
    expect([image.width, image.height, image.dotsPerInch]).toEqual([2, 1, 300]);
    expect(pixelsOf(image)).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 128],
    ]);
  });

  it('reads JPEG and WebP files too', async () => {
    const raw = Buffer.from([200, 200, 200]);
    const input = sharp(raw, { raw: { width: 1, height: 1, channels: 3 } });
    for (const bytes of [
      await input.clone().jpeg().toBuffer(),
      await input.clone().webp({ lossless: true }).toBuffer(),
    ]) {
      const image = outputImage(
        await load('file', { file: new Uint8Array(bytes), [imageCodecResourceId]: codec }),
      );
      expect([image.width, image.height]).toEqual([1, 1]);
      expect(Math.abs(pixelsOf(image)[0]![0]! - 200)).toBeLessThanOrEqual(2);
    }
  });

  it('takes an image the host decoded already', async () => {
    const decoded = imageOf(1, 1, [[1, 2, 3, 4]]);
    expect(outputImage(await load('file', { file: decoded }))).toBe(decoded);
  });

  it('is empty until a file is chosen', async () => {
    expect((await load(null, {})).status).toBe('empty');
  });

  it('says when the file is missing, damaged or there is no codec to read it', async () => {
    expect((await load('gone', { [imageCodecResourceId]: codec })).messages[0]).toMatchObject({
      code: 'missing-file',
      values: { file: 'gone' },
    });
    const damaged = await load('file', { file: new Uint8Array([1, 2, 3]), [imageCodecResourceId]: codec });
    expect(damaged.messages[0]?.code).toBe('decode-failed');
    expect((await load('file', { file: await pngBytes() })).messages[0]?.code).toBe('missing-codec');
  });

  it('refuses a 20,000 x 20,000 file from its header, before decoding it', async () => {
    const result = await load('big', { big: pngClaimingSize(20_000, 20_000), [imageCodecResourceId]: codec });
    expect(result).toMatchObject({
      status: 'failed',
      messages: [{ code: 'image-too-large', values: { width: 20_000, height: 20_000 } }],
    });
  });
});
