import type { GraphDocument, GraphNode } from '@atelier/graph';
import { describe, expect, it } from 'vitest';
import { graphChanges } from './graph-changes';

function node(id: string, type: string, extra: Partial<GraphNode> = {}): GraphNode {
  return { id, type, version: '1.0.0', options: { x: 0, y: 0 }, ...extra };
}

function wire(id: number, from: string, output: string, to: string, input: string) {
  return { id, from: { nodeId: from, output }, to: { nodeId: to, input } };
}

const gradient = node('g1', 'image.gradient', {
  controls: [
    [
      { id: 'mode', value: 'linear' },
      { id: 'angle', value: 45 },
    ],
    [
      {
        id: 'colours',
        value: [
          { r: 0, g: 0, b: 0, a: 1 },
          { r: 1, g: 1, b: 1, a: 1 },
        ],
      },
    ],
  ],
});
const blur = node('b1', 'image.blur', { controls: [[{ id: 'radius', value: 4 }]] });
const exportImage = node('e1', 'output.exportImage', { params: { format: 'png' } });

const before: GraphDocument = {
  version: '1.0.0',
  nodes: [gradient, blur, exportImage],
  connections: [wire(1000, 'g1', 'image', 'b1', 'image'), wire(1001, 'b1', 'image', 'e1', 'image')],
};

describe('what a save changed in the graph', () => {
  it('finds nothing when the graph is the same, whatever the order of keys or nodes and however nodes moved', () => {
    const after: GraphDocument = {
      version: '1.0.0',
      nodes: [
        { ...exportImage, options: { x: 400, y: 20 } },
        {
          ...gradient,
          note: 'sky',
          controls: [
            [
              { value: 'linear', id: 'mode' },
              { id: 'angle', value: 45 },
            ],
            [
              {
                id: 'colours',
                value: [
                  { a: 1, b: 0, g: 0, r: 0 },
                  { r: 1, g: 1, b: 1, a: 1 },
                ],
              },
            ],
          ],
        },
        blur,
      ],
      // The same wires made again get new ids; they are the same wires.
      connections: [wire(1003, 'b1', 'image', 'e1', 'image'), wire(1002, 'g1', 'image', 'b1', 'image')],
    };
    expect(graphChanges(before, after)).toEqual({
      nodesAdded: [],
      nodesRemoved: [],
      parametersChanged: 0,
      connectionsChanged: 0,
    });
  });

  it('names the types of the nodes added and removed, once per node, and counts the wires that came and went', () => {
    const after: GraphDocument = {
      version: '1.0.0',
      nodes: [
        gradient,
        exportImage,
        node('b2', 'image.blur'),
        node('b3', 'image.blur'),
        node('n1', 'image.noise'),
      ],
      connections: [
        wire(1002, 'g1', 'image', 'b2', 'image'),
        wire(1003, 'b2', 'image', 'b3', 'image'),
        wire(1004, 'b3', 'image', 'e1', 'image'),
      ],
    };
    // b1 went with its two wires; three new wires came.
    expect(graphChanges(before, after)).toEqual({
      nodesAdded: ['image.blur', 'image.blur', 'image.noise'],
      nodesRemoved: ['image.blur'],
      parametersChanged: 0,
      connectionsChanged: 5,
    });
  });

  it('counts each changed control value, parameter and mode of a node that stayed', () => {
    const after: GraphDocument = {
      version: '1.0.0',
      nodes: [
        {
          ...gradient,
          currentMode: 'radial',
          controls: [
            [
              { id: 'mode', value: 'radial' },
              { id: 'angle', value: 45 },
              { id: 'radius', value: 0.5 },
            ],
            [
              {
                id: 'colours',
                value: [
                  { r: 0, g: 0, b: 0, a: 1 },
                  { r: 1, g: 0, b: 0, a: 1 },
                ],
              },
            ],
          ],
        },
        { ...blur, controls: [[{ id: 'radius' }]] },
        { ...exportImage, params: { format: 'jpeg', quality: 90 } },
      ],
      connections: before.connections,
    };
    // Gradient: mode control, new radius, one colour of the list, current mode (4); blur: its
    // radius back to the default (1); export: format and the new quality (2).
    expect(graphChanges(before, after)).toEqual({
      nodesAdded: [],
      nodesRemoved: [],
      parametersChanged: 7,
      connectionsChanged: 0,
    });
  });

  it('takes a node whose type changed under the same id as one removed and one added', () => {
    const after: GraphDocument = {
      version: '1.0.0',
      nodes: [
        gradient,
        node('b1', 'image.sharpen', { controls: [[{ id: 'radius', value: 9 }]] }),
        exportImage,
      ],
      connections: before.connections,
    };
    expect(graphChanges(before, after)).toEqual({
      nodesAdded: ['image.sharpen'],
      nodesRemoved: ['image.blur'],
      parametersChanged: 0,
      connectionsChanged: 0,
    });
  });

  it('counts a wire moved to another input as one removed and one added', () => {
    const after: GraphDocument = {
      ...before,
      connections: [wire(1000, 'g1', 'image', 'b1', 'image'), wire(1001, 'b1', 'image', 'e1', 'mask')],
    };
    expect(graphChanges(before, after).connectionsChanged).toBe(2);
  });

  it('lists every node of a first graph filled from empty as added', () => {
    const empty: GraphDocument = { version: '1.0.0', nodes: [], connections: [] };
    expect(graphChanges(empty, before)).toEqual({
      nodesAdded: ['image.blur', 'image.gradient', 'output.exportImage'],
      nodesRemoved: [],
      parametersChanged: 0,
      connectionsChanged: 2,
    });
  });
});
