import type { Connection, GraphDocument, GraphNode } from '@atelier/graph';

/** What one save changed in a graph, as the history summarises it. */
export interface GraphChanges {
  /** Node types, once per node added (sorted). */
  nodesAdded: string[];
  /** Node types, once per node removed (sorted). */
  nodesRemoved: string[];
  /** Changed parameter values of nodes present in both graphs. */
  parametersChanged: number;
  /** Wires added plus wires removed. */
  connectionsChanged: number;
}

/**
 * What changed from `before` to `after`. Nodes are matched by id: a node whose id is new was
 * added, one whose id is gone was removed (a node whose type changed under the same id counts as
 * both). Of a node in both, each control value, each parameter and the current mode that differ
 * count as one changed parameter; moving a node, its note or its preview state change none. A
 * wire is its two ends (node and output, node and input), so a wire replaced by the same wire
 * changes nothing.
 */
export function graphChanges(before: GraphDocument, after: GraphDocument): GraphChanges {
  const beforeNodes = new Map(before.nodes.map((node) => [node.id, node]));
  const afterNodes = new Map(after.nodes.map((node) => [node.id, node]));
  const nodesAdded: string[] = [];
  const nodesRemoved: string[] = [];
  let parametersChanged = 0;
  for (const node of after.nodes) {
    const earlier = beforeNodes.get(node.id);
    if (!earlier || earlier.type !== node.type) nodesAdded.push(node.type);
    else parametersChanged += changedParameters(earlier, node);
  }
  for (const node of before.nodes) {
    const later = afterNodes.get(node.id);
    if (!later || later.type !== node.type) nodesRemoved.push(node.type);
  }
  const beforeWires = new Set(before.connections.map(wireKey));
  const afterWires = new Set(after.connections.map(wireKey));
  let connectionsChanged = 0;
  for (const wire of afterWires) if (!beforeWires.has(wire)) connectionsChanged += 1;
  for (const wire of beforeWires) if (!afterWires.has(wire)) connectionsChanged += 1;
  return {
    nodesAdded: nodesAdded.sort(),
    nodesRemoved: nodesRemoved.sort(),
    parametersChanged,
    connectionsChanged,
  };
}

function wireKey(connection: Connection): string {
  return JSON.stringify([
    connection.from.nodeId,
    connection.from.output,
    connection.to.nodeId,
    connection.to.input,
  ]);
}

/** The values a user sets on a node: its controls by id, its parameters by name, its mode. */
function parameterValues(node: GraphNode): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const row of node.controls ?? []) {
    for (const item of row) values.set(`control:${item.id}`, item.value);
  }
  for (const [name, value] of Object.entries(node.params ?? {})) values.set(`param:${name}`, value);
  if (node.currentMode !== undefined) values.set('mode', node.currentMode);
  return values;
}

function changedParameters(before: GraphNode, after: GraphNode): number {
  const earlier = parameterValues(before);
  const later = parameterValues(after);
  let changed = 0;
  for (const key of new Set([...earlier.keys(), ...later.keys()])) {
    if (canonical(earlier.get(key)) !== canonical(later.get(key))) changed += 1;
  }
  return changed;
}

/** JSON with object keys sorted, so equal values written in another key order compare equal. */
function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, member: unknown) =>
    member !== null && typeof member === 'object' && !Array.isArray(member)
      ? Object.fromEntries(
          Object.entries(member as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : member,
  );
}
