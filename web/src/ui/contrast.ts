// Colour contrast as WCAG 2 measures it, and the choice of a background that keeps a set of
// colours readable: the stitch previews pick their fabric tone with it, the project thumbnails
// the checkerboard behind transparent designs.

export interface Rgb {
  red: number;
  green: number;
  blue: number;
}

/** Relative luminance (WCAG 2): 0 for black, 1 for white. */
export function relativeLuminance({ red, green, blue }: Rgb): number {
  const linear = (value: number) => {
    const channel = Math.max(0, Math.min(255, value)) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours (WCAG 2), from 1 (the same) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Of the candidate backgrounds, the one whose lowest contrast with any of the colours is the
 * highest (the best worst case); the first candidate wins a tie and stands when there are no
 * colours.
 */
export function bestBackground<Candidate extends Rgb>(
  colours: readonly Rgb[],
  candidates: readonly Candidate[],
): Candidate {
  let best = candidates[0]!;
  let bestWorst = -Infinity;
  for (const candidate of candidates) {
    const worst = Math.min(...colours.map((colour) => contrastRatio(colour, candidate)));
    if (worst > bestWorst + 1e-9) {
      best = candidate;
      bestWorst = worst;
    }
  }
  return best;
}
