import type { RasterImage } from '../image';

export type ImageFormat = 'png' | 'jpeg' | 'webp';
export const IMAGE_FORMATS: readonly ImageFormat[] = ['png', 'jpeg', 'webp'];

export interface EncodeOptions {
  readonly format: ImageFormat;
  /** 1 to 100 for JPEG and WebP (default 90); ignored for PNG, which is lossless. */
  readonly quality?: number;
  /** Recorded in the file (PNG pHYs, JPEG JFIF density, WebP EXIF); defaults to the image's dpi. */
  readonly dpi?: number;
}

/**
 * Reads and writes image files. The kernels never touch files or formats; a codec sits at the
 * edge: sharp in Node (`@atelier/raster/node`), the browser's own decoders in the web app.
 */
export interface ImageCodec {
  /** Decodes PNG, JPEG or WebP bytes to RGBA, upright (EXIF orientation applied), with the file's dpi. */
  decode(bytes: Uint8Array): Promise<RasterImage>;
  encode(image: RasterImage, options: EncodeOptions): Promise<Uint8Array>;
}
