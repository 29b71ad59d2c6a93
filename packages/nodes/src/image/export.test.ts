import type { ImageCodec } from '@atelier/raster';
import { createSharpCodec } from '@atelier/raster/node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageCodecResourceId } from '../codec';
import {
  evaluateGraph,
  fixtureImageNode,
  graphOf,
  imageOf,
  nodeOf,
  outputImage,
  pixelsOf,
  wire,
} from '../support/testing';
import { exportedFileOf, exportNode, exportPixelSize } from './export';

const codec = createSharpCodec();
const red = [255, 0, 0, 255] as const;
const clear = [0, 0, 255, 0] as const;

async function exportImage(
  image: ReturnType<typeof imageOf>,
  controls: Record<string, unknown>,
  withCodec: ImageCodec | null = codec,
) {
  const graph = graphOf(
    [nodeOf(fixtureImageNode, 'source', { file: 'input' }), nodeOf(exportNode, 'export', controls)],
    [wire(1000, 'source', 'image', 'export')],
  );
  const resources: Record<string, unknown> = { input: image };
  if (withCodec) resources[imageCodecResourceId] = withCodec;
  const results = await evaluateGraph([fixtureImageNode, exportNode], graph, ['export'], resources);
  return results['export']!;
}

describe('the export node', () => {
  it('writes a PNG of the image at its own size with the resolution recorded in the file', async () => {
    const result = await exportImage(imageOf(2, 1, [red, clear], 72), { dpi: 300 });
    const file = exportedFileOf(result.values)!;
    expect(file).toMatchObject({
      format: 'png',
      mimeType: 'image/png',
      extension: 'png',
      width: 2,
      height: 1,
      dotsPerInch: 300,
    });
    const metadata = await sharp(file.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.density]).toEqual(['png', 2, 1, 300]);
    const { data } = await sharp(file.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([...red, ...clear]);
    expect(outputImage(result).dotsPerInch).toBe(300);
  });

  it('writes JPEG (transparency flattened onto white) and WebP at the quality asked for', async () => {
    const image = imageOf(2, 1, [red, clear]);
    const jpeg = exportedFileOf(
      (await exportImage(image, { format: 'jpeg', quality: 95, dpi: 150 })).values,
    )!;
    expect(jpeg).toMatchObject({ mimeType: 'image/jpeg', extension: 'jpg' });
    const jpegMetadata = await sharp(jpeg.bytes).metadata();
    expect([jpegMetadata.format, jpegMetadata.density]).toEqual(['jpeg', 150]);
    const { data } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
    // The transparent blue pixel comes out near white (JPEG's colour subsampling blurs it a little).
    expect(Math.min(data[3]!, data[4]!, data[5]!)).toBeGreaterThan(180);
    const webp = exportedFileOf((await exportImage(image, { format: 'webp' })).values)!;
    expect((await sharp(webp.bytes).metadata()).format).toBe('webp');
  });

  it('turns physical sizes into pixels at the resolution, following the proportions when a side is 0', async () => {
    // 25.4 mm is one inch: 10 pixels at 10 dpi; the height follows the 2:1 proportions.
    const result = await exportImage(imageOf(2, 1, [red, red], 72), {
      width: 25.4,
      units: 'millimetres',
      dpi: 10,
    });
    const file = exportedFileOf(result.values)!;
    expect([file.width, file.height, file.dotsPerInch]).toEqual([10, 5, 10]);
    expect(pixelsOf(outputImage(result))[0]).toEqual(red);
    expect(
      exportPixelSize({ width: 300, height: 200 }, { width: 0, height: 1, unit: 'inches', dotsPerInch: 100 }),
    ).toEqual({
      width: 150,
      height: 100,
    });
    expect(
      exportPixelSize({ width: 3, height: 2 }, { width: 0, height: 0, unit: 'feet', dotsPerInch: 1 }),
    ).toEqual({ width: 3, height: 2 });
  });

  it('exports a 1x1 image', async () => {
    const file = exportedFileOf((await exportImage(imageOf(1, 1, [red]), {})).values)!;
    expect([file.width, file.height, file.dotsPerInch]).toEqual([1, 1, 72]);
  });

  it('refuses a 20,000 x 20,000 export with a message instead of allocating it', async () => {
    const result = await exportImage(imageOf(1, 1, [red]), { width: 20_000, height: 20_000 });
    expect(result).toMatchObject({ status: 'failed', messages: [{ code: 'image-too-large' }] });
  });

  it('names bad parameters and says when the host has no codec', async () => {
    expect((await exportImage(imageOf(1, 1, [red]), { quality: Number.NaN })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'quality' },
    });
    expect((await exportImage(imageOf(1, 1, [red]), { quality: 50.5 })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'quality' },
    });
    expect((await exportImage(imageOf(1, 1, [red]), { format: 'gif' })).messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'format' },
    });
    expect((await exportImage(imageOf(1, 1, [red]), {}, null)).messages[0]?.code).toBe('missing-codec');
  });
});
