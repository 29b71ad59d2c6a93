// Helpers for the vector node tests: run a node alone or behind a source node through the real
// engine and read its drawing. Not part of the package's public API.
import type { NodeDefinition, NodeResult } from '@atelier/graph';
import type { VectorDrawing } from '@atelier/vector';
import { evaluateGraph, graphOf, nodeOf, wire } from './testing';

/** The result of one node with no inputs. */
export async function runSource(
  definition: NodeDefinition,
  controls: Record<string, unknown> = {},
): Promise<NodeResult> {
  const results = await evaluateGraph([definition], graphOf([nodeOf(definition, 'node', controls)]), [
    'node',
  ]);
  return results['node']!;
}

/** A source node for tests: puts out the drawing its `file` control names among the resources. */
export const fixtureDrawingNode: NodeDefinition = {
  id: 'test.fixture-drawing',
  version: '1.0.0',
  family: 'test',
  title: 'test.fixture-drawing',
  inputs: [],
  outputs: [{ name: 'vector', type: 'vector', label: 'vector' }],
  controls: [[{ id: 'file', kind: 'file', label: 'file', default: null, accept: [] }]],
  evaluate({ controls, resource }) {
    return { vector: resource(controls['file'] as string) };
  },
};

/**
 * Runs a node on drawings through the engine: each named drawing comes from a fixture source wired
 * into the input of that name (`title` for the main one).
 */
export async function runOnDrawings(
  definition: NodeDefinition,
  drawings: Record<string, unknown>,
  controls: Record<string, unknown> = {},
): Promise<NodeResult> {
  const names = Object.keys(drawings);
  const sources = names.map((name) => nodeOf(fixtureDrawingNode, `source-${name}`, { file: name }));
  const connections = names.map((name, index) =>
    wire(1000 + index, `source-${name}`, 'vector', 'node', name),
  );
  const graph = graphOf([...sources, nodeOf(definition, 'node', controls)], connections);
  const results = await evaluateGraph([fixtureDrawingNode, definition], graph, ['node'], drawings);
  return results['node']!;
}

/** The drawing a node put out under `output` (default `vector`); fails the test when there is none. */
export function outputDrawing(result: NodeResult, output = 'vector'): VectorDrawing {
  if (result.status !== 'fresh') {
    throw new Error(`node ${result.nodeId} is ${result.status}: ${JSON.stringify(result.messages)}`);
  }
  return result.values[output] as VectorDrawing;
}
