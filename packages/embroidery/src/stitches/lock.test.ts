import { describe, expect, it } from 'vitest';
import { withTieIn, withTieOff } from './lock';

const run = [
  { x: 0, y: 0 },
  { x: 3, y: 0 },
  { x: 3, y: 4 },
];

describe('lock stitches', () => {
  it('ties in with small stitches back and forth along the start of the run', () => {
    expect(withTieIn(run, { length: 1, repeats: 2 })).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 4 },
    ]);
  });

  it('ties off back along the end of the run', () => {
    expect(withTieOff(run, { length: 1, repeats: 1 })).toEqual([
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 4 },
      { x: 3, y: 3 },
      { x: 3, y: 4 },
    ]);
  });

  it('keeps lock stitches within half of a short run', () => {
    const short = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
    ];
    expect(withTieIn(short, { length: 0.8, repeats: 1 })[1]).toEqual({ x: 0.5, y: 0 });
  });

  it('leaves a single penetration alone', () => {
    expect(withTieIn([{ x: 1, y: 1 }])).toEqual([{ x: 1, y: 1 }]);
  });
});
