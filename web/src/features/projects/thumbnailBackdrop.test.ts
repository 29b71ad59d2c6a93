import { describe, expect, it } from 'vitest';
import { thumbnailBackdrop } from './thumbnailBackdrop';

/** A thumbnail of `count` pixels of each [red, green, blue, alpha]. */
function pixels(...parts: Array<[[number, number, number, number], number]>): Uint8ClampedArray {
  const values: number[] = [];
  for (const [rgba, count] of parts) for (let index = 0; index < count; index++) values.push(...rgba);
  return new Uint8ClampedArray(values);
}

const clear: [number, number, number, number] = [0, 0, 0, 0];
const black: [number, number, number, number] = [0, 0, 0, 255];
const white: [number, number, number, number] = [255, 255, 255, 255];

describe('the checkerboard behind a transparent thumbnail', () => {
  it('is light behind a black drawing and dark behind a white one, in either theme', () => {
    for (const theme of ['light', 'dark'] as const) {
      expect(thumbnailBackdrop(pixels([clear, 50], [black, 50]), theme)).toBe('light');
      expect(thumbnailBackdrop(pixels([clear, 50], [white, 50]), theme)).toBe('dark');
    }
  });

  it('goes by the worst-read colour of a design, whatever the theme', () => {
    const grey: [number, number, number, number] = [128, 128, 128, 255];
    const red: [number, number, number, number] = [230, 30, 30, 255];
    for (const theme of ['light', 'dark'] as const) {
      // Mid grey reads about 3:1 on the light board, black hardly at all on the dark one.
      expect(thumbnailBackdrop(pixels([clear, 10], [black, 10], [grey, 10]), theme)).toBe('light');
      // Mid grey reads about 3.3:1 on the dark board, white not at all on the light one.
      expect(thumbnailBackdrop(pixels([clear, 10], [white, 10], [grey, 10]), theme)).toBe('dark');
      // A strong red: about 3.5:1 on the light board's grey squares, 2.8:1 on the dark one's lighter squares.
      expect(thumbnailBackdrop(pixels([clear, 10], [red, 10]), theme)).toBe('light');
    }
  });

  it('leaves opaque thumbnails alone, and ignores nearly transparent edge pixels', () => {
    expect(thumbnailBackdrop(pixels([black, 20]), 'dark')).toBeUndefined();
    expect(thumbnailBackdrop(pixels([clear, 20]), 'dark')).toBeUndefined();
    // A white halo at 20% opacity around a black drawing does not decide.
    expect(thumbnailBackdrop(pixels([clear, 10], [black, 10], [[255, 255, 255, 50], 10]), 'dark')).toBe(
      'light',
    );
  });
});
