import { describe, expect, it } from 'vitest';
import type { GraphDocument } from '../document/types';
import { testNode } from '../test-support/test-registry';
import { applyCommand, GraphCommandError } from './commands';
import { canRedo, canUndo, createHistory, perform, redo, sealLastStep, undo } from './history';

function startingGraph(): GraphDocument {
  return {
    version: '1.0.0',
    nodes: [testNode('a', 'test.number', { value: 1 }), testNode('b', 'test.add', { addend: 2 })],
    connections: [{ id: 1000, from: { nodeId: 'a', output: 'value' }, to: { nodeId: 'b', input: 'title' } }],
    groups: [{ id: 'g', children: { nodes: ['a', 'b'] } }],
  };
}

describe('undo and redo', () => {
  it('undoes a multi-node paste as one step', () => {
    const start = startingGraph();
    let history = createHistory(start);
    history = perform(history, {
      label: 'history.paste',
      commands: [
        {
          kind: 'addNodes',
          nodes: [testNode('c', 'test.number', { value: 5 }), testNode('d', 'test.multiply', { factor: 2 })],
          connections: [
            { from: { nodeId: 'c', output: 'value' }, to: { nodeId: 'd', input: 'title' } },
            { from: { nodeId: 'b', output: 'value' }, to: { nodeId: 'd', input: 'factor' } },
          ],
        },
      ],
    });
    expect(history.present.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c', 'd']);
    // New wires are counted on from the largest id.
    expect(history.present.connections.map((connection) => connection.id)).toEqual([1000, 1001, 1002]);
    expect(history.past).toHaveLength(1);

    history = undo(history);
    expect(history.present).toBe(start);
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(true);

    history = redo(history);
    expect(history.present.nodes.map((node) => node.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges the moves of one drag into one step', () => {
    const start = startingGraph();
    let history = createHistory(start);
    for (const x of [10, 20, 30]) {
      history = perform(history, {
        label: 'history.move_nodes',
        mergeKey: 'drag-1',
        commands: [{ kind: 'moveNodes', positions: { a: { x, y: 0 }, b: { x: x + 100, y: 0 } } }],
      });
    }
    history = sealLastStep(history);
    history = perform(history, {
      label: 'history.move_nodes',
      mergeKey: 'drag-1',
      commands: [{ kind: 'moveNodes', positions: { a: { x: 50, y: 5 } } }],
    });
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(history.present.nodes.map((node) => [node.options.x, node.options.y])).toEqual([
      [30, 0],
      [130, 0],
    ]);
    history = undo(history);
    expect(history.present).toBe(start);
  });

  it('clears the redo steps when a new action is performed', () => {
    let history = createHistory(startingGraph());
    history = perform(history, {
      label: 'history.note',
      commands: [{ kind: 'setNote', nodeId: 'a', note: 'first' }],
    });
    history = undo(history);
    history = perform(history, {
      label: 'history.note',
      commands: [{ kind: 'setNote', nodeId: 'a', note: 'second' }],
    });
    expect(canRedo(history)).toBe(false);
    expect(redo(history)).toBe(history);
    expect(history.present.nodes[0]?.note).toBe('second');
  });

  it('keeps no more steps than its limit, dropping the oldest', () => {
    let history = createHistory(startingGraph(), { limit: 3 });
    for (let value = 2; value <= 6; value += 1) {
      history = perform(history, {
        label: 'history.control',
        commands: [{ kind: 'setControlValue', nodeId: 'a', controlId: 'value', value }],
      });
    }
    expect(history.past).toHaveLength(3);
    while (canUndo(history)) history = undo(history);
    // Steps to 2 and 3 were dropped; the oldest document left is the one holding 3.
    expect(history.present.nodes[0]?.controls).toEqual([[{ id: 'value', value: 3 }]]);
  });

  it('refuses a command naming a missing node and leaves the history as it was', () => {
    const history = createHistory(startingGraph());
    expect(() =>
      perform(history, {
        label: 'history.note',
        commands: [{ kind: 'setNote', nodeId: 'ghost', note: 'x' }],
      }),
    ).toThrow(new GraphCommandError('node "ghost" does not exist'));
    expect(history.past).toHaveLength(0);
  });
});

describe('commands', () => {
  it('removes nodes with their wires and takes them out of groups', () => {
    const next = applyCommand(startingGraph(), { kind: 'removeNodes', nodeIds: ['a'] });
    expect(next.nodes.map((node) => node.id)).toEqual(['b']);
    expect(next.connections).toEqual([]);
    expect(next.groups).toEqual([{ id: 'g', children: { nodes: ['b'] } }]);
  });

  it('adds a control item that the node does not store yet', () => {
    const next = applyCommand(startingGraph(), {
      kind: 'setControlValue',
      nodeId: 'a',
      controlId: 'extra',
      value: true,
    });
    expect(next.nodes[0]?.controls).toEqual([
      [
        { id: 'value', value: 1 },
        { id: 'extra', value: true },
      ],
    ]);
  });

  it('sets and removes params, units, modes and detail view without touching other fields', () => {
    let graph = startingGraph();
    graph = applyCommand(graph, { kind: 'setParams', nodeId: 'a', params: { seed: 3, keep: 'yes' } });
    graph = applyCommand(graph, { kind: 'setParams', nodeId: 'a', params: { seed: undefined } });
    graph = applyCommand(graph, { kind: 'setSelectedUnit', nodeId: 'a', selectedUnit: 'A4' });
    graph = applyCommand(graph, { kind: 'setModes', nodeId: 'b', modes: [{ id: 'one' }, { id: 'two' }] });
    graph = applyCommand(graph, { kind: 'setCurrentMode', nodeId: 'b', mode: 'two' });
    graph = applyCommand(graph, { kind: 'setDetailView', nodeId: 'b', detailView: true });
    expect(graph.nodes[0]?.params).toEqual({ keep: 'yes' });
    expect(graph.nodes[0]?.options).toEqual({ x: 0, y: 0, selectedUnit: 'A4' });
    expect(graph.nodes[1]).toMatchObject({
      modes: [{ id: 'one' }, { id: 'two' }],
      currentMode: 'two',
      detailView: true,
    });
  });

  it('connects and disconnects wires', () => {
    let graph = applyCommand(startingGraph(), {
      kind: 'connect',
      connection: { from: { nodeId: 'a', output: 'value' }, to: { nodeId: 'b', input: 'addend' } },
    });
    expect(graph.connections.map((connection) => connection.id)).toEqual([1000, 1001]);
    graph = applyCommand(graph, { kind: 'disconnect', connectionIds: [1000] });
    expect(graph.connections.map((connection) => connection.id)).toEqual([1001]);
    expect(() => applyCommand(graph, { kind: 'disconnect', connectionIds: [1000] })).toThrow(
      'connection 1000 does not exist',
    );
  });

  it('adds, changes and removes groups, keeping their nodes', () => {
    let graph = applyCommand(startingGraph(), {
      kind: 'addGroup',
      group: { id: 'h', children: { nodes: [] }, mode: 'composer', size: { x: 0, y: 0, width: 200 } },
    });
    graph = applyCommand(graph, {
      kind: 'updateGroup',
      groupId: 'h',
      changes: { size: { x: 5, y: 5, width: 300 } },
    });
    expect(graph.groups?.[1]).toEqual({
      id: 'h',
      children: { nodes: [] },
      mode: 'composer',
      size: { x: 5, y: 5, width: 300 },
    });
    graph = applyCommand(graph, { kind: 'removeGroup', groupId: 'g' });
    expect(graph.groups?.map((group) => group.id)).toEqual(['h']);
    expect(graph.nodes).toHaveLength(2);
  });

  it('never changes the document it is given', () => {
    const graph = startingGraph();
    const copy = structuredClone(graph);
    applyCommand(graph, { kind: 'moveNodes', positions: { a: { x: 9, y: 9 } } });
    applyCommand(graph, { kind: 'setControlValue', nodeId: 'b', controlId: 'addend', value: 7 });
    applyCommand(graph, { kind: 'removeNodes', nodeIds: ['b'] });
    expect(graph).toEqual(copy);
  });
});
