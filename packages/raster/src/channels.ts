import { RasterError } from './errors';
import { blankLike, type RasterImage, validateImage } from './image';
import { greyValue } from './luminance';
import { pixelWords } from './pixels';

/** One grey, opaque image a channel. */
export interface ChannelImages {
  readonly red: RasterImage;
  readonly green: RasterImage;
  readonly blue: RasterImage;
  readonly alpha: RasterImage;
}

/** Splits an image into four opaque grey images, one for each of red, green, blue and alpha. */
export function splitChannels(image: RasterImage): ChannelImages {
  validateImage(image);
  const source = pixelWords(image.data);
  const [red, green, blue, alpha] = [0, 8, 16, 24].map((shift) => {
    const output = blankLike(image);
    const target = pixelWords(output.data);
    for (let index = 0; index < source.length; index++) {
      const value = (source[index] >>> shift) & 255;
      target[index] = value | (value << 8) | (value << 16) | -16777216;
    }
    return output;
  });
  return { red, green, blue, alpha };
}

export interface MergeChannelsInput {
  readonly red: RasterImage;
  readonly green: RasterImage;
  readonly blue: RasterImage;
  /** Opaque when left out. */
  readonly alpha?: RasterImage;
}

/**
 * Builds an image whose channels are the grey values of the inputs (a grey image gives its
 * value; a coloured one its BT.709 grey, as `greyscale` computes it). All inputs must have the
 * same size; the result takes the red input's dpi.
 */
export function mergeChannels(input: MergeChannelsInput): RasterImage {
  const named = (['red', 'green', 'blue', 'alpha'] as const).filter(
    (name) => name !== 'alpha' || input?.alpha,
  );
  const images = named.map((name) => validateImage(input?.[name], {}, name));
  const [first] = images;
  for (const [index, image] of images.entries()) {
    if (image.width !== first.width || image.height !== first.height) {
      throw new RasterError(
        'size-mismatch',
        `Input "${named[index]}" is ${image.width} x ${image.height}; "red" is ${first.width} x ${first.height}`,
        {
          input: named[index],
          width: image.width,
          height: image.height,
          expectedWidth: first.width,
          expectedHeight: first.height,
        },
      );
    }
  }
  const output = blankLike(first);
  const target = pixelWords(output.data);
  if (images.length === 3) target.fill(-16777216);
  images.forEach((image, channel) => addChannel(pixelWords(image.data), target, channel * 8));
  return output;
}

/** ORs the grey value of each source pixel into the target words at `shift`. */
function addChannel(source: Int32Array, target: Int32Array, shift: number): void {
  for (let index = 0; index < source.length; index++) {
    const pixel = source[index];
    const red = pixel & 255;
    const green = (pixel >> 8) & 255;
    const blue = (pixel >> 16) & 255;
    const grey = red === green && green === blue ? red : greyValue(red, green, blue);
    target[index] |= grey << shift;
  }
}
