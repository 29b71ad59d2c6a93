// Document changes as data. Each command is applied by a pure function that returns a new
// document and leaves the old one untouched, so the history can keep earlier documents as they
// were and share every unchanged node between them.
import type {
  Connection,
  ConnectionSource,
  ConnectionTarget,
  GraphDocument,
  GraphNode,
  Group,
  NodeModeEntry,
} from '../document/types';
import { nextConnectionId } from '../document/ids';
import { withModes } from '../editor/modes';

/** A wire to add; its id is given when pasting, else counted on from the graph's largest id. */
export interface NewConnection {
  id?: number;
  from: ConnectionSource;
  to: ConnectionTarget;
}

export type GraphCommand =
  /** Adds nodes and the wires between them or to existing nodes, as a paste or drop does. */
  | { kind: 'addNodes'; nodes: GraphNode[]; connections?: NewConnection[] }
  /** Removes nodes with every wire touching them, and takes them out of their groups. */
  | { kind: 'removeNodes'; nodeIds: string[] }
  /** Puts nodes at new canvas positions. */
  | { kind: 'moveNodes'; positions: Record<string, { x: number; y: number }> }
  /** Sets a control's stored value, adding the control item to the last row when missing. */
  | { kind: 'setControlValue'; nodeId: string; controlId: string; value: unknown }
  /** Merges values into the node's params; a value of undefined removes that param. */
  | { kind: 'setParams'; nodeId: string; params: Record<string, unknown> }
  | { kind: 'setCurrentMode'; nodeId: string; mode: string }
  /** Replaces the node's modes; its current mode falls back to the first when no longer offered. */
  | { kind: 'setModes'; nodeId: string; modes: NodeModeEntry[] }
  /** Sets `options.selectedUnit`; null stands for the default 100% unit. */
  | { kind: 'setSelectedUnit'; nodeId: string; selectedUnit: string | null }
  | { kind: 'setNote'; nodeId: string; note: string }
  | { kind: 'setDetailView'; nodeId: string; detailView: boolean }
  | { kind: 'connect'; connection: NewConnection }
  | { kind: 'disconnect'; connectionIds: number[] }
  | { kind: 'addGroup'; group: Group }
  /** Replaces fields of a group (its children, mode or size). */
  | { kind: 'updateGroup'; groupId: string; changes: Partial<Omit<Group, 'id'>> }
  /** Removes a group; its nodes stay in the graph. */
  | { kind: 'removeGroup'; groupId: string };

/** Thrown for a command that cannot apply, such as one naming a node the graph does not have. */
export class GraphCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphCommandError';
  }
}

function replaceNode(
  graph: GraphDocument,
  nodeId: string,
  change: (node: GraphNode) => GraphNode,
): GraphDocument {
  const index = graph.nodes.findIndex((node) => node.id === nodeId);
  if (index < 0) throw new GraphCommandError(`node "${nodeId}" does not exist`);
  const nodes = graph.nodes.slice();
  nodes[index] = change(graph.nodes[index]!);
  return { ...graph, nodes };
}

function setControlValue(node: GraphNode, controlId: string, value: unknown): GraphNode {
  const rows = node.controls ?? [];
  let found = false;
  const controls = rows.map((row) =>
    row.map((item) => {
      if (item.id !== controlId) return item;
      found = true;
      return { ...item, value };
    }),
  );
  if (!found) {
    if (controls.length === 0) controls.push([]);
    controls[controls.length - 1] = [...controls[controls.length - 1]!, { id: controlId, value }];
  }
  return { ...node, controls };
}

function addConnections(graph: GraphDocument, additions: readonly NewConnection[]): GraphDocument {
  const connections = graph.connections.slice();
  const ids = new Set(connections.map((connection) => connection.id));
  for (const addition of additions) {
    const id = addition.id ?? nextConnectionId({ connections });
    if (ids.has(id)) throw new GraphCommandError(`connection ${id} already exists`);
    ids.add(id);
    const connection: Connection = { id, from: addition.from, to: addition.to };
    connections.push(connection);
  }
  return { ...graph, connections };
}

/** Applies one command, returning a new document. */
export function applyCommand(graph: GraphDocument, command: GraphCommand): GraphDocument {
  switch (command.kind) {
    case 'addNodes': {
      const existing = new Set(graph.nodes.map((node) => node.id));
      for (const node of command.nodes) {
        if (existing.has(node.id)) throw new GraphCommandError(`node "${node.id}" already exists`);
        existing.add(node.id);
      }
      return addConnections(
        { ...graph, nodes: [...graph.nodes, ...command.nodes] },
        command.connections ?? [],
      );
    }
    case 'removeNodes': {
      const removed = new Set(command.nodeIds);
      for (const id of removed) {
        if (!graph.nodes.some((node) => node.id === id))
          throw new GraphCommandError(`node "${id}" does not exist`);
      }
      const next: GraphDocument = {
        ...graph,
        nodes: graph.nodes.filter((node) => !removed.has(node.id)),
        connections: graph.connections.filter(
          (connection) => !removed.has(connection.from.nodeId) && !removed.has(connection.to.nodeId),
        ),
      };
      if (graph.groups) {
        next.groups = graph.groups.map((group) =>
          group.children.nodes.some((id) => removed.has(id))
            ? {
                ...group,
                children: { ...group.children, nodes: group.children.nodes.filter((id) => !removed.has(id)) },
              }
            : group,
        );
      }
      return next;
    }
    case 'moveNodes': {
      let next = graph;
      for (const [nodeId, position] of Object.entries(command.positions)) {
        next = replaceNode(next, nodeId, (node) => ({
          ...node,
          options: { ...node.options, x: position.x, y: position.y },
        }));
      }
      return next;
    }
    case 'setControlValue':
      return replaceNode(graph, command.nodeId, (node) =>
        setControlValue(node, command.controlId, command.value),
      );
    case 'setParams':
      return replaceNode(graph, command.nodeId, (node) => {
        const params: Record<string, unknown> = { ...node.params };
        for (const [name, value] of Object.entries(command.params)) {
          if (value === undefined) delete params[name];
          else params[name] = value;
        }
        return { ...node, params };
      });
    case 'setCurrentMode':
      return replaceNode(graph, command.nodeId, (node) => ({ ...node, currentMode: command.mode }));
    case 'setModes':
      return replaceNode(graph, command.nodeId, (node) => withModes(node, command.modes));
    case 'setSelectedUnit':
      return replaceNode(graph, command.nodeId, (node) => ({
        ...node,
        options: { ...node.options, selectedUnit: command.selectedUnit },
      }));
    case 'setNote':
      return replaceNode(graph, command.nodeId, (node) => ({ ...node, note: command.note }));
    case 'setDetailView':
      return replaceNode(graph, command.nodeId, (node) => ({ ...node, detailView: command.detailView }));
    case 'connect':
      return addConnections(graph, [command.connection]);
    case 'disconnect': {
      const removed = new Set(command.connectionIds);
      for (const id of removed) {
        if (!graph.connections.some((connection) => connection.id === id))
          throw new GraphCommandError(`connection ${id} does not exist`);
      }
      return { ...graph, connections: graph.connections.filter((connection) => !removed.has(connection.id)) };
    }
    case 'addGroup': {
      const groups = graph.groups ?? [];
      if (groups.some((group) => group.id === command.group.id))
        throw new GraphCommandError(`group "${command.group.id}" already exists`);
      return { ...graph, groups: [...groups, command.group] };
    }
    case 'updateGroup': {
      const groups = graph.groups ?? [];
      const index = groups.findIndex((group) => group.id === command.groupId);
      if (index < 0) throw new GraphCommandError(`group "${command.groupId}" does not exist`);
      const next = groups.slice();
      next[index] = { ...groups[index]!, ...command.changes, id: command.groupId } as Group;
      return { ...graph, groups: next };
    }
    case 'removeGroup': {
      const groups = graph.groups ?? [];
      if (!groups.some((group) => group.id === command.groupId))
        throw new GraphCommandError(`group "${command.groupId}" does not exist`);
      return { ...graph, groups: groups.filter((group) => group.id !== command.groupId) };
    }
  }
}

/** Applies commands in order: the document after the last one. */
export function applyCommands(graph: GraphDocument, commands: readonly GraphCommand[]): GraphDocument {
  return commands.reduce(applyCommand, graph);
}
