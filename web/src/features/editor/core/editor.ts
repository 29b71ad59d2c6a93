// The editor core: one open graph with its store, camera, scene layout and the operations the
// interactions, shortcuts, menus and panels call. Framework-free (no React, pixi.js or DOM),
// like tldraw's Editor under its React binding; the canvas and the screen subscribe to it.
import {
  canConnect,
  controlSocketTypes,
  createNode,
  canFeed,
  titleInputName,
  type ConnectionCheck,
  type GraphCommand,
  type GraphDocument,
  type GraphNode,
  type NewConnection,
  type NodeDefinition,
  type NodeRegistry,
  type SocketType,
} from '@atelier/graph';
import { clampZoom, fitBounds, initialCamera, panBy, screenToWorld, zoomAt, type Camera } from './camera';
import {
  defaultGridSize,
  defaultSpacing,
  nodeDefaultWidth,
  groupHeaderHeight,
  groupPadding,
  groupResizeArea,
  narrowCanvasWidth,
  narrowCanvasZoom,
  nodeHeaderHeight,
  nodeResizeArea,
} from './constants';
import type { EditorAction } from './documentChange';
import {
  actionPerformed,
  documentLoaded,
  gestureEnded,
  monitoredNodeChanged,
  redone,
  selectionChanged,
  undone,
  type EditorState,
  type Selection,
} from './editorSlice';
import { createEditorStore, type EditorStore } from './editorStore';
import { defaultPointStyle, pointStylesEqual, type PointStyle } from '../preview/drawing';
import { unionOfRects, type Point, type Rect } from './geometry';
import { layoutNode, layoutScene, nodeViewOptions, type NodeLayout, type SceneLayout } from './layout';
import { findFreePlace, stackingOrder, uncoveredView } from './placement';
import type { WireEnd } from './wireDrop';

/** A place a wire could end: an input (title, another input or a control) of a node. */
export interface ConnectionCandidate {
  nodeId: string;
  input: string;
  /** i18n key of the input's or control's label. */
  label: string;
  control: boolean;
}

/** What is drawn over the graph while a gesture runs; changes every frame, so not in Redux. */
export interface EditorOverlay {
  selectionBox?: Rect;
  pendingWire?: { from: Point; to: Point; type: SocketType | undefined; reversed: boolean };
  /** A wire a dragged node would be inserted into when dropped. */
  highlightedWireId?: number;
  /** A node a dragged wire is over, for the connection assistant. */
  dropTargetNodeId?: string;
}

/** Things the screen shows in answer to a gesture. */
export type EditorEvent =
  | { kind: 'connection-refused'; code: string; reason: string }
  | {
      kind: 'connection-assistant';
      screen: Point;
      from: { nodeId: string; output: string };
      candidates: ConnectionCandidate[];
    }
  | {
      kind: 'node-menu';
      screen: Point;
      world: Point;
      /** A wire dropped on the canvas: the output it was drawn from, or the input drawn back from. */
      from?: { nodeId: string; output: string };
      to?: { nodeId: string; input: string };
      /** That wire's fixed end, which the menu offers fitting nodes for, and the wire as drawn. */
      wire?: WireEnd;
      pendingWire?: EditorOverlay['pendingWire'];
    }
  | { kind: 'detail-view'; nodeId: string };

export interface EditorSettings {
  gridEnabled: boolean;
  gridSize: number;
  connectionAssistant: boolean;
  /** Node notes shown as comments above their nodes on the canvas. */
  showComments: boolean;
  /** How the detail view marks a drawing's paths and points. */
  pointStyle: PointStyle;
  /** What shows through transparent parts of previews. */
  previewBackground: PreviewBackground;
  /** The gap left between a node and one placed beside it (added on top of it, pasted). */
  spacing: number;
}

export type PreviewBackground = 'solid' | 'checkerboard' | 'animatedCheckerboard';

export interface EditorOptions {
  registry: NodeRegistry;
  document?: GraphDocument;
  /** Makes node ids; by default random, unique within the graph. */
  createId?: () => string;
}

const clipboardMarker = 'atelier/nodes';

interface ClipboardContent {
  kind: typeof clipboardMarker;
  nodes: GraphNode[];
  connections: NewConnection[];
}

function randomId(): string {
  return `node-${Math.random().toString(36).slice(2, 10)}`;
}

export class Editor {
  readonly store: EditorStore;
  readonly registry: NodeRegistry;
  private cameraValue: Camera = initialCamera;
  private viewportValue = { width: 800, height: 600 };
  private overlayValue: EditorOverlay = {};
  private settingsValue: EditorSettings = {
    gridEnabled: true,
    gridSize: defaultGridSize,
    connectionAssistant: true,
    showComments: true,
    pointStyle: defaultPointStyle,
    previewBackground: 'checkerboard',
    spacing: defaultSpacing,
  };
  private sceneCache = new WeakMap<GraphNode, { key: string; layout: NodeLayout }>();
  private sceneDocument: GraphDocument | undefined;
  private sceneValue: SceneLayout | undefined;
  private stackedValue: { base: SceneLayout; selected: readonly string[]; scene: SceneLayout } | undefined;
  private readonly cameraListeners = new Set<() => void>();
  private readonly overlayListeners = new Set<() => void>();
  private readonly settingsListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: EditorEvent) => void>();
  private readonly definitionListeners = new Set<() => void>();
  private definitionsVersionValue = 0;
  private readonly createIdValue: () => string;
  private gestureCounter = 0;

  constructor(options: EditorOptions) {
    this.registry = options.registry;
    this.store = createEditorStore(options.document);
    this.createIdValue = options.createId ?? randomId;
  }

  // --- State -------------------------------------------------------------------------------

  get state(): EditorState {
    return this.store.getState();
  }

  get document(): GraphDocument {
    return this.state.history.present;
  }

  get selection(): Selection {
    return this.state.selection;
  }

  get readOnly(): boolean {
    return this.state.readOnly;
  }

  /** The layout of the current document, recomputed only when the document changed. */
  get scene(): SceneLayout {
    const document = this.document;
    if (!this.sceneValue || this.sceneDocument !== document) {
      this.sceneValue = layoutScene(
        document,
        this.registry,
        { nodeResizeArea, groupResizeArea },
        this.sceneCache,
      );
      this.sceneDocument = document;
    }
    // Selected nodes come to the front: drawn last and hit first, in the same order.
    const selected = this.selection.nodeIds;
    if (this.stackedValue?.base !== this.sceneValue || this.stackedValue.selected !== selected) {
      const order = stackingOrder(this.sceneValue.order, selected);
      const same = order.every((id, index) => id === this.sceneValue!.order[index]);
      this.stackedValue = {
        base: this.sceneValue,
        selected,
        scene: same ? this.sceneValue : { ...this.sceneValue, order },
      };
    }
    return this.stackedValue.scene;
  }

  get settings(): EditorSettings {
    return this.settingsValue;
  }

  /** Applies the user's editor settings (grid, connection assistant, comments, point styling). */
  updateSettings(settings: Partial<EditorSettings>) {
    const next = { ...this.settingsValue, ...settings };
    const keys = Object.keys(next) as Array<keyof EditorSettings>;
    const same = (key: keyof EditorSettings) =>
      key === 'pointStyle'
        ? pointStylesEqual(next.pointStyle, this.settingsValue.pointStyle)
        : next[key] === this.settingsValue[key];
    if (keys.every(same)) return;
    this.settingsValue = next;
    for (const listener of this.settingsListeners) listener();
  }

  onSettingsChange(listener: () => void): () => void {
    this.settingsListeners.add(listener);
    return () => this.settingsListeners.delete(listener);
  }

  /** Counts arrivals of node definitions; layouts made before an arrival are stale. */
  get definitionsVersion(): number {
    return this.definitionsVersionValue;
  }

  /** Node definitions arrived (loaded on demand): lay everything out again and tell the views. */
  definitionsChanged() {
    this.definitionsVersionValue += 1;
    this.sceneCache = new WeakMap();
    this.sceneValue = undefined;
    for (const listener of this.definitionListeners) listener();
  }

  onDefinitionsChange(listener: () => void): () => void {
    this.definitionListeners.add(listener);
    return () => this.definitionListeners.delete(listener);
  }

  definitionOf(nodeId: string): NodeDefinition | undefined {
    const node = this.findNode(nodeId);
    return node ? this.registry.get(node.type, node.version) : undefined;
  }

  findNode(nodeId: string): GraphNode | undefined {
    return this.document.nodes.find((node) => node.id === nodeId);
  }

  load(document: GraphDocument, options: { readOnly?: boolean } = {}) {
    this.store.dispatch(documentLoaded({ document, readOnly: options.readOnly ?? false }));
  }

  // --- Camera ------------------------------------------------------------------------------

  get camera(): Camera {
    return this.cameraValue;
  }

  get viewport() {
    return this.viewportValue;
  }

  setViewport(size: { width: number; height: number }) {
    this.viewportValue = size;
    this.notifyCamera();
  }

  setCamera(camera: Camera) {
    const next = { ...camera, zoom: clampZoom(camera.zoom) };
    if (next.x === this.cameraValue.x && next.y === this.cameraValue.y && next.zoom === this.cameraValue.zoom)
      return;
    this.cameraValue = next;
    this.notifyCamera();
  }

  pan(screenDelta: Point) {
    this.setCamera(panBy(this.cameraValue, screenDelta));
  }

  zoomAround(anchor: Point, factor: number) {
    this.setCamera(zoomAt(this.cameraValue, anchor, this.cameraValue.zoom * factor));
  }

  /**
   * Shows the whole graph, zoomed in no further than 1 (than `narrowCanvasZoom` on a narrow
   * canvas); an empty graph at that zoom with its origin in the middle of the canvas.
   */
  zoomToFit() {
    const bounds = this.scene.bounds;
    const closest = this.viewportValue.width < narrowCanvasWidth ? narrowCanvasZoom : 1;
    if (!bounds) {
      this.setCamera({ x: this.viewportValue.width / 2, y: this.viewportValue.height / 2, zoom: closest });
      return;
    }
    this.setCamera(fitBounds(bounds, this.viewportValue, undefined, closest));
  }

  toWorld(screen: Point): Point {
    return screenToWorld(this.cameraValue, screen);
  }

  onCameraChange(listener: () => void): () => void {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }

  private notifyCamera() {
    for (const listener of this.cameraListeners) listener();
  }

  // --- Overlay and events --------------------------------------------------------------------

  get overlay(): EditorOverlay {
    return this.overlayValue;
  }

  setOverlay(overlay: EditorOverlay) {
    this.overlayValue = overlay;
    for (const listener of this.overlayListeners) listener();
  }

  onOverlayChange(listener: () => void): () => void {
    this.overlayListeners.add(listener);
    return () => this.overlayListeners.delete(listener);
  }

  emit(event: EditorEvent) {
    for (const listener of this.eventListeners) listener(event);
  }

  onEvent(listener: (event: EditorEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  subscribe(listener: () => void): () => void {
    return this.store.subscribe(listener);
  }

  // --- Document changes ----------------------------------------------------------------------

  /** A fresh key for one gesture's merged history step. */
  newGestureKey(kind: string): string {
    this.gestureCounter += 1;
    return `${kind}-${this.gestureCounter}`;
  }

  perform(action: EditorAction, select?: Partial<Selection>) {
    if (this.readOnly) return;
    this.store.dispatch(actionPerformed(select ? { ...action, select } : action));
  }

  endGesture() {
    this.store.dispatch(gestureEnded());
  }

  undo() {
    this.store.dispatch(undone());
  }

  redo() {
    this.store.dispatch(redone());
  }

  select(selection: Partial<Selection>) {
    this.store.dispatch(selectionChanged(selection));
  }

  selectAll() {
    this.select({ nodeIds: this.document.nodes.map((node) => node.id) });
  }

  setMonitoredNode(nodeId: string | null) {
    this.store.dispatch(monitoredNodeChanged(nodeId));
  }

  /** Snaps a canvas position to the workflow grid when the grid is on. */
  snap(point: Point): Point {
    if (!this.settingsValue.gridEnabled) return point;
    const size = this.settingsValue.gridSize;
    return { x: Math.round(point.x / size) * size, y: Math.round(point.y / size) * size };
  }

  /**
   * How far right of a node another is placed beside it: the node's width and the spacing
   * setting, rounded up to the workflow grid when it is on so the new node stays on the grid.
   */
  besideStep(nodeId: string): number {
    const width = this.scene.nodes.get(nodeId)?.rect.width ?? nodeDefaultWidth;
    const step = width + this.settingsValue.spacing;
    if (!this.settingsValue.gridEnabled) return step;
    const size = this.settingsValue.gridSize;
    return Math.ceil(step / size) * size;
  }

  newNodeId(): string {
    const existing = new Set(this.document.nodes.map((node) => node.id));
    let id = this.createIdValue();
    while (existing.has(id)) id = this.createIdValue();
    return id;
  }

  /**
   * Adds a node of a type at a canvas position. Dropped on a wire, it is inserted into it; given
   * a source, its first fitting input is wired to it; given a target, its first fitting output
   * feeds it. One undo step. Returns the new node's id, or undefined for an unknown type.
   */
  addNode(
    type: string,
    world: Point,
    options: {
      onWire?: number;
      from?: { nodeId: string; output: string };
      to?: { nodeId: string; input: string };
      /** `world` is where the node's centre should be rather than its top-left corner. */
      centred?: boolean;
      /** Parts of the view (screen rectangles) hidden behind panels: the node never goes there. */
      covered?: readonly Rect[];
    } = {},
  ): string | undefined {
    const definition = this.registry.latest(type);
    if (!definition || this.readOnly) return undefined;
    const id = this.newNodeId();
    // The node goes to the free place nearest to where it was asked for, inside the visible
    // view and never on top of another node or under a panel.
    const size = layoutNode(createNode(definition, id, world), definition, [], nodeResizeArea).rect;
    // A node for a dropped wire goes with the socket it is wired by at the drop point: its
    // title input for a wire from an output, its first output for one drawn back from an input.
    const near = options.centred
      ? { x: world.x - size.width / 2, y: world.y - size.height / 2 }
      : options.to
        ? { x: world.x - size.width, y: world.y - nodeHeaderHeight / 2 }
        : options.from
          ? { x: world.x, y: world.y - nodeHeaderHeight / 2 }
          : world;
    const covered = (options.covered ?? []).map((area) => this.toWorldRect(area));
    const { width, height } = this.viewportValue;
    const position = findFreePlace({
      near,
      size: { width: size.width, height: size.height },
      obstacles: [...this.scene.nodes.values()].map((layout) => layout.rect),
      visible: width > 0 && height > 0 ? this.toWorldRect({ x: 0, y: 0, width, height }) : undefined,
      covered,
      gap: this.settingsValue.spacing,
      grid: this.settingsValue.gridEnabled ? this.settingsValue.gridSize : undefined,
    });
    const node = createNode(definition, id, position);
    const commands: GraphCommand[] = [{ kind: 'addNodes', nodes: [node] }];
    const withNode = { ...this.document, nodes: [...this.document.nodes, node] };
    if (options.onWire !== undefined)
      commands.push(...this.insertIntoWireCommands(withNode, id, options.onWire));
    else if (options.from) {
      const input = this.compatibleInputs(options.from, id, withNode)[0];
      if (input)
        commands.push({
          kind: 'connect',
          connection: { from: options.from, to: { nodeId: id, input: input.input } },
        });
    } else if (options.to) {
      const to = options.to;
      const output = definition.outputs.find(
        (candidate) => canConnect(withNode, this.registry, { nodeId: id, output: candidate.name }, to).ok,
      );
      if (output)
        commands.push({ kind: 'connect', connection: { from: { nodeId: id, output: output.name }, to } });
    }
    this.perform({ label: 'editor.history.addNode', commands }, { nodeIds: [id] });
    return id;
  }

  /**
   * The commands inserting a node into a wire: the wire's source feeds the node's first fitting
   * input and the node's first fitting output feeds the wire's target. Nothing when the types do
   * not fit or the node is already wired.
   */
  insertIntoWireCommands(document: GraphDocument, nodeId: string, connectionId: number): GraphCommand[] {
    const wire = document.connections.find((connection) => connection.id === connectionId);
    const node = document.nodes.find((candidate) => candidate.id === nodeId);
    if (!wire || !node || wire.from.nodeId === nodeId || wire.to.nodeId === nodeId) return [];
    if (
      document.connections.some(
        (connection) => connection.from.nodeId === nodeId || connection.to.nodeId === nodeId,
      )
    )
      return [];
    const definition = this.registry.get(node.type, node.version);
    const source = document.nodes.find((candidate) => candidate.id === wire.from.nodeId);
    const target = document.nodes.find((candidate) => candidate.id === wire.to.nodeId);
    if (!definition || !source || !target) return [];
    const sourceType = this.registry
      .get(source.type, source.version)
      ?.outputs.find((output) => output.name === wire.from.output)?.type;
    const targetType = this.inputType(target, wire.to.input);
    if (!sourceType || !targetType) return [];
    const input = definition.inputs.find((candidate) => canFeed(sourceType, candidate.type));
    const output = definition.outputs.find((candidate) => canFeed(candidate.type, targetType));
    if (!input || !output) return [];
    return [
      { kind: 'disconnect', connectionIds: [connectionId] },
      { kind: 'connect', connection: { from: wire.from, to: { nodeId, input: input.name } } },
      { kind: 'connect', connection: { from: { nodeId, output: output.name }, to: wire.to } },
    ];
  }

  private inputType(node: GraphNode, input: string): SocketType | undefined {
    const definition = this.registry.get(node.type, node.version);
    if (!definition) return undefined;
    const socket = definition.inputs.find((candidate) => candidate.name === input);
    if (socket) return socket.type;
    for (const row of definition.controls) {
      const control = row.find((candidate) => candidate.id === input);
      if (control) return controlSocketTypes[control.kind];
    }
    return undefined;
  }

  /**
   * The inputs of a node a wire from `from` could end at, title first, then other inputs, then
   * controls: the connection assistant's choices.
   */
  compatibleInputs(
    from: { nodeId: string; output: string },
    nodeId: string,
    document: GraphDocument = this.document,
  ): ConnectionCandidate[] {
    const node = document.nodes.find((candidate) => candidate.id === nodeId);
    const definition = node ? this.registry.get(node.type, node.version) : undefined;
    if (!node || !definition) return [];
    const names: ConnectionCandidate[] = [];
    for (const input of definition.inputs)
      names.push({ nodeId, input: input.name, label: input.label, control: false });
    for (const row of definition.controls) {
      for (const control of row) {
        if (controlSocketTypes[control.kind])
          names.push({ nodeId, input: control.id, label: control.label, control: true });
      }
    }
    const ordered = [
      ...names.filter((name) => name.input === titleInputName),
      ...names.filter((name) => name.input !== titleInputName),
    ];
    return ordered.filter(
      (candidate) => canConnect(document, this.registry, from, { nodeId, input: candidate.input }).ok,
    );
  }

  /** Draws a wire, replacing the one a detached end came from, as one step. */
  connect(
    from: { nodeId: string; output: string },
    to: { nodeId: string; input: string },
    options: { replacing?: number } = {},
  ): ConnectionCheck {
    const base =
      options.replacing === undefined
        ? this.document
        : {
            ...this.document,
            connections: this.document.connections.filter(
              (connection) => connection.id !== options.replacing,
            ),
          };
    const check = canConnect(base, this.registry, from, to);
    if (!check.ok) return check;
    const commands: GraphCommand[] = [];
    if (options.replacing !== undefined)
      commands.push({ kind: 'disconnect', connectionIds: [options.replacing] });
    commands.push({ kind: 'connect', connection: { from, to } });
    this.perform({ label: 'editor.history.connect', commands });
    return check;
  }

  disconnect(connectionIds: number[]) {
    if (connectionIds.length === 0) return;
    this.perform({ label: 'editor.history.disconnect', commands: [{ kind: 'disconnect', connectionIds }] });
  }

  /** Deletes the selected nodes (with their wires), groups and wires as one step. */
  deleteSelection() {
    const { nodeIds, groupIds, connectionIds } = this.selection;
    const commands: GraphCommand[] = [];
    const removedNodes = new Set(nodeIds);
    const wires = connectionIds.filter((id) => {
      const wire = this.document.connections.find((connection) => connection.id === id);
      return wire && !removedNodes.has(wire.from.nodeId) && !removedNodes.has(wire.to.nodeId);
    });
    if (wires.length > 0) commands.push({ kind: 'disconnect', connectionIds: wires });
    if (nodeIds.length > 0) commands.push({ kind: 'removeNodes', nodeIds });
    for (const groupId of groupIds) commands.push({ kind: 'removeGroup', groupId });
    if (commands.length === 0) return;
    this.perform({ label: 'editor.history.delete', commands }, {});
  }

  /** The selected nodes and the wires between them, as clipboard text. */
  copySelection(): string | undefined {
    const ids = new Set(this.selection.nodeIds);
    if (ids.size === 0) return undefined;
    const content: ClipboardContent = {
      kind: clipboardMarker,
      nodes: this.document.nodes.filter((node) => ids.has(node.id)),
      connections: this.document.connections
        .filter((connection) => ids.has(connection.from.nodeId) && ids.has(connection.to.nodeId))
        .map((connection) => ({ from: connection.from, to: connection.to })),
    };
    return JSON.stringify(content);
  }

  /**
   * Pastes clipboard text from copySelection as new nodes with new ids, their wires kept,
   * placed at `at` (or offset from the originals), all in one step. Returns whether it pasted.
   */
  paste(text: string, at?: Point): boolean {
    let content: ClipboardContent;
    try {
      content = JSON.parse(text) as ClipboardContent;
    } catch {
      return false;
    }
    if (content?.kind !== clipboardMarker || !Array.isArray(content.nodes) || content.nodes.length === 0)
      return false;
    const bounds = unionOfRects(
      content.nodes.map((node) => ({ x: node.options.x, y: node.options.y, width: 0, height: 0 })),
    )!;
    const offset = at ? { x: at.x - bounds.x, y: at.y - bounds.y } : { x: 40, y: 40 };
    const renamed = new Map<string, string>();
    const taken = new Set(this.document.nodes.map((node) => node.id));
    for (const node of content.nodes) {
      let id = this.createIdValue();
      while (taken.has(id)) id = this.createIdValue();
      taken.add(id);
      renamed.set(node.id, id);
    }
    const nodes = content.nodes.map((node) => {
      const position = this.snap({ x: node.options.x + offset.x, y: node.options.y + offset.y });
      return {
        ...structuredClone(node),
        id: renamed.get(node.id)!,
        options: { ...node.options, ...position },
      };
    });
    const connections = content.connections.flatMap((connection) => {
      const from = renamed.get(connection.from.nodeId);
      const to = renamed.get(connection.to.nodeId);
      return from && to
        ? [{ from: { ...connection.from, nodeId: from }, to: { ...connection.to, nodeId: to } }]
        : [];
    });
    this.perform(
      { label: 'editor.history.paste', commands: [{ kind: 'addNodes', nodes, connections }] },
      { nodeIds: nodes.map((node) => node.id) },
    );
    return true;
  }

  duplicateSelection() {
    const text = this.copySelection();
    if (text) this.paste(text);
  }

  /** Switches nodes between title and preview mode, as one step. */
  setDisplay(nodeIds: string[], display: 'title' | 'preview') {
    const nodeOptions = Object.fromEntries(nodeIds.map((id) => [id, { display }]));
    this.perform({ label: 'editor.history.display', commands: [], nodeOptions });
  }

  toggleDisplay(nodeIds: string[]) {
    const nodes = nodeIds
      .map((id) => this.findNode(id))
      .filter((node): node is GraphNode => node !== undefined);
    if (nodes.length === 0) return;
    const anyTitle = nodes.some((node) => nodeViewOptions(node).display === 'title');
    this.setDisplay(nodeIds, anyTitle ? 'preview' : 'title');
  }

  /** Puts the selected nodes in a new group around them. */
  groupSelection(): string | undefined {
    const ids = this.selection.nodeIds;
    if (ids.length === 0) return undefined;
    const taken = new Set(
      this.document.nodes
        .flatMap((node) => node.id)
        .concat((this.document.groups ?? []).map((group) => group.id)),
    );
    let groupId = `group-${this.createIdValue()}`;
    while (taken.has(groupId)) groupId = `group-${this.createIdValue()}`;
    const commands: GraphCommand[] = [];
    // A node belongs to one group: it leaves its old group first.
    for (const group of this.document.groups ?? []) {
      const remaining = group.children.nodes.filter((id) => !ids.includes(id));
      if (remaining.length !== group.children.nodes.length)
        commands.push({
          kind: 'updateGroup',
          groupId: group.id,
          changes: { children: { ...group.children, nodes: remaining } },
        });
    }
    const bounds = unionOfRects(
      ids.flatMap((id) => {
        const layout = this.scene.nodes.get(id);
        return layout ? [layout.rect] : [];
      }),
    )!;
    commands.push({
      kind: 'addGroup',
      group: {
        id: groupId,
        children: { nodes: [...ids] },
        size: {
          x: bounds.x - groupPadding,
          y: bounds.y - groupPadding - groupHeaderHeight,
          width: bounds.width + groupPadding * 2,
        },
      },
    });
    this.perform({ label: 'editor.history.group', commands }, { groupIds: [groupId] });
    return groupId;
  }

  /** Nodes downstream of the given ones (not including them), following wires. */
  downstreamOf(nodeIds: readonly string[]): string[] {
    const result = new Set<string>();
    const queue = [...nodeIds];
    while (queue.length > 0) {
      const id = queue.pop()!;
      for (const connection of this.document.connections) {
        if (
          connection.from.nodeId === id &&
          !result.has(connection.to.nodeId) &&
          !nodeIds.includes(connection.to.nodeId)
        ) {
          result.add(connection.to.nodeId);
          queue.push(connection.to.nodeId);
        }
      }
    }
    return [...result];
  }

  /**
   * The commands taking nodes out of their wires: their wires are removed, and where a node
   * sat between two others, the upstream source is wired straight to the downstream input when
   * the types allow (Q held while dragging).
   */
  detachCommands(nodeIds: readonly string[]): GraphCommand[] {
    const moving = new Set(nodeIds);
    const touching = this.document.connections.filter(
      (connection) => moving.has(connection.from.nodeId) !== moving.has(connection.to.nodeId),
    );
    if (touching.length === 0) return [];
    const commands: GraphCommand[] = [
      { kind: 'disconnect', connectionIds: touching.map((connection) => connection.id) },
    ];
    let document: GraphDocument = {
      ...this.document,
      connections: this.document.connections.filter((connection) => !touching.includes(connection)),
    };
    const incoming = touching.filter((connection) => moving.has(connection.to.nodeId));
    const outgoing = touching.filter((connection) => moving.has(connection.from.nodeId));
    for (const out of outgoing) {
      for (const into of incoming) {
        if (canConnect(document, this.registry, into.from, out.to).ok) {
          const connection: NewConnection = { from: into.from, to: out.to };
          commands.push({ kind: 'connect', connection });
          const nextId = Math.max(999, ...document.connections.map((wire) => wire.id)) + 1;
          document = { ...document, connections: [...document.connections, { id: nextId, ...connection }] };
          break;
        }
      }
    }
    return commands;
  }

  /** The group a node belongs to, if any. */
  groupOf(nodeId: string): string | undefined {
    return (this.document.groups ?? []).find((group) => group.children.nodes.includes(nodeId))?.id;
  }

  /**
   * Centre of the viewport in canvas coordinates: where keyboard-added nodes go. Given the
   * screen rectangles panels cover, the centre of the part beside them.
   */
  viewportCentre(covered: readonly Rect[] = []): Point {
    const { width, height } = this.viewportValue;
    const view = uncoveredView({ x: 0, y: 0, width, height }, covered);
    return this.toWorld({ x: view.x + view.width / 2, y: view.y + view.height / 2 });
  }

  /** A screen rectangle of the viewport in canvas coordinates. */
  toWorldRect(rect: Rect): Rect {
    const topLeft = this.toWorld({ x: rect.x, y: rect.y });
    const zoom = this.cameraValue.zoom;
    return { x: topLeft.x, y: topLeft.y, width: rect.width / zoom, height: rect.height / zoom };
  }
}
