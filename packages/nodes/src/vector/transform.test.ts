import { createPath, drawingBounds, rectangle } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { transformNode } from './transform';

const rect = { paths: [createPath([rectangle({ width: 10, height: 4 })])] };

describe('the transform node', () => {
  it('turns a rectangle a quarter about its centre and moves it', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(transformNode, { title: rect }, { rotation: 90, translateX: 10 }),
    );
    expect(drawingBounds(drawing)).toEqual({ minX: 13, minY: -3, maxX: 17, maxY: 7 });
  });

  it('scales in percent about the origin when asked', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(transformNode, { title: rect }, { scaleX: 200, scaleY: 50, origin: 'origin' }),
    );
    expect(drawingBounds(drawing)).toEqual({ minX: 0, minY: 0, maxX: 20, maxY: 2 });
  });

  it('names the control when a scale of 0 would flatten the shapes', async () => {
    const result = await runOnDrawings(transformNode, { title: rect }, { scaleY: 0 });
    expect(result.messages[0]).toMatchObject({ code: 'degenerate-geometry', values: { control: 'scaleY' } });
  });

  it('refuses a drawing holding NaN on its input', async () => {
    const broken = {
      paths: [
        { ...rect.paths[0]!, subpaths: [{ start: { x: Number.NaN, y: 0 }, segments: [], closed: false }] },
      ],
    };
    const result = await runOnDrawings(transformNode, { title: broken });
    expect(result.messages[0]).toMatchObject({ code: 'invalid-geometry' });
    expect(result.messages[0]!.detail).toMatch(/not a finite point/);
  });
});
