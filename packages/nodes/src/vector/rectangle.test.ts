import { anchorPoints, drawingBounds } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runSource } from '../support/vector-testing';
import { rectangleNode } from './rectangle';

describe('the rectangle node', () => {
  it('draws a filled rectangle at its position in millimetres', async () => {
    const drawing = outputDrawing(await runSource(rectangleNode, { x: 5, y: 10, width: 20, height: 8 }));
    expect(drawing.paths).toHaveLength(1);
    const path = drawing.paths[0]!;
    expect(anchorPoints(path.subpaths[0]!)).toEqual([
      { x: 5, y: 10 },
      { x: 25, y: 10 },
      { x: 25, y: 18 },
      { x: 5, y: 18 },
    ]);
    expect(path.fill).toEqual({ red: 0, green: 0, blue: 0, alpha: 255 });
    expect(path.stroke).toBeNull();
  });

  it('rounds corners and adds an outline when it has a colour and a width', async () => {
    const red = { red: 255, green: 0, blue: 0, alpha: 255 };
    const drawing = outputDrawing(
      await runSource(rectangleNode, {
        width: 10,
        height: 10,
        cornerRadius: 2,
        stroke: red,
        strokeWidth: 0.4,
      }),
    );
    expect(drawing.paths[0]!.stroke).toEqual({ colour: red, width: 0.4 });
    expect(
      drawing.paths[0]!.subpaths[0]!.segments.filter((segment) => segment.kind === 'cubic'),
    ).toHaveLength(4);
    expect(drawingBounds(drawing)).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 10 });
  });

  it('fails with a message naming the control for a zero width', async () => {
    const result = await runSource(rectangleNode, { width: 0 });
    expect(result.status).toBe('failed');
    expect(result.messages[0]).toMatchObject({ code: 'degenerate-geometry', values: { control: 'width' } });
  });

  it('refuses NaN before it runs', async () => {
    const result = await runSource(rectangleNode, { height: Number.NaN });
    expect(result.messages[0]).toMatchObject({ code: 'invalid-parameter', values: { control: 'height' } });
  });
});
