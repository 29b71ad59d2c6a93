import { drawingBounds } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runSource } from '../support/vector-testing';
import { ellipseNode } from './ellipse';

describe('the ellipse node', () => {
  it('draws an ellipse of four cubics around its centre', async () => {
    const drawing = outputDrawing(
      await runSource(ellipseNode, { centreX: 10, centreY: 5, radiusX: 8, radiusY: 3 }),
    );
    expect(drawing.paths[0]!.subpaths[0]!.segments).toHaveLength(4);
    expect(drawingBounds(drawing)).toEqual({ minX: 2, minY: 2, maxX: 18, maxY: 8 });
  });

  it('leaves the shape unfilled when the fill is transparent', async () => {
    const drawing = outputDrawing(
      await runSource(ellipseNode, {
        fill: { red: 0, green: 0, blue: 0, alpha: 0 },
        stroke: { red: 0, green: 0, blue: 255, alpha: 255 },
        strokeWidth: 1,
      }),
    );
    expect(drawing.paths[0]!.fill).toBeNull();
    expect(drawing.paths[0]!.stroke!.width).toBe(1);
  });

  it('fails on a zero radius, naming it', async () => {
    const result = await runSource(ellipseNode, { radiusY: 0 });
    expect(result.messages[0]).toMatchObject({ code: 'degenerate-geometry', values: { control: 'radiusY' } });
  });
});
