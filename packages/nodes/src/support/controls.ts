// Bounds and control rows shared by several image nodes.
import { DEFAULT_DPI } from '@atelier/raster';
import type { Colour, ControlRow, GradientStep } from '@atelier/graph';
import type { NodeLabels } from './labels';

/**
 * The longest side a size control accepts. Larger than any image the kernels' pixel budget
 * allows (16,384 x 16,384 in area), so that a side within it but an area beyond the budget
 * reaches the kernel and gets its clear `image-too-large` message.
 */
export const maximumSide = 65_536;

/** The highest resolution a dpi control accepts, as the kernels do. */
export const maximumDotsPerInch = 100_000;

export const black: Colour = { red: 0, green: 0, blue: 0, alpha: 255 };
export const white: Colour = { red: 255, green: 255, blue: 255, alpha: 255 };
export const transparent: Colour = { red: 0, green: 0, blue: 0, alpha: 0 };

/** Black to white, the gradient a new gradient control starts with. */
export const blackToWhite: readonly GradientStep[] = [
  { position: 0, colour: black },
  { position: 1, colour: white },
];

/**
 * The width and height row of a node that makes an image or changes its pixel size, in pixels,
 * 512 x 512 to begin with.
 */
export function pixelSizeControls(label: NodeLabels): ControlRow {
  return [
    {
      id: 'width',
      kind: 'number',
      label: label.control('width'),
      default: 512,
      min: 1,
      max: maximumSide,
      step: 1,
    },
    {
      id: 'height',
      kind: 'number',
      label: label.control('height'),
      default: 512,
      min: 1,
      max: maximumSide,
      step: 1,
    },
  ];
}

/** The resolution row of a node that makes a new image: it gives the image its physical size (inches = pixels / dpi). */
export function dpiControls(label: NodeLabels): ControlRow {
  return [
    {
      id: 'dpi',
      kind: 'number',
      label: label.control('dpi'),
      default: DEFAULT_DPI,
      min: 1,
      max: maximumDotsPerInch,
    },
  ];
}
