import { describe, expect, it } from 'vitest';
import { outputDrawing, runSource } from '../support/vector-testing';
import { lineNode } from './line';

describe('the line node', () => {
  it('draws an open, stroked, unfilled path between its end points', async () => {
    const drawing = outputDrawing(await runSource(lineNode, { x1: 1, y1: 2, x2: 4, y2: 6 }));
    const path = drawing.paths[0]!;
    expect(path.subpaths[0]).toEqual({
      start: { x: 1, y: 2 },
      segments: [{ kind: 'line', to: { x: 4, y: 6 } }],
      closed: false,
    });
    expect(path.fill).toBeNull();
    expect(path.stroke).toEqual({ colour: { red: 0, green: 0, blue: 0, alpha: 255 }, width: 0.5 });
  });

  it('fails on a line of zero length', async () => {
    const result = await runSource(lineNode, { x1: 3, y1: 3, x2: 3, y2: 3 });
    expect(result.messages[0]).toMatchObject({ code: 'degenerate-geometry' });
  });
});
