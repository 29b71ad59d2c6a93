import { describe, expect, it } from 'vitest';
import { polygonsFromRings, type Point } from './geometry';

function square(x: number, y: number, size: number): Point[] {
  return [
    { x, y },
    { x: x + size, y },
    { x: x + size, y: y + size },
    { x, y: y + size },
  ];
}

describe('polygonsFromRings', () => {
  it('makes holes of rings inside an outline and outlines of rings inside a hole', () => {
    const outer = square(0, 0, 100);
    const hole = square(10, 10, 80);
    const island = square(40, 40, 20);
    const islandHole = square(45, 45, 10);
    const apart = square(200, 0, 10);
    expect(polygonsFromRings([island, outer, islandHole, hole, apart])).toEqual([
      { outer: island, holes: [islandHole] },
      { outer, holes: [hole] },
      { outer: apart, holes: [] },
    ]);
  });

  it('leaves out rings of fewer than three points', () => {
    expect(
      polygonsFromRings([
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
      ]),
    ).toEqual([]);
  });
});
