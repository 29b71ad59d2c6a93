import {
  convertLength,
  lengthUnits,
  type LengthUnit,
  type NodeDefinition,
  type RasterImage,
} from '@atelier/graph';
import { IMAGE_FORMATS, resize, type ImageFormat } from '@atelier/raster';
import { requireCodec } from '../codec';
import { maximumDotsPerInch, maximumSide } from '../support/controls';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'export');

/** What an export node writes: the file's bytes and what they hold. */
export interface ExportedFile {
  format: ImageFormat;
  mimeType: string;
  /** Without the dot: png, jpg or webp. */
  extension: string;
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The resolution recorded in the file. */
  dotsPerInch: number;
}

export const exportFormats: Readonly<Record<ImageFormat, { mimeType: string; extension: string }>> = {
  png: { mimeType: 'image/png', extension: 'png' },
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
  webp: { mimeType: 'image/webp', extension: 'webp' },
};

/** The exported file among an export node's values, when it has one. */
export function exportedFileOf(values: Readonly<Record<string, unknown>>): ExportedFile | undefined {
  const file = values['file'] as ExportedFile | undefined;
  return file && file.bytes instanceof Uint8Array ? file : undefined;
}

/**
 * The pixel size an export asks for: width and height in their unit at the resolution; a side
 * left at 0 follows the image's proportions, both at 0 keep the image's size.
 */
export function exportPixelSize(
  image: { width: number; height: number },
  request: { width: number; height: number; unit: LengthUnit; dotsPerInch: number },
): { width: number; height: number } {
  const toPixels = (length: number) =>
    Math.max(1, Math.round(convertLength(length, request.unit, 'pixels', request.dotsPerInch)));
  if (request.width === 0 && request.height === 0) return { width: image.width, height: image.height };
  if (request.height === 0) {
    const width = toPixels(request.width);
    return { width, height: Math.max(1, Math.round((image.height * width) / image.width)) };
  }
  if (request.width === 0) {
    const height = toPixels(request.height);
    return { width: Math.max(1, Math.round((image.width * height) / image.height)), height };
  }
  return { width: toPixels(request.width), height: toPixels(request.height) };
}

/**
 * Writes an image file: PNG, JPEG or WebP at a size in pixels or a physical unit, with the
 * resolution recorded in the file (spec section 3, "Export node"). Puts out the exported image
 * (`image`, for previews and further nodes) and, beside the sockets, the encoded file under
 * `file` (an `ExportedFile`), which hosts write or offer for download. Encoding goes through
 * the host's codec (resource `atelier:image-codec`).
 */
export const exportNode = defineNode({
  id: 'image.export',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to export. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** The file format: PNG (lossless, keeps transparency), JPEG (no transparency) or WebP. */
      {
        id: 'format',
        kind: 'dropdown',
        label: label.control('format'),
        default: 'png',
        options: IMAGE_FORMATS.map((format) => ({ value: format, label: label.option('format', format) })),
      },
    ],
    [
      /** Width in the chosen unit; 0 follows the image's proportions (or its size when both are 0). */
      { id: 'width', kind: 'number', label: label.control('width'), default: 0, min: 0, max: maximumSide },
      /** Height in the chosen unit; 0 follows the image's proportions (or its size when both are 0). */
      { id: 'height', kind: 'number', label: label.control('height'), default: 0, min: 0, max: maximumSide },
      /** The unit of width and height: pixels, millimetres, centimetres, inches or feet. */
      {
        id: 'units',
        kind: 'dropdown',
        label: label.control('units'),
        default: 'pixels',
        options: lengthUnits.map((unit) => ({ value: unit, label: label.option('units', unit) })),
      },
    ],
    [
      /** Resolution recorded in the file and used to turn physical sizes into pixels; 0 keeps the image's. */
      { id: 'dpi', kind: 'number', label: label.control('dpi'), default: 0, min: 0, max: maximumDotsPerInch },
      /** JPEG and WebP quality, 1 to 100; PNG is lossless and ignores it. */
      {
        id: 'quality',
        kind: 'slider',
        label: label.control('quality'),
        default: 90,
        min: 1,
        max: 100,
        step: 1,
      },
    ],
  ],
  async evaluate({ inputs, controls, resource }) {
    const source = inputs['title'] as RasterImage;
    const format = controls['format'] as ImageFormat;
    const dotsPerInch = (controls['dpi'] as number) || source.dotsPerInch;
    const size = exportPixelSize(source, {
      width: controls['width'] as number,
      height: controls['height'] as number,
      unit: controls['units'] as LengthUnit,
      dotsPerInch,
    });
    const codec = requireCodec(resource);
    const resized =
      size.width === source.width && size.height === source.height
        ? kernelImage(source)
        : resize(kernelImage(source), { ...size, filter: 'lanczos3' });
    const image = { ...resized, dpi: dotsPerInch };
    const bytes = await codec.encode(image, {
      format,
      quality: controls['quality'] as number,
      dpi: dotsPerInch,
    });
    const file: ExportedFile = {
      format,
      ...exportFormats[format],
      bytes,
      width: image.width,
      height: image.height,
      dotsPerInch,
    };
    return { image: socketImage(image), file };
  },
} satisfies NodeDefinition);
