import sharp, { type Metadata, type OutputInfo } from 'sharp';

import { RasterError } from '../errors';
import { DEFAULT_DPI, imageFromData, MAXIMUM_PIXELS, type RasterImage, validateImage } from '../image';
import { requireInteger, requireNumberInRange, requireOneOf } from '../options';
import { IMAGE_FORMATS, type EncodeOptions, type ImageCodec } from './codec';
import { exifResolution } from './exif';

export interface SharpCodecOptions {
  /** Files with more pixels are refused before they are decoded; default MAXIMUM_PIXELS. */
  readonly maximumPixels?: number;
}

const DECODABLE_FORMATS = new Set(['png', 'jpeg', 'webp']);

/**
 * The Node codec, on sharp (libvips). Decoding reads only PNG, JPEG and WebP, checks the size in
 * the header against the pixel budget before decoding (sharp's limitInputPixels guards the
 * decoder as well), converts to 8-bit sRGB RGBA and applies EXIF orientation. Encoding records
 * the dpi in the file; JPEG has no alpha, so transparent areas are flattened onto white.
 */
export function createSharpCodec(options: SharpCodecOptions = {}): ImageCodec {
  const maximumPixels = requireInteger(
    options.maximumPixels ?? MAXIMUM_PIXELS,
    'maximumPixels',
    1,
    Number.MAX_SAFE_INTEGER,
  );

  async function decode(bytes: Uint8Array): Promise<RasterImage> {
    if (!(bytes instanceof Uint8Array) || bytes.length === 0) {
      throw new RasterError('decode-failed', 'There are no image bytes to decode', {
        length: bytes?.length ?? 0,
      });
    }
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw new RasterError('decode-failed', 'The file is not a PNG, JPEG or WebP image', {}, error);
    }
    if (!metadata.format || !DECODABLE_FORMATS.has(metadata.format)) {
      throw new RasterError(
        'decode-failed',
        `Files of type ${metadata.format ?? 'unknown'} are not read; use PNG, JPEG or WebP`,
        {
          format: metadata.format ?? 'unknown',
        },
      );
    }
    const width = metadata.width ?? 0;
    const height = metadata.height ?? 0;
    if (width * height > maximumPixels) {
      throw new RasterError(
        'image-too-large',
        `Image of ${width} x ${height} pixels (${(width * height).toLocaleString('en-US')}) is larger than the limit of ` +
          `${maximumPixels.toLocaleString('en-US')} pixels`,
        { width, height, pixels: width * height, maximumPixels },
      );
    }
    let decoded: { data: Buffer; info: OutputInfo };
    try {
      decoded = await sharp(input, { limitInputPixels: maximumPixels, failOn: 'error' })
        .autoOrient()
        .toColourspace('srgb')
        .ensureAlpha()
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/pixel limit/i.test(message)) {
        throw new RasterError(
          'image-too-large',
          `Image is larger than the limit of ${maximumPixels} pixels`,
          { maximumPixels },
          error,
        );
      }
      throw new RasterError(
        'decode-failed',
        `The image file is damaged or incomplete: ${message}`,
        {},
        error,
      );
    }
    // A fresh, aligned copy: sharp's buffer may be a view into a shared pool.
    const data = new Uint8ClampedArray(decoded.data.length);
    data.set(decoded.data);
    const recorded = metadata.density ?? (metadata.exif ? exifResolution(metadata.exif) : undefined);
    const dpi = recorded && recorded > 0 ? recorded : DEFAULT_DPI;
    return imageFromData(decoded.info.width, decoded.info.height, data, { dpi, maximumPixels });
  }

  async function encode(image: RasterImage, encodeOptions: EncodeOptions): Promise<Uint8Array> {
    validateImage(image, { maximumPixels });
    const format = requireOneOf(encodeOptions?.format, 'format', IMAGE_FORMATS);
    const quality = requireInteger(encodeOptions.quality ?? 90, 'quality', 1, 100);
    const dpi = requireNumberInRange(encodeOptions.dpi ?? image.dpi, 'dpi', 1, 100_000);
    const raw = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    let pipeline = sharp(raw, {
      raw: { width: image.width, height: image.height, channels: 4 },
      limitInputPixels: maximumPixels,
    }).withMetadata({ density: dpi });
    if (format === 'png') pipeline = pipeline.png();
    else if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality });
    else {
      // WebP has no density field of its own; the resolution goes into EXIF (read back by exifResolution).
      const rational = `${Math.round(dpi * 1000)}/1000`;
      pipeline = pipeline
        .withExif({ IFD0: { XResolution: rational, YResolution: rational, ResolutionUnit: '2' } })
        .webp({ quality });
    }
    try {
      const encoded = await pipeline.toBuffer();
      return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
    } catch (error) {
      throw new RasterError(
        'encode-failed',
        `The image could not be written as ${format}`,
        { format },
        error,
      );
    }
  }

  return { decode, encode };
}
