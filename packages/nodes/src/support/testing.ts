// Helpers for the node tests: stored nodes made the way the editor makes them, evaluated by the
// real engine. Not part of the package's public API.
import {
  createEvaluator,
  createNode,
  createNodeRegistry,
  type Connection,
  type GraphDocument,
  type GraphNode,
  type NodeDefinition,
  type NodeRegistry,
  type NodeResult,
  type RasterImage,
} from '@atelier/graph';

/** A stored node of a definition with its defaults, some controls set to other values. */
export function nodeOf(
  definition: NodeDefinition,
  id: string,
  controls: Record<string, unknown> = {},
  extra: Partial<GraphNode> = {},
): GraphNode {
  const node = createNode(definition, id, { x: 0, y: 0 });
  const known = new Set(definition.controls.flat().map((control) => control.id));
  for (const controlId of Object.keys(controls)) {
    if (!known.has(controlId)) throw new Error(`${definition.id} has no control "${controlId}"`);
  }
  node.controls = (node.controls ?? []).map((row) =>
    row.map((item) => (item.id in controls ? { ...item, value: controls[item.id] } : item)),
  );
  return { ...node, ...extra };
}

/** A wire from one node's output to another node's input (or control). */
export function wire(id: number, from: string, output: string, to: string, input = 'title'): Connection {
  return { id, from: { nodeId: from, output }, to: { nodeId: to, input } };
}

export function graphOf(nodes: GraphNode[], connections: Connection[] = []): GraphDocument {
  return { version: '1.0.0', nodes, connections, groups: [] };
}

/** Evaluates the named nodes of a graph with a fresh engine over the given definitions. */
export async function evaluateGraph(
  definitions: readonly NodeDefinition[] | NodeRegistry,
  graph: GraphDocument,
  nodeIds: readonly string[],
  resources: Record<string, unknown> = {},
): Promise<Record<string, NodeResult>> {
  const registry = 'get' in definitions ? definitions : createNodeRegistry(definitions);
  const evaluator = createEvaluator({
    registry,
    resources: { get: (id) => resources[id] },
    slowNodeMilliseconds: Number.POSITIVE_INFINITY,
  });
  const result = await evaluator.evaluate(
    graph,
    nodeIds.map((nodeId) => ({ nodeId })),
  );
  return result.nodes;
}

/** An image socket value from pixels given as [red, green, blue, alpha] per pixel, row after row. */
export function imageOf(
  width: number,
  height: number,
  pixels: readonly (readonly [number, number, number, number])[],
  dotsPerInch = 72,
): RasterImage {
  if (pixels.length !== width * height) throw new Error(`expected ${width * height} pixels`);
  return { width, height, pixels: new Uint8ClampedArray(pixels.flat()), dotsPerInch };
}

/** The pixels of an image as [red, green, blue, alpha] per pixel. */
export function pixelsOf(image: RasterImage): [number, number, number, number][] {
  const pixels: [number, number, number, number][] = [];
  for (let offset = 0; offset < image.pixels.length; offset += 4) {
    pixels.push([
      image.pixels[offset]!,
      image.pixels[offset + 1]!,
      image.pixels[offset + 2]!,
      image.pixels[offset + 3]!,
    ]);
  }
  return pixels;
}

/** A source node for tests: puts out the image its `file` control names among the resources. */
export const fixtureImageNode: NodeDefinition = {
  id: 'test.fixture-image',
  version: '1.0.0',
  family: 'test',
  title: 'test.fixture-image',
  inputs: [],
  outputs: [{ name: 'image', type: 'image', label: 'image' }],
  controls: [[{ id: 'file', kind: 'file', label: 'file', default: null, accept: [] }]],
  evaluate({ controls, resource }) {
    return { image: resource(controls['file'] as string) };
  },
};

/**
 * Runs one node on one image through the engine: a fixture source wired into the node's
 * `title` input. Returns the node's result.
 */
export async function runOnImage(
  definition: NodeDefinition,
  image: RasterImage,
  controls: Record<string, unknown> = {},
): Promise<NodeResult> {
  const graph = graphOf(
    [nodeOf(fixtureImageNode, 'source', { file: 'input' }), nodeOf(definition, 'node', controls)],
    [wire(1000, 'source', 'image', 'node')],
  );
  const results = await evaluateGraph([fixtureImageNode, definition], graph, ['node'], { input: image });
  return results['node']!;
}

/** The image a node put out under `output` (default `image`); fails the test when there is none. */
export function outputImage(result: NodeResult, output = 'image'): RasterImage {
  if (result.status !== 'fresh') {
    throw new Error(`node ${result.nodeId} is ${result.status}: ${JSON.stringify(result.messages)}`);
  }
  return result.values[output] as RasterImage;
}
