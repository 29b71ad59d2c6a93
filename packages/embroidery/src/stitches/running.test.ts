import { describe, expect, it } from 'vitest';
import { EmbroideryError } from '../errors';
import { beanStitch, runningStitch } from './running';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof EmbroideryError) return error.code;
    throw error;
  }
  return undefined;
}

describe('runningStitch', () => {
  it('divides a 10 mm line into the fewest equal stitches of at most 3 mm', () => {
    // ceil(10 / 3) = 4 stitches of 2.5 mm.
    expect(
      runningStitch(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
        { stitchLength: 3 },
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 2.5, y: 0 },
      { x: 5, y: 0 },
      { x: 7.5, y: 0 },
      { x: 10, y: 0 },
    ]);
  });

  it('keeps every corner as a penetration', () => {
    // 4 mm then 3 mm at 2 mm: two stitches of 2 mm, then two of 1.5 mm.
    expect(
      runningStitch(
        [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
          { x: 4, y: 3 },
        ],
        { stitchLength: 2 },
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 1.5 },
      { x: 4, y: 3 },
    ]);
  });

  it('sews back to the start of a closed path', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 2, y: 0 },
      { x: 2, y: 2 },
      { x: 0, y: 2 },
    ];
    const stitches = runningStitch(square, { stitchLength: 5, closed: true });
    expect(stitches).toEqual([...square, { x: 0, y: 0 }]);
  });

  it('drops repeated points instead of sewing stitches of no length', () => {
    expect(
      runningStitch(
        [
          { x: 0, y: 0 },
          { x: 0, y: 0 },
          { x: 1, y: 0 },
        ],
        { stitchLength: 3 },
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ]);
  });

  it('refuses empty, degenerate, too short and unreasonable input with a code', () => {
    expect(codeOf(() => runningStitch([], { stitchLength: 3 }))).toBe('empty-shape');
    expect(
      codeOf(() =>
        runningStitch(
          [
            { x: 1, y: 1 },
            { x: 1, y: 1 },
          ],
          { stitchLength: 3 },
        ),
      ),
    ).toBe('degenerate-shape');
    expect(
      codeOf(() =>
        runningStitch(
          [
            { x: 0, y: 0 },
            { x: Number.NaN, y: 1 },
          ],
          { stitchLength: 3 },
        ),
      ),
    ).toBe('degenerate-shape');
    expect(
      codeOf(() =>
        runningStitch(
          [
            { x: 0, y: 0 },
            { x: 0.2, y: 0 },
          ],
          { stitchLength: 3 },
        ),
      ),
    ).toBe('shape-too-small');
    expect(
      codeOf(() =>
        runningStitch(
          [
            { x: 0, y: 0 },
            { x: 5000, y: 0 },
          ],
          { stitchLength: 3 },
        ),
      ),
    ).toBe('design-too-large');
    expect(
      codeOf(() =>
        runningStitch(
          [
            { x: 0, y: 0 },
            { x: 5, y: 0 },
          ],
          { stitchLength: 0 },
        ),
      ),
    ).toBe('invalid-option');
  });
});

describe('beanStitch', () => {
  it('sews every stitch forward, back and forward again', () => {
    expect(
      beanStitch(
        [
          { x: 0, y: 0 },
          { x: 6, y: 0 },
        ],
        { stitchLength: 3 },
      ),
    ).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 6, y: 0 },
      { x: 3, y: 0 },
      { x: 6, y: 0 },
    ]);
  });

  it('adds a back-and-forth pass per extra repeat', () => {
    const stitches = beanStitch(
      [
        { x: 0, y: 0 },
        { x: 2, y: 0 },
      ],
      { stitchLength: 3, repeats: 2 },
    );
    expect(stitches.map((point) => point.x)).toEqual([0, 2, 0, 2, 0, 2]);
  });
});

describe('the stitch budget', () => {
  it('refuses a path that would take more than a million stitches before making any', () => {
    // A zigzag of 2,000 strokes of 900 mm at 0.3 mm: about six million stitches.
    const path = Array.from({ length: 2001 }, (_, index) => ({ x: (index % 2) * 900, y: index * 0.4 }));
    expect(codeOf(() => runningStitch(path, { stitchLength: 0.3 }))).toBe('too-many-stitches');
  });
});
