import { describe, expect, it } from 'vitest';

import { RasterError } from './errors';
import {
  checkImageSize,
  copyImage,
  createImage,
  DEFAULT_DPI,
  imageFromData,
  MAXIMUM_PIXELS,
  physicalSizeInInches,
  validateImage,
} from './image';

function errorOf(action: () => unknown): RasterError {
  try {
    action();
  } catch (error) {
    if (error instanceof RasterError) return error;
    throw error;
  }
  throw new Error('expected a RasterError');
}

describe('createImage', () => {
  it('makes a transparent RGBA image with the default dpi', () => {
    const image = createImage(3, 2);
    expect(image.width).toBe(3);
    expect(image.height).toBe(2);
    expect(image.data).toBeInstanceOf(Uint8ClampedArray);
    expect(image.data.length).toBe(24);
    expect([...image.data].every((value) => value === 0)).toBe(true);
    expect(image.dpi).toBe(DEFAULT_DPI);
  });

  it('accepts a 1 x 1 image', () => {
    expect(createImage(1, 1, { dpi: 300 })).toMatchObject({ width: 1, height: 1, dpi: 300 });
  });

  it.each([
    [0, 10],
    [10, 0],
    [-1, 10],
    [2.5, 10],
    [Number.NaN, 10],
    [10, Number.POSITIVE_INFINITY],
  ])('refuses a size of %s x %s with a message naming the dimension', (width, height) => {
    const error = errorOf(() => createImage(width, height));
    expect(error.code).toBe('invalid-image');
    expect(error.message).toMatch(/^Image (width|height) must be a whole number of pixels/);
  });

  it('refuses 20,000 x 20,000 pixels as above the budget, saying both sizes', () => {
    const error = errorOf(() => createImage(20_000, 20_000));
    expect(error.code).toBe('image-too-large');
    expect(error.message).toBe(
      'Image of 20000 x 20000 pixels (400,000,000) is larger than the limit of 268,435,456 pixels',
    );
    expect(error.details).toMatchObject({ width: 20_000, height: 20_000, maximumPixels: MAXIMUM_PIXELS });
  });

  it('accepts exactly the budget and refuses one pixel more, for a caller-chosen budget', () => {
    expect(() => checkImageSize(10, 10, { maximumPixels: 100 })).not.toThrow();
    expect(errorOf(() => checkImageSize(101, 1, { maximumPixels: 100 })).code).toBe('image-too-large');
  });

  it('refuses a dpi that is not a positive number', () => {
    for (const dpi of [0, -72, Number.NaN]) {
      const error = errorOf(() => createImage(2, 2, { dpi }));
      expect(error.code).toBe('invalid-option');
      expect(error.details.option).toBe('dpi');
    }
  });
});

describe('imageFromData', () => {
  it('wraps bytes without copying them, viewing a Uint8Array as clamped', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const image = imageFromData(1, 1, bytes);
    expect(image.data.buffer).toBe(bytes.buffer);
    expect([...image.data]).toEqual([1, 2, 3, 4]);
  });

  it('refuses data whose length does not match the size', () => {
    const error = errorOf(() => imageFromData(2, 2, new Uint8ClampedArray(15)));
    expect(error.code).toBe('invalid-image');
    expect(error.message).toBe('Image data holds 15 bytes; 2 x 2 RGBA needs 16');
  });
});

describe('validateImage', () => {
  it('accepts a consistent image and refuses inconsistent ones', () => {
    const image = createImage(2, 1);
    expect(validateImage(image)).toBe(image);
    expect(errorOf(() => validateImage({ ...image, width: 3 })).code).toBe('invalid-image');
    expect(errorOf(() => validateImage({ ...image, data: [0, 0, 0, 0] })).code).toBe('invalid-image');
    expect(errorOf(() => validateImage(null, {}, 'source')).message).toBe('Input "source" is not an image');
  });
});

describe('physical size and copies', () => {
  it('gives inches as pixels / dpi', () => {
    expect(physicalSizeInInches(createImage(600, 150, { dpi: 300 }))).toEqual({ width: 2, height: 0.5 });
  });

  it('copies pixels into a new buffer', () => {
    const image = imageFromData(1, 1, new Uint8ClampedArray([9, 8, 7, 6]), { dpi: 150 });
    const copy = copyImage(image);
    expect(copy).toEqual(image);
    expect(copy.data.buffer).not.toBe(image.data.buffer);
  });
});
