import { createPath, pathBounds, rectangle } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { outputDrawing, runOnDrawings } from '../support/vector-testing';
import { tileNode } from './tile';

const motif = { paths: [createPath([rectangle({ width: 10, height: 4 })])] };

function origins(drawing: { paths: readonly Parameters<typeof pathBounds>[0][] }) {
  return drawing.paths.map((path) => {
    const bounds = pathBounds(path)!;
    return [bounds.minX, bounds.minY];
  });
}

describe('the tile node', () => {
  it('lays a brick repeat with spacing', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(
        tileNode,
        { title: motif },
        { layout: 'brick', columns: 2, rows: 2, spacingX: 2, spacingY: 1 },
      ),
    );
    expect(origins(drawing)).toEqual([
      [0, 0],
      [12, 0],
      [6, 5],
      [18, 5],
    ]);
  });

  it('lays a half-drop', async () => {
    const drawing = outputDrawing(
      await runOnDrawings(tileNode, { title: motif }, { layout: 'half-drop', columns: 2, rows: 1 }),
    );
    expect(origins(drawing)).toEqual([
      [0, 0],
      [10, 2],
    ]);
  });

  it('refuses more than 10,000 tiles with a clear message', async () => {
    const result = await runOnDrawings(tileNode, { title: motif }, { columns: 200, rows: 200 });
    expect(result.messages[0]).toMatchObject({ code: 'geometry-too-complex' });
  });
});
