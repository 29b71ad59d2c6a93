import { createPath, drawingStatistics, rectangle, type VectorDrawing } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { booleanNode } from './boolean';

const red = { red: 255, green: 0, blue: 0, alpha: 255 };
const square = (x: number, y: number): VectorDrawing => ({
  paths: [createPath([rectangle({ x, y, width: 10, height: 10 })], { fill: red })],
});

function area(drawing: VectorDrawing): number {
  return drawingStatistics(drawing).filledArea;
}

describe('the boolean node', () => {
  // Two 10 x 10 squares overlapping by 5 x 5.
  const first = square(0, 0);
  const second = square(5, 5);

  it('combines two inputs: union 175, intersection 25, difference 75, exclusion 150 mm²', async () => {
    const expected = { union: 175, intersection: 25, difference: 75, exclusion: 150 };
    for (const [operation, value] of Object.entries(expected)) {
      const drawing = outputDrawing(
        await runOnDrawings(booleanNode, { title: first, with: second }, { operation }),
      );
      expect(area(drawing), operation).toBeCloseTo(value, 6);
      expect(drawing.paths[0]!.fill).toEqual(red);
    }
  });

  it('combines the shapes of one input with each other without a second', async () => {
    const both = { paths: [...first.paths, ...second.paths] };
    const drawing = outputDrawing(
      await runOnDrawings(booleanNode, { title: both }, { operation: 'difference' }),
    );
    expect(area(drawing)).toBeCloseTo(75, 6);
  });

  it('fails clearly when there is nothing closed to combine', async () => {
    const result = await runOnDrawings(booleanNode, { title: { paths: [] }, with: second });
    expect(result.messages[0]).toMatchObject({ code: 'empty-geometry' });
  });
});
