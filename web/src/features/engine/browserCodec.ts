// The image codec of the browser engine: the browser's own decoders (createImageBitmap) and
// encoders (OffscreenCanvas), available inside a Web Worker. The load and export nodes reach it
// through the engine's host resources.
import { readDensity, withDensity } from '@atelier/raster/density';

/** The kernel image shape the nodes' codec contract uses (see @atelier/raster's ImageCodec). */
interface CodecImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
  readonly dpi: number;
}

type CodecFormat = 'png' | 'jpeg' | 'webp';

const mimeTypes: Record<CodecFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** Same budget as the kernels (2^28 pixels), checked from the decoded bitmap's size. */
const maximumPixels = 268_435_456;

class CodecError extends Error {
  override readonly name = 'RasterError';
  constructor(
    readonly code: 'decode-failed' | 'encode-failed' | 'image-too-large',
    message: string,
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

/** The dpi of an image whose file records none. */
const defaultDpi = 72;

/**
 * Decodes PNG, JPEG and WebP to straight RGBA with the dpi the file records, and encodes them
 * back with the dpi recorded (PNG pHYs, JPEG JFIF, WebP EXIF): browsers neither report nor write
 * a resolution, so it is read from and patched into the bytes.
 */
export function createBrowserCodec() {
  return {
    async decode(bytes: Uint8Array): Promise<CodecImage> {
      let bitmap: ImageBitmap;
      try {
        bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
          premultiplyAlpha: 'none',
          colorSpaceConversion: 'default',
        });
      } catch {
        throw new CodecError('decode-failed', 'The file is not a PNG, JPEG or WebP image');
      }
      const { width, height } = bitmap;
      if (width * height > maximumPixels) {
        bitmap.close();
        throw new CodecError('image-too-large', `Image of ${width} x ${height} pixels is too large`, {
          width,
          height,
          pixels: width * height,
          maximumPixels,
        });
      }
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      bitmap.close();
      const data = context.getImageData(0, 0, width, height).data;
      return { width, height, data, dpi: readDensity(bytes) ?? defaultDpi };
    },

    async encode(
      image: CodecImage,
      options: { format: CodecFormat; quality?: number; dpi?: number },
    ): Promise<Uint8Array> {
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.putImageData(new ImageData(new Uint8ClampedArray(image.data), image.width, image.height), 0, 0);
      try {
        const blob = await canvas.convertToBlob({
          type: mimeTypes[options.format],
          quality: (options.quality ?? 90) / 100,
        });
        return withDensity(
          new Uint8Array(await blob.arrayBuffer()),
          options.format,
          options.dpi ?? image.dpi,
        );
      } catch {
        throw new CodecError('encode-failed', `The image could not be written as ${options.format}`, {
          format: options.format,
        });
      }
    },
  };
}
