// Which nodes a job evaluates, from the graph document alone (no node code needed).
import { isFileWritingNodeType, productionNodeTypes } from '@atelier/contracts';
import type { GraphDocument } from '@atelier/graph';

/** The file-writing nodes an export job writes: those named (in graph order), else every one. */
export function exportNodeIds(graph: GraphDocument, requested?: readonly unknown[]): string[] {
  const writers = graph.nodes.filter((node) => isFileWritingNodeType(node.type));
  if (!requested || requested.length === 0) return writers.map((node) => node.id);
  const wanted = new Set(requested.filter((id): id is string => typeof id === 'string'));
  return writers.filter((node) => wanted.has(node.id)).map((node) => node.id);
}

export function productionNodeIds(graph: GraphDocument): string[] {
  return graph.nodes
    .filter((node) => (productionNodeTypes as readonly string[]).includes(node.type))
    .map((node) => node.id);
}

/**
 * The design's output node, whose value a preview shows: what the first export node reads
 * (its main input), else the last node that nothing reads from (the end of the chain).
 */
export function outputNodeId(graph: GraphDocument): string | undefined {
  const exporter = graph.nodes.find((node) => isFileWritingNodeType(node.type));
  if (exporter) {
    const feeding = graph.connections.filter((connection) => connection.to.nodeId === exporter.id);
    const main = feeding.find((connection) => connection.to.input === 'title') ?? feeding[0];
    if (main) return main.from.nodeId;
  }
  const read = new Set(graph.connections.map((connection) => connection.from.nodeId));
  const ends = graph.nodes.filter((node) => !read.has(node.id) && !isFileWritingNodeType(node.type));
  return ends.at(-1)?.id ?? graph.nodes.at(-1)?.id;
}
