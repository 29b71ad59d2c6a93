import { createPath, pathBounds, rectangle } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { repeatNode } from './repeat';

const motif = { paths: [createPath([rectangle({ width: 4, height: 2 })])] };

describe('the repeat node', () => {
  it('steps copies along a line', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(repeatNode, { title: motif }, { count: 3, offsetX: 5, offsetY: 1 }),
    );
    expect(drawing.paths.map((path) => pathBounds(path)!.minX)).toEqual([0, 5, 10]);
    expect(drawing.paths.map((path) => pathBounds(path)!.minY)).toEqual([0, 1, 2]);
  });

  it('scales each copy by a percentage of the one before', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(repeatNode, { title: motif }, { count: 2, offsetX: 0, scale: 50 }),
    );
    const second = pathBounds(drawing.paths[1]!)!;
    expect(second.maxX - second.minX).toBeCloseTo(2, 12);
  });

  it('fails clearly when the copies reach beyond 2 m', async () => {
    const result = await runOnDrawings(repeatNode, { title: motif }, { count: 1000, offsetX: 10 });
    expect(result.messages[0]).toMatchObject({ code: 'geometry-too-large' });
  });
});
