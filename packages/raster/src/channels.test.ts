import { describe, expect, it } from 'vitest';

import { mergeChannels, splitChannels } from './channels';
import { RasterError } from './errors';
import { imageOf, pixelsOf, testPicture } from './test-images';

describe('channels', () => {
  it('splits into opaque grey images, one a channel', () => {
    const { red, green, blue, alpha } = splitChannels(imageOf([[[10, 20, 30, 40]]], 300));
    expect(pixelsOf(red)).toEqual([[[10, 10, 10, 255]]]);
    expect(pixelsOf(green)).toEqual([[[20, 20, 20, 255]]]);
    expect(pixelsOf(blue)).toEqual([[[30, 30, 30, 255]]]);
    expect(pixelsOf(alpha)).toEqual([[[40, 40, 40, 255]]]);
    expect(red.dpi).toBe(300);
  });

  it('merges split channels back into the same image', () => {
    const picture = testPicture(13, 7, (x, y) => (x * 19 + y * 7) % 256);
    expect(mergeChannels(splitChannels(picture)).data).toEqual(picture.data);
  });

  it('reads a coloured input by its grey value and makes the result opaque without an alpha input', () => {
    // Pure green greys to 220 (BT.709 in linear light).
    const green = imageOf([[[0, 255, 0, 255]]]);
    const grey = imageOf([[[50, 50, 50, 255]]]);
    expect(pixelsOf(mergeChannels({ red: green, green: grey, blue: grey }))).toEqual([[[220, 50, 50, 255]]]);
  });

  it('refuses inputs of different sizes, naming the input', () => {
    const small = imageOf([[[0, 0, 0, 255]]]);
    const wide = imageOf([
      [
        [0, 0, 0, 255],
        [0, 0, 0, 255],
      ],
    ]);
    try {
      mergeChannels({ red: small, green: small, blue: wide });
      expect.unreachable();
    } catch (error) {
      expect((error as RasterError).code).toBe('size-mismatch');
      expect((error as RasterError).message).toBe('Input "blue" is 2 x 1; "red" is 1 x 1');
    }
    expect(() => mergeChannels({ red: small, green: small } as never)).toThrow(
      'Input "blue" is not an image',
    );
  });
});
