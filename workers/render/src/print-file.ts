// Print files: a print-file job renders the project's final image output and fits it into the
// print area of a product (its pixel size and dpi), as a PNG whose pHYs chunk carries the dpi,
// which is what print providers read the physical size from.
import type { PrintFileJobParameters } from '@atelier/contracts';
import type { GraphDocument } from '@atelier/graph';
import sharp from 'sharp';
import type { EvaluationTask, ThreadOutput } from './protocol';
import { outputNodeId } from './selection';

/** The largest side a design is drawn at when it has no image export node of its own. */
export const largestPreviewSide = 4096;

/** Print areas larger than this (pixels either way) are refused as a mistake. */
const largestPrintSide = 20_000;

/** The print area of a job's parameters, or a message saying what is wrong with them. */
export function printAreaOf(parameters: Record<string, unknown>): PrintFileJobParameters | string {
  const { width, height, dotsPerInch, placement } = parameters;
  const whole = (value: unknown, most: number) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= most;
  if (!whole(width, largestPrintSide) || !whole(height, largestPrintSide))
    return `The print area must be 1 to ${largestPrintSide} pixels wide and high.`;
  if (!whole(dotsPerInch, 2400)) return 'The print area needs a dpi from 1 to 2400.';
  return {
    width: width as number,
    height: height as number,
    dotsPerInch: dotsPerInch as number,
    placement: typeof placement === 'string' ? placement : 'default',
  };
}

/**
 * What a print file is made from: the design's image export nodes (as an export job writes
 * them), else its output node drawn as large as the print area (up to largestPreviewSide).
 */
export function printFileTask(
  graph: GraphDocument,
  area: PrintFileJobParameters,
): EvaluationTask | undefined {
  const imageExports = graph.nodes.filter((node) => node.type === 'image.export').map((node) => node.id);
  if (imageExports.length > 0) return { kind: 'files', nodeIds: imageExports };
  const nodeId = outputNodeId(graph);
  return nodeId
    ? { kind: 'preview', nodeId, size: Math.min(largestPreviewSide, Math.max(area.width, area.height)) }
    : undefined;
}

/**
 * The print file: the first image among the outputs, scaled to fit the print area whole,
 * centred, with transparent margins where its proportions differ, as a PNG at the area's dpi.
 */
export async function fitToPrintArea(
  outputs: readonly ThreadOutput[],
  area: PrintFileJobParameters,
): Promise<ThreadOutput | undefined> {
  const image = outputs.find(
    (output) => output.mimeType.startsWith('image/') && output.mimeType !== 'image/svg+xml',
  );
  if (!image) return undefined;
  const bytes = await sharp(Buffer.from(image.bytes), { limitInputPixels: false })
    .resize(area.width, area.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .withMetadata({ density: area.dotsPerInch })
    .png()
    .toBuffer();
  return { nodeId: `print-file-${area.placement}`, bytes, extension: 'png', mimeType: 'image/png' };
}
