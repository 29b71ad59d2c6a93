import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import {
  fileTypeOfExtension,
  pngFileType,
  readExrHeader,
  readGifHeader,
  readJpegHeader,
  readPngHeader,
  readRadianceHeader,
  readSvgHeader,
  readWebpHeader,
} from './file-types';
import { UploadInspector } from './inspection';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'latin1');

// PNG: signature, IHDR length 13, "IHDR", width 0x0280 = 640, height 0x01e0 = 480.
const pngHead = Buffer.concat([
  bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  bytes(0, 0, 0, 13),
  text('IHDR'),
  bytes(0, 0, 0x02, 0x80, 0, 0, 0x01, 0xe0, 8, 6, 0, 0, 0),
]);

describe('reading image headers', () => {
  it('reads a PNG size from IHDR, and asks for more while the header is incomplete', () => {
    expect(readPngHeader(pngHead)).toEqual({ kind: 'matches', width: 640, height: 480 });
    expect(readPngHeader(pngHead.subarray(0, 5))).toEqual({ kind: 'need-more' });
    expect(readPngHeader(text('GIF89a'))).toEqual({ kind: 'mismatch' });
  });

  it('reads a JPEG size from the frame header after skipping an APP1 segment', () => {
    const jpeg = Buffer.concat([
      bytes(0xff, 0xd8),
      bytes(0xff, 0xe1, 0x00, 0x06), // APP1, length 6: four bytes of payload
      text('Exif'),
      bytes(0xff, 0xc0, 0x00, 0x11, 0x08), // SOF0, length 17, precision 8
      bytes(0x04, 0x38, 0x07, 0x80), // height 1080, width 1920
    ]);
    expect(readJpegHeader(jpeg)).toEqual({ kind: 'matches', width: 1920, height: 1080 });
    expect(readJpegHeader(jpeg.subarray(0, 12))).toEqual({ kind: 'need-more' });
    // A scan before any frame header is not a JPEG we can size.
    expect(readJpegHeader(bytes(0xff, 0xd8, 0xff, 0xda, 0x00, 0x02))).toEqual({ kind: 'mismatch' });
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, payload: Buffer) =>
      Buffer.concat([text('RIFF'), bytes(0, 0, 0, 0), text('WEBP'), text(chunk), bytes(0, 0, 0, 0), payload]);
    // VP8: frame tag (3 bytes), start code 9d 01 2a, width 400 (0x0190), height 300 (0x012c).
    expect(readWebpHeader(riff('VP8 ', bytes(0, 0, 0, 0x9d, 0x01, 0x2a, 0x90, 0x01, 0x2c, 0x01)))).toEqual({
      kind: 'matches',
      width: 400,
      height: 300,
    });
    // VP8L: signature 2f, then 14 bits width-1 = 99 and 14 bits height-1 = 49: 99 | 49 << 14 = 0x000c4063.
    expect(readWebpHeader(riff('VP8L', bytes(0x2f, 0x63, 0x40, 0x0c, 0x00, 0, 0, 0, 0, 0)))).toEqual({
      kind: 'matches',
      width: 100,
      height: 50,
    });
    // VP8X: flags and reserved (4 bytes), canvas width-1 = 99999 (0x01869f), height-1 = 99999.
    expect(readWebpHeader(riff('VP8X', bytes(0, 0, 0, 0, 0x9f, 0x86, 0x01, 0x9f, 0x86, 0x01)))).toEqual({
      kind: 'matches',
      width: 100000,
      height: 100000,
    });
  });

  it('reads GIF, Radiance HDR and OpenEXR sizes', () => {
    expect(readGifHeader(Buffer.concat([text('GIF89a'), bytes(0x20, 0x03, 0x58, 0x02)]))).toEqual({
      kind: 'matches',
      width: 800,
      height: 600,
    });
    expect(readRadianceHeader(text('#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y 512 +X 1024\n'))).toEqual({
      kind: 'matches',
      width: 1024,
      height: 512,
    });
    expect(readRadianceHeader(text('#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n'))).toEqual({ kind: 'need-more' });
    const box = Buffer.alloc(16);
    [0, 0, 2047, 1023].forEach((value, index) => box.writeInt32LE(value, index * 4));
    const size = Buffer.alloc(4);
    size.writeUInt32LE(16);
    const exr = Buffer.concat([
      bytes(0x76, 0x2f, 0x31, 0x01, 2, 0, 0, 0),
      text('dataWindow\0box2i\0'),
      size,
      box,
    ]);
    expect(readExrHeader(exr)).toEqual({ kind: 'matches', width: 2048, height: 1024 });
  });

  it('recognises SVG text', () => {
    expect(readSvgHeader(text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      kind: 'matches',
    });
    expect(readSvgHeader(text('hello'), true)).toEqual({ kind: 'mismatch' });
  });

  it('knows extensions case-insensitively and nothing beyond its list', () => {
    expect(fileTypeOfExtension('JPEG')?.contentType).toBe('image/jpeg');
    expect(fileTypeOfExtension('exe')).toBeUndefined();
  });
});

async function inspect(chunks: Buffer[], limits = { maxBytes: 1000, maxPixels: 1_000_000 }) {
  const inspector = new UploadInspector(pngFileType, limits);
  const passed: Buffer[] = [];
  await pipeline(Readable.from(chunks), inspector, async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) passed.push(chunk);
  });
  return { passed: Buffer.concat(passed), result: inspector.result };
}

describe('the upload inspector', () => {
  it('passes the bytes through unchanged once the header, split over chunks, is confirmed', async () => {
    const file = Buffer.concat([pngHead, Buffer.alloc(50, 7)]);
    const { passed, result } = await inspect([file.subarray(0, 3), file.subarray(3, 20), file.subarray(20)]);
    expect(passed).toEqual(file);
    expect(result).toEqual({ size: file.length, width: 640, height: 480 });
  });

  it('refuses too many pixels from the header alone, too many bytes, and a file that ends too early', async () => {
    await expect(inspect([pngHead], { maxBytes: 1000, maxPixels: 640 * 480 - 1 })).rejects.toMatchObject({
      message: 'The image is too large: 640 × 480 pixels, at most 0.307199 megapixels are accepted.',
    });
    await expect(inspect([pngHead, Buffer.alloc(2000)])).rejects.toMatchObject({
      message: 'The file is too large: at most 1000 bytes are accepted.',
    });
    await expect(inspect([pngHead.subarray(0, 10)])).rejects.toMatchObject({
      message: 'File type not supported.',
    });
  });
});
