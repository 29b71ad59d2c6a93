import { anchorPoints, createPath, polyline, type VectorDrawing } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { simplifyNode } from './simplify';

const zigzag: VectorDrawing = {
  paths: [
    createPath(
      [
        polyline(
          [
            { x: 0, y: 0 },
            { x: 2, y: 0.5 },
            { x: 4, y: 1.8 },
            { x: 6, y: 3 },
            { x: 8, y: 1.4 },
            { x: 10, y: 0 },
          ],
          false,
        ),
      ],
      { fill: null },
    ),
  ],
};

describe('the simplify node', () => {
  it('keeps only the points farther than the tolerance from the outline', async () => {
    // See the kernel's test: at 0.5 mm only the peak (6, 3) stays between the ends.
    const drawing = outputDrawing(await runOnDrawings(simplifyNode, { title: zigzag }, { tolerance: 0.5 }));
    expect(anchorPoints(drawing.paths[0]!.subpaths[0]!)).toEqual([
      { x: 0, y: 0 },
      { x: 6, y: 3 },
      { x: 10, y: 0 },
    ]);
  });

  it('refuses a tolerance of 0 before it runs', async () => {
    const result = await runOnDrawings(simplifyNode, { title: zigzag }, { tolerance: 0 });
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'tolerance' } });
  });
});
