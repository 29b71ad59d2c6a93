import { gradientLookupTable, type Gradient } from './gradient';
import { blankLike, type RasterImage, validateImage } from './image';
import { greyValue } from './luminance';
import { pixelWords } from './pixels';

export interface GradientMapOptions {
  /** 1 to 32 steps; grey 0 takes the colour at position 0, grey 255 the colour at position 1. */
  readonly gradient: Gradient;
}

/**
 * Replaces each pixel by the gradient's colour at its grey value (BT.709, as `greyscale`
 * computes it); the result's alpha is the pixel's alpha times the gradient colour's alpha.
 */
export function gradientMap(image: RasterImage, options: GradientMapOptions): RasterImage {
  validateImage(image);
  const table = pixelWords(gradientLookupTable(options?.gradient, 256));
  const output = blankLike(image);
  const source = pixelWords(image.data);
  const target = pixelWords(output.data);
  for (let index = 0; index < source.length; index++) {
    const pixel = source[index];
    const colour = table[greyValue(pixel & 255, (pixel >> 8) & 255, (pixel >> 16) & 255)];
    const pixelAlpha = pixel >>> 24;
    const alpha = pixelAlpha === 255 ? colour >>> 24 : Math.round((pixelAlpha * (colour >>> 24)) / 255);
    target[index] = (colour & 0x00ffffff) | (alpha << 24);
  }
  return output;
}
