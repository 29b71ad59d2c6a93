// The synchronous half of an evaluation: which nodes a request needs, in what order, and under
// which cache key each one's result is kept. Everything that can be known without running a node
// is settled here: unknown types, broken wires, cycles, invalid control values, missing required
// inputs. Nodes that can run get a key made of their own settings and their inputs' keys, so a
// change anywhere upstream changes every key below it.
import {
  controlSocketTypes,
  describeInvalidControlValue,
  effectiveControlValues,
} from '../definitions/controls';
import type { ControlSpec, NodeDefinition, NodeRegistry } from '../definitions/definition';
import type { NodeMessage } from '../definitions/messages';
import { findControlSpec } from '../definitions/registry';
import type { SocketType } from '../definitions/sockets';
import type { Connection, GraphDocument, GraphNode } from '../document/types';
import { resolveCurrentMode } from '../editor/modes';
import { validateGraph } from '../validation/validate';
import { hashValue } from './hash';

/** A wire into a planned node, resolved against both definitions. */
export interface PlannedWire {
  /** Input socket name or control id. */
  name: string;
  target: 'input' | 'control';
  sourceNodeId: string;
  output: string;
  fromType: SocketType;
  toType: SocketType;
  /** The driven control, for wires into controls. */
  control?: ControlSpec;
}

/** A node whose outcome is known without running it. */
export interface SettledOutcome {
  status: 'failed' | 'empty';
  messages: NodeMessage[];
  /** For a failure caused upstream: the node whose own failure started it. */
  causeNodeId?: string;
}

export interface PlannedNode {
  nodeId: string;
  node: GraphNode;
  definition: NodeDefinition | undefined;
  /** Set when the node will not run; `key` is then absent. */
  settled?: SettledOutcome;
  key?: string;
  mode: string | undefined;
  /**
   * Stored or default values of every control. Driven controls keep theirs too: the key includes
   * them, since a source that turns out empty leaves the control at its own value.
   */
  controls: Record<string, unknown>;
  params: Record<string, unknown>;
  /** Wires whose sources will run; wires from empty sources are left out, as if unconnected. */
  wires: PlannedWire[];
}

export interface EvaluationPlan {
  /** Every node the request needs, each after the nodes it reads from. */
  order: string[];
  nodes: Map<string, PlannedNode>;
}

function failed(code: string, detail: string, values?: Record<string, string | number>): SettledOutcome {
  const message: NodeMessage = { code, severity: 'error', detail };
  if (values) message.values = values;
  return { status: 'failed', messages: [message] };
}

/** The path of the first non-finite number inside a params value, or undefined. */
function findNonFiniteNumber(value: unknown, path: string): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findNonFiniteNumber(value[index], `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const [name, item] of Object.entries(value)) {
      const found = findNonFiniteNumber(item, `${path}.${name}`);
      if (found) return found;
    }
  }
  return undefined;
}

function resolveWire(connection: Connection, source: PlannedNode, definition: NodeDefinition): PlannedWire {
  // Validation has already refused wires that do not resolve, so these lookups succeed.
  const output = source.definition!.outputs.find((candidate) => candidate.name === connection.from.output)!;
  const socket = definition.inputs.find((candidate) => candidate.name === connection.to.input);
  const base = {
    name: connection.to.input,
    sourceNodeId: connection.from.nodeId,
    output: connection.from.output,
    fromType: output.type,
  };
  if (socket) return { ...base, target: 'input', toType: socket.type };
  const control = findControlSpec(definition, connection.to.input)!;
  return { ...base, target: 'control', toType: controlSocketTypes[control.kind]!, control };
}

function planNode(
  node: GraphNode,
  definition: NodeDefinition | undefined,
  incoming: readonly Connection[],
  issueOutcome: SettledOutcome | undefined,
  planned: Map<string, PlannedNode>,
): PlannedNode {
  const result: PlannedNode = {
    nodeId: node.id,
    node,
    definition,
    mode: resolveCurrentMode(node, definition),
    controls: {},
    params: node.params ?? {},
    wires: [],
  };
  if (issueOutcome || !definition) {
    result.settled = issueOutcome ?? failed('unknown-node-type', `node "${node.id}" has no definition`);
    return result;
  }
  for (const connection of incoming) {
    const source = planned.get(connection.from.nodeId)!;
    if (source.settled?.status === 'failed') {
      const causeNodeId = source.settled.causeNodeId ?? source.nodeId;
      result.settled = {
        ...failed('upstream-failed', `node "${causeNodeId}" failed, so this node cannot run`, {
          nodeId: causeNodeId,
        }),
        causeNodeId,
      };
      return result;
    }
    if (source.settled?.status === 'empty') continue;
    result.wires.push(resolveWire(connection, source, definition));
  }
  const fed = new Set(result.wires.map((wire) => wire.name));
  for (const socket of definition.inputs) {
    if (socket.required && !fed.has(socket.name)) {
      result.settled = { status: 'empty', messages: [] };
      return result;
    }
  }
  const controls = effectiveControlValues(node, definition);
  for (const row of definition.controls) {
    for (const control of row) {
      // A driven control's value is checked when the wire delivers it; a wire from an empty
      // source leaves the control at its own value, which is checked here.
      if (fed.has(control.id)) continue;
      const problem = describeInvalidControlValue(control, controls[control.id]);
      if (problem) {
        result.settled = failed('invalid-parameter', `control "${control.id}" ${problem}`, {
          control: control.id,
        });
        return result;
      }
    }
  }
  result.controls = controls;
  const badParam = findNonFiniteNumber(result.params, 'params');
  if (badParam) {
    result.settled = failed('invalid-parameter', `${badParam} is not a finite number`, { param: badParam });
    return result;
  }
  result.key = hashValue({
    type: node.type,
    version: node.version,
    mode: result.mode,
    controls,
    params: result.params,
    wires: result.wires
      .map((wire) => [wire.name, planned.get(wire.sourceNodeId)!.key!, wire.output])
      .sort((left, right) => (left[0]! < right[0]! ? -1 : left[0]! > right[0]! ? 1 : 0)),
  });
  return result;
}

/** A request for the outputs of one node. */
export interface EvaluationRequest {
  nodeId: string;
}

/**
 * Plans the evaluation of the requested nodes and of everything they read from. Requests for
 * nodes the graph does not have are left out.
 */
export function planEvaluation(
  graph: GraphDocument,
  registry: NodeRegistry,
  requests: readonly EvaluationRequest[],
): EvaluationPlan {
  const nodesById = new Map(graph.nodes.map((node) => [node.id, node]));
  const issueOutcomes = new Map<string, SettledOutcome>();
  for (const issue of validateGraph(graph, registry)) {
    for (const nodeId of issue.nodeIds) {
      if (!issueOutcomes.has(nodeId)) issueOutcomes.set(nodeId, failed(issue.code, issue.message));
    }
  }
  const incoming = new Map<string, Connection[]>();
  for (const connection of graph.connections) {
    const list = incoming.get(connection.to.nodeId);
    if (list) list.push(connection);
    else incoming.set(connection.to.nodeId, [connection]);
  }

  // Depth-first post-order from the requested nodes against the wires, without recursion. Nodes
  // with issues are not expanded, and every node on a cycle has one, so the walk terminates.
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  for (const request of requests) {
    if (!nodesById.has(request.nodeId)) continue;
    const stack: { nodeId: string; expanded: boolean }[] = [{ nodeId: request.nodeId, expanded: false }];
    while (stack.length > 0) {
      const item = stack.pop()!;
      if (item.expanded) {
        state.set(item.nodeId, 'done');
        order.push(item.nodeId);
        continue;
      }
      if (state.has(item.nodeId)) continue;
      state.set(item.nodeId, 'open');
      stack.push({ nodeId: item.nodeId, expanded: true });
      if (issueOutcomes.has(item.nodeId)) continue;
      const wires = incoming.get(item.nodeId) ?? [];
      for (let index = wires.length - 1; index >= 0; index -= 1) {
        const sourceId = wires[index]!.from.nodeId;
        if (!state.has(sourceId)) stack.push({ nodeId: sourceId, expanded: false });
      }
    }
  }

  const planned = new Map<string, PlannedNode>();
  for (const nodeId of order) {
    const node = nodesById.get(nodeId)!;
    planned.set(
      nodeId,
      planNode(
        node,
        registry.get(node.type, node.version),
        incoming.get(nodeId) ?? [],
        issueOutcomes.get(nodeId),
        planned,
      ),
    );
  }
  return { order, nodes: planned };
}
