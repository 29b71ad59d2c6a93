import { crc32 } from 'node:zlib';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { RasterError } from '../errors';
import { imageOf, pixelsOf, testPicture, toSharp } from '../test-images';
import { exifResolution } from './exif';
import { createSharpCodec } from './sharp-codec';

const codec = createSharpCodec();

async function errorOf(action: () => Promise<unknown>): Promise<RasterError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof RasterError) return error;
    throw error;
  }
  throw new Error('expected a RasterError');
}

/** A PNG whose header claims another size (the IHDR chunk rewritten with a valid CRC). */
function withClaimedSize(png: Uint8Array, width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(png);
  const view = new DataView(bytes.buffer);
  // Signature (8), chunk length (4), "IHDR" (4), then width and height; the CRC covers type + data.
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(bytes.subarray(12, 29)));
  return bytes;
}

describe('sharp codec: encoding', () => {
  it.each(['png', 'jpeg'] as const)(
    'writes %s with the dpi recorded in the file (pHYs, JFIF)',
    async (format) => {
      const bytes = await codec.encode(testPicture(20, 10), { format, dpi: 300 });
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe(format);
      expect([metadata.width, metadata.height]).toEqual([20, 10]);
      expect(metadata.density).toBe(300);
    },
  );

  it('writes WebP with the dpi in its EXIF block, and reads it back', async () => {
    const bytes = await codec.encode(testPicture(20, 10), { format: 'webp', dpi: 300 });
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif && exifResolution(metadata.exif)).toBe(300);
    expect((await codec.decode(bytes)).dpi).toBe(300);
  });

  it("takes the image's own dpi by default", async () => {
    const bytes = await codec.encode({ ...testPicture(4, 4), dpi: 150 }, { format: 'png' });
    expect((await sharp(bytes).metadata()).density).toBe(150);
  });

  it('flattens transparency onto white for JPEG, which has no alpha', async () => {
    const bytes = await codec.encode(imageOf([[[0, 0, 0, 0]]]), { format: 'jpeg', quality: 100 });
    const decoded = await codec.decode(bytes);
    const [[[red, green, blue, alpha]]] = pixelsOf(decoded);
    expect(Math.min(red, green, blue)).toBeGreaterThanOrEqual(250);
    expect(alpha).toBe(255);
  });

  it('keeps more detail at higher JPEG quality', async () => {
    const picture = testPicture(64, 48);
    const low = await codec.encode(picture, { format: 'jpeg', quality: 10 });
    const high = await codec.encode(picture, { format: 'jpeg', quality: 95 });
    expect(high.length).toBeGreaterThan(low.length);
  });

  it('refuses unknown formats, a NaN quality and a bad dpi by name', async () => {
    const image = testPicture(2, 2);
    expect((await errorOf(() => codec.encode(image, { format: 'gif' as never }))).details.option).toBe(
      'format',
    );
    expect((await errorOf(() => codec.encode(image, { format: 'jpeg', quality: Number.NaN }))).message).toBe(
      'Option "quality" must be a finite number, got NaN',
    );
    expect((await errorOf(() => codec.encode(image, { format: 'png', dpi: 0 }))).details.option).toBe('dpi');
  });
});

describe('sharp codec: decoding', () => {
  it('reads back a PNG exactly, with its dpi, transparency included', async () => {
    const picture = { ...testPicture(13, 9, (x, y) => (x * 20 + y) % 256), dpi: 254 };
    const decoded = await codec.decode(await codec.encode(picture, { format: 'png' }));
    expect(decoded.data).toEqual(picture.data);
    expect(decoded.dpi).toBe(254);
    expect(decoded.data.byteOffset % 4).toBe(0);
  });

  it('gives 72 dpi to a file that records none, and decodes a 1 x 1 image', async () => {
    const bytes = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#102030' } })
      .png()
      .toBuffer();
    const decoded = await codec.decode(bytes);
    expect(pixelsOf(decoded)).toEqual([[[16, 32, 48, 255]]]);
    expect(decoded.dpi).toBe(72);
  });

  it('converts 16-bit and grey files to 8-bit RGBA', async () => {
    const bytes = await sharp({ create: { width: 2, height: 1, channels: 3, background: '#808080' } })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const sixteen = await toSharp(imageOf([[[255, 0, 0, 255]]]))
      .toColourspace('rgb16')
      .png()
      .toBuffer();
    expect(pixelsOf(await codec.decode(bytes))).toEqual([
      [
        [128, 128, 128, 255],
        [128, 128, 128, 255],
      ],
    ]);
    expect(pixelsOf(await codec.decode(sixteen))).toEqual([[[255, 0, 0, 255]]]);
  });

  it('turns the image upright from its EXIF orientation', async () => {
    const sideways = await toSharp(testPicture(30, 10)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const decoded = await codec.decode(sideways);
    expect([decoded.width, decoded.height]).toEqual([10, 30]);
  });

  it('refuses bytes that are not an image, and empty input', async () => {
    const fake = new TextEncoder().encode('<html>not an image</html>');
    const error = await errorOf(() => codec.decode(fake));
    expect(error.code).toBe('decode-failed');
    expect(error.message).toBe('The file is not a PNG, JPEG or WebP image');
    expect((await errorOf(() => codec.decode(new Uint8Array()))).message).toBe(
      'There are no image bytes to decode',
    );
  });

  it('refuses other formats that sharp could read', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await errorOf(() => codec.decode(gif))).message).toBe(
      'Files of type gif are not read; use PNG, JPEG or WebP',
    );
  });

  it('refuses a truncated file', async () => {
    const bytes = await codec.encode(testPicture(40, 40), { format: 'png' });
    const error = await errorOf(() => codec.decode(bytes.subarray(0, bytes.length / 2)));
    expect(error.code).toBe('decode-failed');
  });

  it('refuses a file claiming 20,000 x 20,000 pixels before decoding it', async () => {
    const small = await codec.encode(testPicture(8, 8), { format: 'png' });
    const error = await errorOf(() => codec.decode(withClaimedSize(small, 20_000, 20_000)));
    expect(error.code).toBe('image-too-large');
    expect(error.message).toBe(
      'Image of 20000 x 20000 pixels (400,000,000) is larger than the limit of 268,435,456 pixels',
    );
  });

  it('applies a caller-chosen pixel budget', async () => {
    const strict = createSharpCodec({ maximumPixels: 100 });
    const bytes = await codec.encode(testPicture(20, 20), { format: 'webp' });
    expect((await errorOf(() => strict.decode(bytes))).code).toBe('image-too-large');
    expect((await strict.decode(await codec.encode(testPicture(10, 10), { format: 'webp' }))).width).toBe(10);
  });
});
