// The recorded resolution checked with independent readers: libvips (through sharp) reads PNG
// pHYs and JFIF density into `density` and must still decode the same pixels from every patched
// file; it does not report a WebP's resolution, so there its EXIF block is parsed with
// exif-reader.
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readDensity, withDensity, type DensityFormat } from './density';

const width = 5;
const height = 3;

function rgba(): Buffer {
  const pixels = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    pixels.set([index * 10, 255 - index * 10, (index * 37) % 256, index % 2 ? 255 : 128], index * 4);
  }
  return pixels;
}

async function encoded(format: DensityFormat, options: { alpha?: boolean } = {}): Promise<Uint8Array> {
  const channels = options.alpha === false ? 3 : 4;
  const source =
    options.alpha === false
      ? sharp(rgba(), { raw: { width, height, channels: 4 } }).removeAlpha()
      : sharp(rgba(), { raw: { width, height, channels } });
  const buffer =
    format === 'png'
      ? await source.png().toBuffer()
      : format === 'jpeg'
        ? await source.jpeg({ quality: 95 }).toBuffer()
        : await source.webp({ lossless: options.alpha !== false }).toBuffer();
  return new Uint8Array(buffer);
}

/** The resolution an independent reader finds in a file, in dpi. */
async function independentDensity(bytes: Uint8Array): Promise<number | undefined> {
  const metadata = await sharp(bytes).metadata();
  if (metadata.format !== 'webp') return metadata.density;
  if (!metadata.exif) return undefined;
  const image = exifReader(metadata.exif).Image;
  const resolution = image?.XResolution;
  if (typeof resolution !== 'number') return undefined;
  return image?.ResolutionUnit === 3 ? resolution * 2.54 : resolution;
}

/** A PNG without its pHYs chunk (libvips always writes one). */
function withoutPhys(png: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  const data = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let offset = 8; offset < png.length;) {
    const end = offset + 12 + data.getUint32(offset);
    if (Buffer.from(png.subarray(offset + 4, offset + 8)).toString('latin1') !== 'pHYs') {
      parts.push(png.subarray(offset, end));
    }
    offset = end;
  }
  return new Uint8Array(Buffer.concat(parts));
}

async function decodedPixels(bytes: Uint8Array) {
  return sharp(bytes).ensureAlpha().raw().toBuffer();
}

describe('withDensity and readDensity', () => {
  it.each([
    ['png', 300],
    ['png', 72],
    ['jpeg', 300],
    ['jpeg', 150],
    ['webp', 300],
  ] as const)('records %s at %i dpi so that libvips reads it back, pixels unchanged', async (format, dpi) => {
    const original = await encoded(format);
    const patched = withDensity(original, format, dpi);
    expect((await sharp(patched).metadata()).format).toBe(format);
    expect(await independentDensity(patched)).toBeCloseTo(dpi, 0);
    expect(readDensity(patched)).toBe(dpi);
    expect(await decodedPixels(patched)).toEqual(await decodedPixels(original));
  });

  it('replaces a resolution the file recorded before instead of adding a second one', async () => {
    const png = await encoded('png'); // libvips writes a pHYs chunk of its own
    expect(Buffer.from(png).toString('latin1').split('pHYs').length - 1).toBe(1);
    expect(readDensity(png)).not.toBeCloseTo(600, 0);
    const patched = withDensity(png, 'png', 600);
    expect(Buffer.from(patched).toString('latin1').split('pHYs').length - 1).toBe(1);
    expect(await independentDensity(patched)).toBeCloseTo(600, 0);
    expect(withDensity(patched, 'png', 600)).toEqual(patched);
  });

  it('adds the resolution to a PNG that records none, right after its header', async () => {
    const bare = withoutPhys(await encoded('png'));
    expect(readDensity(bare)).toBeUndefined();
    const patched = withDensity(bare, 'png', 300);
    expect(Buffer.from(patched.subarray(37, 41)).toString('latin1')).toBe('pHYs');
    expect(await independentDensity(patched)).toBeCloseTo(300, 0);
  });

  it('keeps the alpha flag when a simple lossless WebP becomes the extended layout', async () => {
    const patched = withDensity(await encoded('webp'), 'webp', 254);
    const metadata = await sharp(patched).metadata();
    expect(metadata.hasAlpha).toBe(true);
    expect([metadata.width, metadata.height]).toEqual([width, height]);
    expect(await independentDensity(patched)).toBeCloseTo(254, 0);
  });

  it('writes lossy WebP without alpha with its canvas size', async () => {
    const patched = withDensity(await encoded('webp', { alpha: false }), 'webp', 200);
    const metadata = await sharp(patched).metadata();
    expect([metadata.width, metadata.height]).toEqual([width, height]);
    expect(await independentDensity(patched)).toBeCloseTo(200, 0);
  });

  it('reads the resolution sharp records in a WebP and a JPEG', async () => {
    const make = () => sharp(rgba(), { raw: { width, height, channels: 4 } }).withMetadata({ density: 300 });
    expect(readDensity(new Uint8Array(await make().webp().toBuffer()))).toBeCloseTo(300, 3);
    expect(readDensity(new Uint8Array(await make().jpeg().toBuffer()))).toBeCloseTo(300, 3);
  });

  it('converts a JFIF density in dots per centimetre to dpi', async () => {
    const jpeg = withDensity(await encoded('jpeg'), 'jpeg', 100);
    const start = Buffer.from(jpeg).indexOf('JFIF\0', 0, 'latin1');
    jpeg[start + 7] = 2; // dots per centimetre
    jpeg[start + 8] = 0;
    jpeg[start + 9] = 118;
    expect(readDensity(jpeg)).toBeCloseTo(299.72, 2);
  });

  it('leaves bytes that are not a file of the format unchanged and reads no resolution from them', () => {
    const junk = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(withDensity(junk, 'png', 300)).toBe(junk);
    expect(withDensity(junk, 'jpeg', 300)).toBe(junk);
    expect(withDensity(junk, 'webp', 300)).toBe(junk);
    expect(readDensity(junk)).toBeUndefined();
  });

  it('reads no resolution from a file that records none, and ignores a non-positive dpi', async () => {
    const png = withoutPhys(await encoded('png'));
    expect(readDensity(png)).toBeUndefined();
    expect(readDensity(await encoded('webp'))).toBeUndefined();
    expect(withDensity(png, 'png', 0)).toBe(png);
    expect(withDensity(png, 'png', Number.NaN)).toBe(png);
  });
});
