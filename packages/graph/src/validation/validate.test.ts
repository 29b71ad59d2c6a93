import { describe, expect, it } from 'vitest';
import type { Connection, GraphDocument, GraphNode } from '../document/types';
import { createTestRegistry, testNode } from '../test-support/test-registry';
import { canConnect, validateGraph } from './validate';

const { registry } = createTestRegistry();

function connection(id: number, from: string, output: string, to: string, input: string): Connection {
  return { id, from: { nodeId: from, output }, to: { nodeId: to, input } };
}

function graphOf(
  nodes: GraphNode[],
  connections: Connection[] = [],
  groups: GraphDocument['groups'] = [],
): GraphDocument {
  return { version: '1.0.0', nodes, connections, groups };
}

const number = testNode('number', 'test.number', { value: 1 });
const add = testNode('add', 'test.add', { addend: 2 });
const fill = testNode('fill', 'test.fill', { width: 2, height: 2 });

describe('validateGraph', () => {
  it('finds nothing wrong with a sound graph', () => {
    expect(
      validateGraph(graphOf([number, add], [connection(1000, 'number', 'value', 'add', 'title')]), registry),
    ).toEqual([]);
  });

  it('names unknown node types and unknown versions of known types', () => {
    const issues = validateGraph(
      graphOf([testNode('x', 'test.nothing'), testNode('y', 'test.add', {}, { version: '1.5.0' })]),
      registry,
    );
    expect(issues).toEqual([
      { code: 'unknown-node-type', message: 'node "x" has unknown type "test.nothing"', nodeIds: ['x'] },
      {
        code: 'unknown-node-version',
        message: 'node "y" uses version 1.5.0 of "test.add", which does not exist (known: 1.0.0, 2.0.0)',
        nodeIds: ['y'],
      },
    ]);
  });

  it('refuses wires from or to missing nodes', () => {
    const issues = validateGraph(
      graphOf(
        [add],
        [
          connection(1000, 'gone', 'value', 'add', 'title'),
          connection(1001, 'add', 'value', 'away', 'title'),
        ],
      ),
      registry,
    );
    expect(issues).toEqual([
      {
        code: 'missing-source-node',
        message: 'connection 1000: source node "gone" does not exist',
        nodeIds: ['add'],
        connectionId: 1000,
      },
      {
        code: 'missing-target-node',
        message: 'connection 1001: target node "away" does not exist',
        nodeIds: [],
        connectionId: 1001,
      },
    ]);
  });

  it('refuses a wire from a missing output', () => {
    const issues = validateGraph(
      graphOf([number, add], [connection(1000, 'number', 'image', 'add', 'title')]),
      registry,
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'connection 1000: node "number" (test.number) has no output "image"',
    ]);
  });

  it('refuses a wire to a control the target node does not contain', () => {
    // The add node's stored controls hold `addend` only; `factor` belongs to another type.
    const issues = validateGraph(
      graphOf([number, add], [connection(1000, 'number', 'value', 'add', 'factor')]),
      registry,
    );
    expect(issues).toEqual([
      {
        code: 'missing-input',
        message: 'connection 1000: node "add" (test.add) has no input or control "factor"',
        nodeIds: ['add'],
        connectionId: 1000,
      },
    ]);
  });

  it('requires the stored controls to contain a wired control id (spec section 5)', () => {
    const withoutStoredControl = testNode('add', 'test.add');
    const issues = validateGraph(
      graphOf([number, withoutStoredControl], [connection(1000, 'number', 'value', 'add', 'addend')]),
      registry,
    );
    expect(issues.map((issue) => issue.code)).toEqual(['missing-input']);
  });

  it('refuses a wire to the title input of a node without one', () => {
    const issues = validateGraph(
      graphOf([number, fill], [connection(1000, 'number', 'value', 'fill', 'title')]),
      registry,
    );
    expect(issues.map((issue) => issue.message)).toEqual([
      'connection 1000: node "fill" (test.fill) has no title input',
    ]);
  });

  it('refuses a socket type mismatch, naming both types', () => {
    const issues = validateGraph(
      graphOf([fill, add], [connection(1000, 'fill', 'image', 'add', 'title')]),
      registry,
    );
    expect(issues).toEqual([
      {
        code: 'socket-type-mismatch',
        message:
          'connection 1000: an image output ("image" of node "fill") cannot feed a number input ("title" of node "add")',
        nodeIds: ['add'],
        connectionId: 1000,
      },
    ]);
  });

  it('refuses a second wire into the same input', () => {
    const second = testNode('second', 'test.number', { value: 5 });
    const issues = validateGraph(
      graphOf(
        [number, second, add],
        [
          connection(1000, 'number', 'value', 'add', 'title'),
          connection(1001, 'second', 'value', 'add', 'title'),
        ],
      ),
      registry,
    );
    expect(issues).toEqual([
      {
        code: 'input-already-connected',
        message: 'connection 1001: input "title" of node "add" is already fed by connection 1000',
        nodeIds: ['add'],
        connectionId: 1001,
      },
    ]);
  });

  it('names the nodes on a cycle in wire order', () => {
    const nodes = ['a', 'b', 'c'].map((id) => testNode(id, 'test.add', { addend: 1 }));
    const issues = validateGraph(
      graphOf(nodes, [
        connection(1000, 'a', 'value', 'b', 'title'),
        connection(1001, 'b', 'value', 'c', 'title'),
        connection(1002, 'c', 'value', 'a', 'addend'),
      ]),
      registry,
    );
    expect(issues).toEqual([
      { code: 'cycle', message: 'nodes "a" -> "b" -> "c" -> "a" form a cycle', nodeIds: ['a', 'b', 'c'] },
    ]);
  });

  it('finds a wire from a node to itself', () => {
    const issues = validateGraph(
      graphOf([add], [connection(1000, 'add', 'value', 'add', 'title')]),
      registry,
    );
    expect(issues).toEqual([
      { code: 'cycle', message: 'nodes "add" -> "add" form a cycle', nodeIds: ['add'] },
    ]);
  });

  it('refuses groups naming missing nodes or sharing a node', () => {
    const issues = validateGraph(
      graphOf(
        [number, add],
        [],
        [
          { id: 'g1', children: { nodes: ['number', 'ghost'] } },
          { id: 'g2', children: { nodes: ['number'] } },
        ],
      ),
      registry,
    );
    expect(issues.map((issue) => [issue.code, issue.message])).toEqual([
      ['missing-group-child', 'group "g1" names node "ghost", which does not exist'],
      ['node-in-two-groups', 'node "number" is in group "g1" and in group "g2"'],
    ]);
  });
});

describe('canConnect', () => {
  const graph = graphOf(
    [
      number,
      add,
      fill,
      testNode('brighten', 'test.brighten'),
      testNode('multiply', 'test.multiply', { factor: 3 }),
    ],
    [
      connection(1000, 'number', 'value', 'add', 'title'),
      connection(1001, 'add', 'value', 'multiply', 'title'),
    ],
  );

  it('allows a wire of a fitting type into a free input or control', () => {
    expect(
      canConnect(
        graph,
        registry,
        { nodeId: 'fill', output: 'image' },
        { nodeId: 'brighten', input: 'title' },
      ),
    ).toEqual({ ok: true });
    expect(
      canConnect(
        graph,
        registry,
        { nodeId: 'number', output: 'value' },
        { nodeId: 'multiply', input: 'factor' },
      ),
    ).toEqual({ ok: true });
  });

  it('refuses a type mismatch with a reason naming both types', () => {
    expect(
      canConnect(
        graph,
        registry,
        { nodeId: 'number', output: 'value' },
        { nodeId: 'brighten', input: 'title' },
      ),
    ).toEqual({
      ok: false,
      code: 'socket-type-mismatch',
      reason:
        'a number output ("value" of node "number") cannot feed an image input ("title" of node "brighten")',
    });
  });

  it('refuses an input that is already fed', () => {
    expect(
      canConnect(graph, registry, { nodeId: 'multiply', output: 'value' }, { nodeId: 'add', input: 'title' }),
    ).toMatchObject({
      ok: false,
      code: 'input-already-connected',
    });
  });

  it('refuses a wire that would close a cycle, naming its nodes', () => {
    expect(
      canConnect(
        graph,
        registry,
        { nodeId: 'multiply', output: 'value' },
        { nodeId: 'add', input: 'addend' },
      ),
    ).toEqual({
      ok: false,
      code: 'cycle',
      reason: 'this wire would close a cycle: nodes "multiply" -> "add" -> "multiply" form a cycle',
    });
    expect(
      canConnect(graph, registry, { nodeId: 'add', output: 'value' }, { nodeId: 'add', input: 'addend' }),
    ).toMatchObject({
      ok: false,
      code: 'cycle',
    });
  });

  it('refuses missing nodes and missing controls', () => {
    expect(
      canConnect(graph, registry, { nodeId: 'ghost', output: 'value' }, { nodeId: 'add', input: 'addend' }),
    ).toEqual({
      ok: false,
      code: 'missing-source-node',
      reason: 'source node "ghost" does not exist',
    });
    expect(
      canConnect(graph, registry, { nodeId: 'number', output: 'value' }, { nodeId: 'fill', input: 'depth' }),
    ).toEqual({
      ok: false,
      code: 'missing-input',
      reason: 'node "fill" (test.fill) has no input or control "depth"',
    });
  });
});
