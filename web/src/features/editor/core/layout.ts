// Where everything of a graph sits on the canvas: node rectangles, sockets, preview areas,
// resize corners, wires and groups, worked out from the stored document and the node
// definitions. The renderer draws from it and the interactions hit-test against it, so both
// always agree. Pure: no canvas, no DOM.
import type {
  Connection,
  GraphDocument,
  GraphNode,
  Group,
  NodeDefinition,
  NodeRegistry,
  SocketType,
} from '@atelier/graph';
import { controlSocketTypes, findControlSpec, titleInputName } from '@atelier/graph';
import {
  groupHeaderHeight,
  groupMinimumWidth,
  groupPadding,
  nodeDefaultWidth,
  nodeHeaderHeight,
  nodeMaximumWidth,
  nodeMinimumWidth,
  nodePadding,
  nodeRowHeight,
} from './constants';
import { unionOfRects, type Point, type Rect } from './geometry';

/** How a node is drawn: its title bar only, or with its live preview below. */
export type NodeDisplayMode = 'title' | 'preview';

/** Editor-only fields kept in a node's stored `options`, beside x, y and selectedUnit. */
export interface NodeViewOptions {
  display: NodeDisplayMode;
  width: number;
}

export function nodeViewOptions(node: GraphNode): NodeViewOptions {
  const display = node.options.display === 'preview' ? 'preview' : 'title';
  const storedWidth = node.options.width;
  const width =
    typeof storedWidth === 'number' && Number.isFinite(storedWidth)
      ? Math.min(nodeMaximumWidth, Math.max(nodeMinimumWidth, storedWidth))
      : nodeDefaultWidth;
  return { display, width };
}

export interface SocketLayout {
  direction: 'input' | 'output';
  /** The input name (title, another input or a control id) or the output name. */
  name: string;
  type: SocketType | undefined;
  /** i18n key of the socket's or control's label. */
  label: string;
  /** True for a control driven by a wire. */
  control: boolean;
  position: Point;
}

export interface NodeLayout {
  nodeId: string;
  rect: Rect;
  /** i18n key of the node's title, or undefined for a node whose definition is unknown. */
  titleKey: string | undefined;
  /** The node's type id, shown when the definition is unknown. */
  type: string;
  family: string | undefined;
  display: NodeDisplayMode;
  sockets: SocketLayout[];
  /** Rows under the title bar: extra inputs on the left, extra outputs on the right. */
  rowCount: number;
  previewRect: Rect | undefined;
  /** The corner that starts a resize (spec: nodeResizeArea). */
  resizeRect: Rect;
}

/** The height of a node's preview area for a given node width: a 4:3 frame inside the padding. */
export function previewHeightFor(width: number): number {
  return Math.round(((width - nodePadding * 2) * 3) / 4);
}

/** The input names of a node that wires drive: title, other inputs or control ids. */
function wiredInputs(nodeId: string, connections: readonly Connection[]): string[] {
  const names: string[] = [];
  for (const connection of connections) {
    if (connection.to.nodeId === nodeId && !names.includes(connection.to.input))
      names.push(connection.to.input);
  }
  return names;
}

export function layoutNode(
  node: GraphNode,
  definition: NodeDefinition | undefined,
  connections: readonly Connection[],
  resizeArea: number,
): NodeLayout {
  const view = nodeViewOptions(node);
  const x = node.options.x;
  const y = node.options.y;
  const width = view.width;
  const sockets: SocketLayout[] = [];
  const headerMiddle = y + nodeHeaderHeight / 2;

  const inputs = definition?.inputs ?? [];
  const outputs = definition?.outputs ?? [];
  const titleInput = inputs.find((input) => input.name === titleInputName);
  const wired = wiredInputs(node.id, connections);
  if (titleInput || (!definition && wired.includes(titleInputName))) {
    sockets.push({
      direction: 'input',
      name: titleInputName,
      type: titleInput?.type,
      label: titleInput?.label ?? titleInputName,
      control: false,
      position: { x, y: headerMiddle },
    });
  }
  const leftRows: Array<Omit<SocketLayout, 'position'>> = [];
  for (const input of inputs) {
    if (input.name === titleInputName) continue;
    leftRows.push({
      direction: 'input',
      name: input.name,
      type: input.type,
      label: input.label,
      control: false,
    });
  }
  // A control shows a socket while a wire drives it; unwired controls are reached through the
  // connection assistant, so nodes stay compact.
  for (const name of wired) {
    if (name === titleInputName || inputs.some((input) => input.name === name)) continue;
    const control = definition ? findControlSpec(definition, name) : undefined;
    leftRows.push({
      direction: 'input',
      name,
      type: control ? controlSocketTypes[control.kind] : undefined,
      label: control?.label ?? name,
      control: true,
    });
  }
  const [firstOutput, ...otherOutputs] = outputs;
  if (firstOutput) {
    sockets.push({
      direction: 'output',
      name: firstOutput.name,
      type: firstOutput.type,
      label: firstOutput.label,
      control: false,
      position: { x: x + width, y: headerMiddle },
    });
  }
  const rowCount = Math.max(leftRows.length, otherOutputs.length);
  const rowsTop = y + nodeHeaderHeight;
  leftRows.forEach((row, index) => {
    sockets.push({ ...row, position: { x, y: rowsTop + nodeRowHeight * index + nodeRowHeight / 2 } });
  });
  otherOutputs.forEach((output, index) => {
    sockets.push({
      direction: 'output',
      name: output.name,
      type: output.type,
      label: output.label,
      control: false,
      position: { x: x + width, y: rowsTop + nodeRowHeight * index + nodeRowHeight / 2 },
    });
  });
  let height = nodeHeaderHeight + rowCount * nodeRowHeight;
  let previewRect: Rect | undefined;
  if (view.display === 'preview') {
    const previewHeight = previewHeightFor(width);
    previewRect = {
      x: x + nodePadding,
      y: y + height + nodePadding,
      width: width - nodePadding * 2,
      height: previewHeight,
    };
    height += previewHeight + nodePadding * 2;
  } else if (rowCount > 0) {
    height += nodePadding / 2;
  }
  const rect = { x, y, width, height };
  return {
    nodeId: node.id,
    rect,
    titleKey: definition?.title,
    type: node.type,
    family: definition?.family,
    display: view.display,
    sockets,
    rowCount,
    previewRect,
    resizeRect: {
      x: x + width - resizeArea,
      y: y + height - resizeArea,
      width: resizeArea,
      height: resizeArea,
    },
  };
}

export interface WireLayout {
  connectionId: number;
  from: Point;
  to: Point;
  fromType: SocketType | undefined;
}

export interface GroupLayout {
  groupId: string;
  rect: Rect;
  headerRect: Rect;
  resizeRect: Rect;
}

export interface SceneLayout {
  nodes: Map<string, NodeLayout>;
  /** Node ids in drawing order, bottom first. */
  order: string[];
  wires: WireLayout[];
  groups: GroupLayout[];
  bounds: Rect | undefined;
}

export function findSocket(layout: NodeLayout, direction: 'input' | 'output', name: string) {
  return layout.sockets.find((socket) => socket.direction === direction && socket.name === name);
}

/**
 * A group's rectangle: its stored x, y and width, tall enough to hold its children. A group
 * without a stored size wraps its children with padding.
 */
export function layoutGroup(group: Group, nodes: Map<string, NodeLayout>, resizeArea: number): GroupLayout {
  const children = unionOfRects(
    group.children.nodes.flatMap((id) => {
      const layout = nodes.get(id);
      return layout ? [layout.rect] : [];
    }),
  );
  const size = group.size;
  const x = size?.x ?? (children ? children.x - groupPadding : 0);
  const y = size?.y ?? (children ? children.y - groupPadding - groupHeaderHeight : 0);
  const width = Math.max(
    groupMinimumWidth,
    size?.width ?? (children ? children.width + groupPadding * 2 : groupMinimumWidth),
  );
  const storedHeight = typeof size?.height === 'number' ? size.height : 0;
  const childrenBottom = children ? children.y + children.height + groupPadding : y + groupHeaderHeight + 80;
  const height = Math.max(storedHeight, childrenBottom - y, groupHeaderHeight + 60);
  const rect = { x, y, width, height };
  return {
    groupId: group.id,
    rect,
    headerRect: { x, y, width, height: groupHeaderHeight },
    resizeRect: {
      x: x + width - resizeArea,
      y: y + height - resizeArea,
      width: resizeArea,
      height: resizeArea,
    },
  };
}

/**
 * Lays out a whole graph. Node layouts of the previous scene are reused for node objects that
 * did not change (the history shares unchanged nodes between documents), so a drag lays out
 * only the nodes it moves.
 */
export function layoutScene(
  graph: GraphDocument,
  registry: NodeRegistry,
  options: { nodeResizeArea: number; groupResizeArea: number },
  cache?: WeakMap<GraphNode, { key: string; layout: NodeLayout }>,
): SceneLayout {
  const nodes = new Map<string, NodeLayout>();
  const wiredByNode = new Map<string, Connection[]>();
  for (const connection of graph.connections) {
    const list = wiredByNode.get(connection.to.nodeId);
    if (list) list.push(connection);
    else wiredByNode.set(connection.to.nodeId, [connection]);
  }
  for (const node of graph.nodes) {
    const connections = wiredByNode.get(node.id) ?? [];
    const key = connections.map((connection) => connection.to.input).join('\u0000');
    const cached = cache?.get(node);
    if (cached && cached.key === key) {
      nodes.set(node.id, cached.layout);
      continue;
    }
    const layout = layoutNode(
      node,
      registry.get(node.type, node.version),
      connections,
      options.nodeResizeArea,
    );
    cache?.set(node, { key, layout });
    nodes.set(node.id, layout);
  }
  const wires: WireLayout[] = [];
  for (const connection of graph.connections) {
    const source = nodes.get(connection.from.nodeId);
    const target = nodes.get(connection.to.nodeId);
    if (!source || !target) continue;
    const from = findSocket(source, 'output', connection.from.output);
    const to = findSocket(target, 'input', connection.to.input);
    wires.push({
      connectionId: connection.id,
      from: from?.position ?? {
        x: source.rect.x + source.rect.width,
        y: source.rect.y + nodeHeaderHeight / 2,
      },
      to: to?.position ?? { x: target.rect.x, y: target.rect.y + nodeHeaderHeight / 2 },
      fromType: from?.type,
    });
  }
  const groups = (graph.groups ?? []).map((group) => layoutGroup(group, nodes, options.groupResizeArea));
  const bounds = unionOfRects([
    ...[...nodes.values()].map((layout) => layout.rect),
    ...groups.map((group) => group.rect),
  ]);
  return { nodes, order: graph.nodes.map((node) => node.id), wires, groups, bounds };
}

/** The control points of a wire's cubic Bézier curve: out to the right, into the left. */
export function wireControlPoints(from: Point, to: Point): [Point, Point, Point, Point] {
  const reach = Math.max(40, Math.abs(to.x - from.x) / 2, Math.min(160, Math.abs(to.y - from.y) / 2));
  return [from, { x: from.x + reach, y: from.y }, { x: to.x - reach, y: to.y }, to];
}

export function bezierPoint(points: readonly [Point, Point, Point, Point], t: number): Point {
  const [p0, p1, p2, p3] = points;
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

/** The shortest distance from a point to a wire, measured along 32 straight pieces of its curve. */
export function distanceToWire(point: Point, from: Point, to: Point): number {
  const points = wireControlPoints(from, to);
  let best = Infinity;
  let previous = from;
  for (let step = 1; step <= 32; step++) {
    const next = bezierPoint(points, step / 32);
    best = Math.min(best, distanceToSegment(point, previous, next));
    previous = next;
  }
  return best;
}

function distanceToSegment(point: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared));
  return Math.hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy));
}
