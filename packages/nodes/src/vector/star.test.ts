import { anchorPoints } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runSource } from '../support/vector-testing';
import { starNode } from './star';

describe('the star node', () => {
  it('alternates tips on the outer radius and corners on the inner one', async () => {
    const drawing = outputDrawing(
      await runSource(starNode, { centreX: 0, centreY: 0, outerRadius: 10, innerRadius: 5, points: 6 }),
    );
    const corners = anchorPoints(drawing.paths[0]!.subpaths[0]!);
    expect(corners).toHaveLength(12);
    expect(corners[0]!.x).toBeCloseTo(0, 12);
    expect(corners[0]!.y).toBe(-10);
    expect(Math.hypot(corners[1]!.x, corners[1]!.y)).toBeCloseTo(5, 12);
  });

  it('says which radius is wrong when the inner one is larger', async () => {
    const result = await runSource(starNode, { outerRadius: 5, innerRadius: 10 });
    expect(result.messages[0]).toMatchObject({
      code: 'invalid-parameter',
      values: { control: 'innerRadius' },
    });
  });
});
