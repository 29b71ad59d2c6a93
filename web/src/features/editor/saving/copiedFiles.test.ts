import type { GraphDocument } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { renamedFileIds, renameFileCommands } from './copiedFiles';

const original = '11111111-1111-4111-8111-111111111111';
const copied = '22222222-2222-4222-8222-222222222222';
const otherOriginal = '33333333-3333-4333-8333-333333333333';

function graph(nodes: Array<{ id: string; controls: Record<string, unknown> }>): GraphDocument {
  return {
    version: '1.0.0',
    connections: [],
    groups: [],
    nodes: nodes.map((node) => ({
      id: node.id,
      type: 'image.file',
      version: '1.0.0',
      options: { x: 0, y: 0 },
      controls: [Object.entries(node.controls).map(([id, value]) => ({ id, value }))],
    })),
  } as GraphDocument;
}

describe('files named by a graph saved into a copy', () => {
  it('pairs each file the edited graph names with the file the copy names in its place', () => {
    const edited = graph([
      { id: 'a', controls: { file: original, caption: 'my words' } },
      { id: 'pasted', controls: { file: original } },
      { id: 'new', controls: { file: otherOriginal } },
    ]);
    const copy = graph([{ id: 'a', controls: { file: copied, caption: 'their words' } }]);
    // The caption differs too, but it is the user's text, not a file: it is left alone. The
    // pasted node and the new one are not in the copy: only a's file is paired.
    expect(renamedFileIds(edited, copy)).toEqual(new Map([[original, copied]]));
  });

  it('renames every control naming a renamed file, wherever the node came from', () => {
    const edited = graph([
      { id: 'a', controls: { file: original } },
      { id: 'pasted', controls: { file: original } },
      { id: 'new', controls: { file: otherOriginal } },
    ]);
    expect(renameFileCommands(edited, new Map([[original, copied]]))).toEqual([
      { kind: 'setControlValue', nodeId: 'a', controlId: 'file', value: copied },
      { kind: 'setControlValue', nodeId: 'pasted', controlId: 'file', value: copied },
    ]);
  });

  it('finds nothing to rename when the copy names the same files (nothing was uploaded)', () => {
    const edited = graph([{ id: 'a', controls: { file: null } }]);
    expect(renamedFileIds(edited, graph([{ id: 'a', controls: { file: null } }])).size).toBe(0);
  });
});
