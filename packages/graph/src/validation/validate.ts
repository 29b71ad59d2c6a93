import { titleInputName } from '../constants';
import { controlSocketTypes, nodeHasControl } from '../definitions/controls';
import type { NodeDefinition, NodeRegistry } from '../definitions/definition';
import { findControlSpec } from '../definitions/registry';
import { canFeed, type SocketType } from '../definitions/sockets';
import type {
  Connection,
  ConnectionSource,
  ConnectionTarget,
  GraphDocument,
  GraphNode,
} from '../document/types';
import { buildAdjacency, findCycles, findPath } from './cycles';

export type GraphIssueCode =
  | 'unknown-node-type'
  | 'unknown-node-version'
  | 'missing-source-node'
  | 'missing-target-node'
  | 'missing-output'
  | 'missing-input'
  | 'socket-type-mismatch'
  | 'input-already-connected'
  | 'cycle'
  | 'missing-group-child'
  | 'node-in-two-groups';

/** Something that keeps (part of) a graph from evaluating, with a reason in English for logs. */
export interface GraphIssue {
  code: GraphIssueCode;
  message: string;
  /** The nodes the issue stops from evaluating: the node itself, a wire's target, a cycle's nodes. */
  nodeIds: string[];
  connectionId?: number;
  groupId?: string;
}

export type ConnectionCheck = { ok: true } | { ok: false; code: GraphIssueCode; reason: string };

interface Lookup {
  nodes: Map<string, GraphNode>;
  definitions: Map<string, NodeDefinition>;
}

function lookup(graph: GraphDocument, registry: NodeRegistry): Lookup {
  const nodes = new Map<string, GraphNode>();
  const definitions = new Map<string, NodeDefinition>();
  for (const node of graph.nodes) {
    nodes.set(node.id, node);
    const definition = registry.get(node.type, node.version);
    if (definition) definitions.set(node.id, definition);
  }
  return { nodes, definitions };
}

/** Why a node has no definition, or undefined when it has one. */
function describeMissingDefinition(node: GraphNode, registry: NodeRegistry): GraphIssue | undefined {
  if (registry.get(node.type, node.version)) return undefined;
  const versions = registry.versions(node.type);
  if (versions.length === 0) {
    return {
      code: 'unknown-node-type',
      message: `node "${node.id}" has unknown type "${node.type}"`,
      nodeIds: [node.id],
    };
  }
  return {
    code: 'unknown-node-version',
    message: `node "${node.id}" uses version ${node.version} of "${node.type}", which does not exist (known: ${versions.join(', ')})`,
    nodeIds: [node.id],
  };
}

/** The socket type a wire's input accepts, or why the input does not exist. */
function resolveInputType(
  target: GraphNode,
  definition: NodeDefinition,
  input: string,
): { ok: true; type: SocketType } | { ok: false; code: GraphIssueCode; reason: string } {
  const socket = definition.inputs.find((candidate) => candidate.name === input);
  if (socket) return { ok: true, type: socket.type };
  if (input === titleInputName) {
    return {
      ok: false,
      code: 'missing-input',
      reason: `node "${target.id}" (${target.type}) has no title input`,
    };
  }
  // Any other input name is a control id; the node's stored controls must contain it (spec 5).
  const control = findControlSpec(definition, input);
  if (!control || !nodeHasControl(target, input)) {
    return {
      ok: false,
      code: 'missing-input',
      reason: `node "${target.id}" (${target.type}) has no input or control "${input}"`,
    };
  }
  const type = controlSocketTypes[control.kind];
  if (!type) {
    return {
      ok: false,
      code: 'socket-type-mismatch',
      reason: `control "${input}" of node "${target.id}" is a ${control.kind} control, which no wire can drive`,
    };
  }
  return { ok: true, type };
}

/** Checks one wire against the nodes and definitions, ignoring other wires. */
function checkWire(from: ConnectionSource, to: ConnectionTarget, context: Lookup): ConnectionCheck {
  const source = context.nodes.get(from.nodeId);
  if (!source)
    return { ok: false, code: 'missing-source-node', reason: `source node "${from.nodeId}" does not exist` };
  const target = context.nodes.get(to.nodeId);
  if (!target)
    return { ok: false, code: 'missing-target-node', reason: `target node "${to.nodeId}" does not exist` };
  const sourceDefinition = context.definitions.get(source.id);
  if (!sourceDefinition) {
    return {
      ok: false,
      code: 'unknown-node-type',
      reason: `source node "${source.id}" has no known definition`,
    };
  }
  const targetDefinition = context.definitions.get(target.id);
  if (!targetDefinition) {
    return {
      ok: false,
      code: 'unknown-node-type',
      reason: `target node "${target.id}" has no known definition`,
    };
  }
  const output = sourceDefinition.outputs.find((candidate) => candidate.name === from.output);
  if (!output) {
    return {
      ok: false,
      code: 'missing-output',
      reason: `node "${source.id}" (${source.type}) has no output "${from.output}"`,
    };
  }
  const input = resolveInputType(target, targetDefinition, to.input);
  if (!input.ok) return input;
  if (!canFeed(output.type, input.type)) {
    return {
      ok: false,
      code: 'socket-type-mismatch',
      reason: `${withArticle(output.type)} output ("${from.output}" of node "${source.id}") cannot feed ${withArticle(input.type)} input ("${to.input}" of node "${target.id}")`,
    };
  }
  return { ok: true };
}

/** "an image", "a number": the type with its article, for reasons read in logs. */
function withArticle(type: SocketType): string {
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
}

function describeCycle(cycle: readonly string[]): string {
  return `nodes ${[...cycle, cycle[0]!].map((id) => `"${id}"`).join(' -> ')} form a cycle`;
}

/**
 * Everything that keeps the graph from evaluating as drawn: nodes of unknown type or version,
 * wires from or to missing nodes, outputs, inputs or controls, mismatched socket types, two wires
 * into one input, cycles, and groups naming missing nodes. An empty list means the graph is sound.
 */
export function validateGraph(graph: GraphDocument, registry: NodeRegistry): GraphIssue[] {
  const issues: GraphIssue[] = [];
  const context = lookup(graph, registry);
  for (const node of graph.nodes) {
    const missing = describeMissingDefinition(node, registry);
    if (missing) issues.push(missing);
  }
  const wiredInputs = new Map<string, number>();
  for (const connection of graph.connections) {
    const check = checkWire(connection.from, connection.to, context);
    // A wire touching a node without a definition adds nothing to that node's own issue.
    if (!check.ok && check.code !== 'unknown-node-type') {
      issues.push({
        code: check.code,
        message: `connection ${connection.id}: ${check.reason}`,
        nodeIds: context.nodes.has(connection.to.nodeId) ? [connection.to.nodeId] : [],
        connectionId: connection.id,
      });
    }
    const inputKey = `${connection.to.nodeId}\u0000${connection.to.input}`;
    const first = wiredInputs.get(inputKey);
    if (first === undefined) {
      wiredInputs.set(inputKey, connection.id);
    } else {
      issues.push({
        code: 'input-already-connected',
        message: `connection ${connection.id}: input "${connection.to.input}" of node "${connection.to.nodeId}" is already fed by connection ${first}`,
        nodeIds: context.nodes.has(connection.to.nodeId) ? [connection.to.nodeId] : [],
        connectionId: connection.id,
      });
    }
  }
  const nodeIds = graph.nodes.map((node) => node.id);
  const adjacency = buildAdjacency(
    nodeIds,
    graph.connections.map((connection) => ({ from: connection.from.nodeId, to: connection.to.nodeId })),
  );
  for (const cycle of findCycles(nodeIds, adjacency)) {
    issues.push({ code: 'cycle', message: describeCycle(cycle), nodeIds: cycle });
  }
  const groupOfNode = new Map<string, string>();
  for (const group of graph.groups ?? []) {
    for (const child of group.children.nodes) {
      if (!context.nodes.has(child)) {
        issues.push({
          code: 'missing-group-child',
          message: `group "${group.id}" names node "${child}", which does not exist`,
          nodeIds: [],
          groupId: group.id,
        });
        continue;
      }
      const other = groupOfNode.get(child);
      if (other !== undefined && other !== group.id) {
        issues.push({
          code: 'node-in-two-groups',
          message: `node "${child}" is in group "${other}" and in group "${group.id}"`,
          nodeIds: [],
          groupId: group.id,
        });
      } else {
        groupOfNode.set(child, group.id);
      }
    }
  }
  return issues;
}

/**
 * Whether the editor may draw a wire from an output to an input: both ends exist, the types fit,
 * the input is free, and the wire would not close a cycle. The reason names what is wrong.
 */
export function canConnect(
  graph: GraphDocument,
  registry: NodeRegistry,
  from: Pick<ConnectionSource, 'nodeId' | 'output'>,
  to: Pick<ConnectionTarget, 'nodeId' | 'input'>,
): ConnectionCheck {
  const context = lookup(graph, registry);
  const check = checkWire(from, to, context);
  if (!check.ok) return check;
  const existing = graph.connections.find(
    (connection: Connection) => connection.to.nodeId === to.nodeId && connection.to.input === to.input,
  );
  if (existing) {
    return {
      ok: false,
      code: 'input-already-connected',
      reason: `input "${to.input}" of node "${to.nodeId}" is already fed by connection ${existing.id}`,
    };
  }
  if (from.nodeId === to.nodeId) {
    return {
      ok: false,
      code: 'cycle',
      reason: `a wire from node "${from.nodeId}" to itself would form a cycle`,
    };
  }
  const adjacency = buildAdjacency(
    graph.nodes.map((node) => node.id),
    graph.connections.map((connection) => ({ from: connection.from.nodeId, to: connection.to.nodeId })),
  );
  const path = findPath(adjacency, to.nodeId, from.nodeId);
  if (path) {
    // The new wire runs from the path's end back to its start, closing the loop.
    return {
      ok: false,
      code: 'cycle',
      reason: `this wire would close a cycle: ${describeCycle([from.nodeId, ...path.slice(0, -1)])}`,
    };
  }
  return { ok: true };
}
