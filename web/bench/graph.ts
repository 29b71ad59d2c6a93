// A large graph for the editor benchmark: chains of image nodes laid out on a grid, each
// node wired to the next, as a big real project is.
import { createNode, type Connection, type GraphDocument, type GraphNode } from '@atelier/graph';
import { nodeRegistry } from '@atelier/nodes';

const chain = [
  'image.solid-colour',
  'image.brightness-contrast',
  'image.invert',
  'image.gaussian-blur',
  'image.posterize',
];

export function benchmarkGraph(nodeCount: number, options: { previews?: number } = {}): GraphDocument {
  const nodes: GraphNode[] = [];
  const connections: Connection[] = [];
  const perRow = chain.length * 4;
  for (let index = 0; index < nodeCount; index++) {
    const type = chain[index % chain.length]!;
    const definition = nodeRegistry.latest(type)!;
    const column = index % perRow;
    const row = Math.floor(index / perRow);
    const node = createNode(definition, `n${index}`, { x: column * 260, y: row * 140 });
    if (index < (options.previews ?? 0)) node.options.display = 'preview';
    nodes.push(node);
    if (index % chain.length !== 0) {
      const source = nodes[index - 1]!;
      const output = nodeRegistry.latest(source.type)!.outputs[0]!.name;
      connections.push({
        id: 1000 + connections.length,
        from: { nodeId: source.id, output },
        to: { nodeId: node.id, input: 'title' },
      });
    }
  }
  return { version: '1.0.0', nodes, connections, groups: [] };
}

/**
 * One 3D node for the 3D editor's benchmark: `sphere` a sphere primitive of about 100,000
 * triangles (225 segments around, 224 rings: 2 x 225 x 223 = 100,350),
 * `sample` the T-shirt sample, `empty` a scene holding only a light, the reference.
 */
export function sceneBenchmarkGraph(kind: 'sphere' | 'sample' | 'empty'): GraphDocument {
  const type =
    kind === 'sphere' ? 'scene.primitive' : kind === 'sample' ? 'scene.sample-model' : 'scene.light';
  const node = createNode(nodeRegistry.latest(type)!, 'scene', { x: 0, y: 0 });
  if (kind === 'sphere')
    node.controls = node.controls!.map((row) =>
      row.map((item) =>
        item.id === 'shape'
          ? { ...item, value: 'sphere' }
          : item.id === 'width'
            ? { ...item, value: 0.5 }
            : item.id === 'segments'
              ? { ...item, value: 225 }
              : item.id === 'heightSegments'
                ? { ...item, value: 224 }
                : item,
      ),
    );
  return { version: '1.0.0', nodes: [node], connections: [], groups: [] };
}
