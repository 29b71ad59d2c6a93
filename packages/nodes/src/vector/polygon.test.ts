import { anchorPoints } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runSource } from '../support/vector-testing';
import { polygonNode } from './polygon';

describe('the polygon node', () => {
  it('draws a square turned 45° with its corners on the radius', async () => {
    const drawing = outputDrawing(
      await runSource(polygonNode, { centreX: 0, centreY: 0, radius: 10, sides: 4, rotation: 45 }),
    );
    const corners = anchorPoints(drawing.paths[0]!.subpaths[0]!);
    expect(corners).toHaveLength(4);
    // Turned 45° clockwise from straight up, the first corner sits up and to the right.
    expect(corners[0]!.x).toBeCloseTo(10 * Math.SQRT1_2, 9);
    expect(corners[0]!.y).toBeCloseTo(-10 * Math.SQRT1_2, 9);
  });

  it('refuses a fractional number of sides before it runs', async () => {
    const result = await runSource(polygonNode, { sides: 2 });
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'sides' } });
  });
});
