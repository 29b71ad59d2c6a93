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
