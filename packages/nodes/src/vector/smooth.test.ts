import { anchorPoints, createPath, polyline, type VectorDrawing } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { smoothNode } from './smooth';

const square: VectorDrawing = {
  paths: [
    createPath([
      polyline(
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
          { x: 10, y: 10 },
          { x: 0, y: 10 },
        ],
        true,
      ),
    ]),
  ],
};

describe('the smooth node', () => {
  it('turns a square into four Catmull–Rom curves through its corners', async () => {
    const subpath = outputDrawing(await runOnDrawings(smoothNode, { title: square })).paths[0]!.subpaths[0]!;
    expect(subpath.segments.map((segment) => segment.kind)).toEqual(['cubic', 'cubic', 'cubic', 'cubic']);
    expect(subpath.segments.map((segment) => segment.to)).toEqual([
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
      { x: 0, y: 0 },
    ]);
  });

  it('cuts corners with Chaikin: one pass doubles the points', async () => {
    const subpath = outputDrawing(
      await runOnDrawings(smoothNode, { title: square }, { method: 'chaikin', iterations: 1 }),
    ).paths[0]!.subpaths[0]!;
    expect(anchorPoints(subpath)).toHaveLength(8);
    expect(anchorPoints(subpath)[0]).toEqual({ x: 2.5, y: 0 });
  });
});
