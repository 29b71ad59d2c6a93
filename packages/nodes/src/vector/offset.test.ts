import { createPath, drawingBounds, drawingStatistics, rectangle } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { offsetNode } from './offset';

const square = { paths: [createPath([rectangle({ width: 10, height: 10 })])] };

describe('the offset node', () => {
  it('grows a 10 x 10 square by 1 mm with mitred corners into 12 x 12', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(offsetNode, { title: square }, { distance: 1, join: 'miter' }),
    );
    expect(drawingBounds(drawing)).toEqual({ minX: -1, minY: -1, maxX: 11, maxY: 11 });
    expect(drawingStatistics(drawing).filledArea).toBeCloseTo(144, 6);
  });

  it('rounds corners by default: 140 + π mm²', async () => {
    const drawing = outputDrawing(await runOnDrawings(offsetNode, { title: square }, { tolerance: 0.001 }));
    expect(drawingStatistics(drawing).filledArea).toBeCloseTo(140 + Math.PI, 2);
  });

  it('is empty when the shape shrinks away', async () => {
    expect((await runOnDrawings(offsetNode, { title: square }, { distance: -6 })).status).toBe('empty');
  });

  it('fails clearly when the result would be larger than 2 m', async () => {
    const result = await runOnDrawings(offsetNode, { title: square }, { distance: 1000 });
    expect(result.messages[0]).toMatchObject({ code: 'geometry-too-large' });
  });
});
