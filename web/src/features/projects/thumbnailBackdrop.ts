// The checkerboard behind a project thumbnail with transparent parts: light or dark, whichever
// keeps the design's own colours readable (the best worst-case WCAG 2 contrast against either
// square of the board), so a black drawing does not vanish on the dark theme's board nor a white
// one on the light theme's. The theme's own board wins a tie; an opaque thumbnail needs none.
import { contrastRatio, type Rgb } from '../../ui/contrast';

export type Backdrop = 'light' | 'dark';

/** The two squares of each checkerboard (projects.css draws the same). */
export const backdropTones: Readonly<Record<Backdrop, readonly [Rgb, Rgb]>> = {
  light: [
    { red: 255, green: 255, blue: 255 },
    { red: 222, green: 224, blue: 229 },
  ],
  dark: [
    { red: 46, green: 49, blue: 58 },
    { red: 30, green: 32, blue: 39 },
  ],
};

/** Pixels at least this opaque count as the design's colours. */
const opaqueEnough = 128;

/**
 * The backdrop for a thumbnail's RGBA pixels (straight alpha, as `getImageData` gives them), or
 * undefined when no pixel is transparent (nothing shows through) or every pixel is.
 */
export function thumbnailBackdrop(pixels: Uint8ClampedArray, theme: Backdrop): Backdrop | undefined {
  const colours = new Map<number, Rgb>();
  let seeThrough = false;
  for (let offset = 0; offset + 3 < pixels.length; offset += 4) {
    const alpha = pixels[offset + 3]!;
    if (alpha < 255) seeThrough = true;
    if (alpha < opaqueEnough) continue;
    // Colours a few steps apart count once: a thumbnail has thousands of near-equal pixels.
    const red = pixels[offset]! & 0xf8;
    const green = pixels[offset + 1]! & 0xf8;
    const blue = pixels[offset + 2]! & 0xf8;
    colours.set((red << 16) | (green << 8) | blue, { red, green, blue });
  }
  if (!seeThrough || colours.size === 0) return undefined;
  const worst = (backdrop: Backdrop) => {
    let lowest = Infinity;
    for (const colour of colours.values())
      for (const tone of backdropTones[backdrop]) lowest = Math.min(lowest, contrastRatio(colour, tone));
    return lowest;
  };
  const other: Backdrop = theme === 'light' ? 'dark' : 'light';
  return worst(other) > worst(theme) + 1e-9 ? other : theme;
}
