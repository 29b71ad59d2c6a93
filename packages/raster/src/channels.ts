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
  const target = output.data;
  images.forEach((image, channel) => {
    const source = image.data;
    for (let index = 0; index < source.length; index += 4) {
      target[index + channel] = greyValue(source[index], source[index + 1], source[index + 2]);
    }
  });
  if (images.length === 3) {
    for (let index = 3; index < target.length; index += 4) target[index] = 255;
  }
  return output;
}
