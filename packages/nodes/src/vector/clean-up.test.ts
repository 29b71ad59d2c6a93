import { createPath, polyline, rectangle, type VectorDrawing } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { cleanUpNode } from './clean-up';

const bowTie = createPath([
  polyline(
    [
      { x: 0, y: 0 },
      { x: 10, y: 10 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ],
    true,
  ),
]);
const square = createPath([rectangle({ x: 20, y: 0, width: 10, height: 10 })]);
const drawing: VectorDrawing = { paths: [square, bowTie, bowTie] };

describe('the clean-up node', () => {
  it('rebuilds self-intersecting shapes and says how many it removed', async () => {
    const result = await runOnDrawings(cleanUpNode, { title: drawing });
    expect(result.messages).toEqual([
      expect.objectContaining({
        code: 'self-intersecting-paths-removed',
        severity: 'info',
        values: { count: 2 },
      }),
    ]);
    const cleaned = outputDrawing(result);
    expect(cleaned.paths).toHaveLength(3);
    expect(cleaned.paths[1]!.subpaths).toHaveLength(2);
  });

  it('drops them in remove mode', async () => {
    const result = await runOnDrawings(cleanUpNode, { title: drawing }, { mode: 'remove' });
    expect(outputDrawing(result).paths).toEqual([square]);
    expect(result.messages[0]).toMatchObject({ values: { count: 2 } });
  });

  it('reports paths without extent it dropped', async () => {
    const dot = createPath([polyline([{ x: 1, y: 1 }], false)]);
    const result = await runOnDrawings(cleanUpNode, { title: { paths: [square, dot] } });
    expect(result.messages).toEqual([
      expect.objectContaining({ code: 'degenerate-paths-removed', values: { count: 1 } }),
    ]);
    expect(outputDrawing(result).paths).toEqual([square]);
  });

  it('says nothing about a clean drawing', async () => {
    const result = await runOnDrawings(cleanUpNode, { title: { paths: [square] } });
    expect(result.messages).toEqual([]);
  });

  it('is empty when nothing is left', async () => {
    expect(
      (await runOnDrawings(cleanUpNode, { title: { paths: [bowTie] } }, { mode: 'remove' })).status,
    ).toBe('empty');
  });
});
