// Bounds shared by several image nodes' controls.
import type { Colour, GradientStep } from '@atelier/graph';

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
