// Helpers for the plotter node tests: a source node putting out a given drawing or cut job, wired
// into the node under test, evaluated by the real engine.
import type { NodeDefinition, NodeResult, SocketType } from '@atelier/graph';
import { createDrawing, createPath, polyline, type Point, type VectorDrawing } from '@atelier/vector';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';

function fixtureNode(type: SocketType): NodeDefinition {
  return {
    id: `test.fixture-${type}`,
    version: '1.0.0',
    family: 'test',
    title: `test.fixture-${type}`,
    inputs: [],
    outputs: [{ name: 'value', type, label: 'value' }],
    controls: [[{ id: 'file', kind: 'file', label: 'file', default: null, accept: [] }]],
    evaluate({ controls, resource }) {
      return { value: resource(controls['file'] as string) };
    },
  };
}

/** Runs a chain of nodes, each with its controls, on `value` (of socket type `type`); returns the last one's result. */
export async function runChain(
  type: SocketType,
  value: unknown,
  chain: readonly [NodeDefinition, Record<string, unknown>][],
): Promise<NodeResult> {
  const source = fixtureNode(type);
  const nodes = [nodeOf(source, 'source', { file: 'input' })];
  const connections = [];
  let previous = 'source';
  let output = 'value';
  for (const [index, [definition, controls]] of chain.entries()) {
    const id = `node-${index}`;
    nodes.push(nodeOf(definition, id, controls));
    connections.push(wire(1000 + index, previous, output, id));
    previous = id;
    output = 'cutJob';
  }
  const results = await evaluateGraph(
    [source, ...new Set(chain.map(([definition]) => definition))],
    graphOf(nodes, connections),
    [previous],
    { input: value },
  );
  return results[previous]!;
}

/** The values of a fresh result; fails the test with the messages otherwise. */
export function valuesOf(result: NodeResult): Record<string, unknown> {
  if (result.status !== 'fresh')
    throw new Error(`node is ${result.status}: ${JSON.stringify(result.messages)}`);
  return result.values;
}

/** A drawing of filled rings, each its own path. */
export function ringsDrawing(rings: Point[][]): VectorDrawing {
  return createDrawing(
    rings.map((ring) =>
      createPath([polyline(ring, true)], { fill: { red: 20, green: 20, blue: 20, alpha: 255 } }),
    ),
  );
}

export function square(x: number, y: number, size: number): Point[] {
  return [
    { x, y },
    { x: x + size, y },
    { x: x + size, y: y + size },
    { x, y: y + size },
  ];
}
