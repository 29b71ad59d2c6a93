// The canvas interactions as one small state machine over pointer, wheel and key events, as
// tldraw's tools are: idle, pointing, dragging, connecting, box-selecting, resizing, panning
// and pinching. It knows nothing of the DOM: the canvas binding turns DOM events into these
// inputs in screen coordinates, and tests fire them directly.
import { pinchZoomFactor, wheelZoomFactor } from '../core/camera';
import { dragThreshold, nodeMaximumWidth, nodeMinimumWidth, groupMinimumWidth } from '../core/constants';
import type { Editor } from '../core/editor';
import { distance, rectFromCorners, type Point } from '../core/geometry';
import { hitTest, nodesInRect, wireAt } from '../core/hitTest';
import { nodeViewOptions } from '../core/layout';

export interface PointerInput {
  pointerId: number;
  /** Position relative to the canvas's top left corner, in CSS pixels. */
  screen: Point;
  /** 0 primary, 1 middle, 2 secondary. */
  button: number;
  pointerType?: 'mouse' | 'pen' | 'touch';
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export type InteractionEvent =
  | ({ type: 'pointerdown' } & PointerInput)
  | ({ type: 'pointermove' } & PointerInput)
  | ({ type: 'pointerup' } & PointerInput)
  | { type: 'pointercancel'; pointerId: number }
  | { type: 'doubleclick'; screen: Point }
  | { type: 'wheel'; screen: Point; deltaX: number; deltaY: number; ctrlKey?: boolean; metaKey?: boolean }
  | { type: 'keydown'; key: string }
  | { type: 'keyup'; key: string }
  | { type: 'blur' };

type Source = { nodeId: string; output: string };

export type InteractionState =
  | { name: 'idle' }
  | {
      name: 'pointing';
      target: 'node';
      nodeId: string;
      startScreen: Point;
      startWorld: Point;
      /** On release without a drag, the selection becomes this. */
      selectOnRelease: string[] | undefined;
    }
  | { name: 'pointing'; target: 'canvas'; startScreen: Point; startWorld: Point; additive: boolean }
  | { name: 'pointing'; target: 'group'; groupId: string; startScreen: Point; startWorld: Point }
  | {
      name: 'dragging';
      mergeKey: string;
      startWorld: Point;
      /** Where the thing that leads the drag (the grabbed node or group) started: it snaps. */
      lead: Point;
      /** The grabbed node, when a node leads. */
      primaryId: string | undefined;
      origins: Record<string, Point>;
      groupOrigins: Record<string, Point>;
      /** The node could go into a wire: it is alone and unwired. */
      insertable: boolean;
    }
  | { name: 'box-selecting'; startWorld: Point; additive: boolean; initial: string[] }
  | {
      name: 'connecting';
      /** The fixed end: an output (wire drawn forwards) or an input (drawn backwards). */
      from?: Source;
      to?: { nodeId: string; input: string };
      /** The wire picked up from an input, replaced or removed on release. */
      detached?: number;
    }
  | {
      name: 'resizing';
      target: 'node';
      nodeId: string;
      mergeKey: string;
      startWorld: Point;
      startWidth: number;
    }
  | {
      name: 'resizing';
      target: 'group';
      groupId: string;
      mergeKey: string;
      startWorld: Point;
      startWidth: number;
    }
  | { name: 'panning'; pointerId: number; last: Point }
  | { name: 'pinching'; startDistance: number; startZoom: number; lastMiddle: Point };

export class InteractionMachine {
  private current: InteractionState = { name: 'idle' };
  private readonly heldKeys = new Set<string>();
  private readonly pointers = new Map<number, Point>();

  constructor(private readonly editor: Editor) {}

  get state(): InteractionState {
    return this.current;
  }

  /** Whether a key (lower case, or ' ' for space) is held. */
  isHeld(key: string): boolean {
    return this.heldKeys.has(key);
  }

  send(event: InteractionEvent): void {
    switch (event.type) {
      case 'keydown':
        this.heldKeys.add(event.key.toLowerCase());
        if (event.key === 'Escape') this.cancel();
        return;
      case 'keyup':
        this.heldKeys.delete(event.key.toLowerCase());
        return;
      case 'blur':
        this.heldKeys.clear();
        this.cancel();
        return;
      case 'wheel':
        this.onWheel(event);
        return;
      case 'doubleclick':
        this.onDoubleClick(event.screen);
        return;
      case 'pointercancel':
        this.pointers.delete(event.pointerId);
        this.cancel();
        return;
      case 'pointerdown':
        this.pointers.set(event.pointerId, event.screen);
        this.onPointerDown(event);
        return;
      case 'pointermove':
        if (this.pointers.has(event.pointerId)) this.pointers.set(event.pointerId, event.screen);
        this.onPointerMove(event);
        return;
      case 'pointerup':
        this.onPointerUp(event);
        this.pointers.delete(event.pointerId);
        return;
    }
  }

  private setState(state: InteractionState) {
    this.current = state;
  }

  /** Ends the gesture under way, keeping what it already changed as one undo step. */
  cancel() {
    if (this.current.name === 'dragging' || this.current.name === 'resizing') this.editor.endGesture();
    this.editor.setOverlay({});
    this.setState({ name: 'idle' });
  }

  private onWheel(event: Extract<InteractionEvent, { type: 'wheel' }>) {
    if (event.ctrlKey || event.metaKey) {
      this.editor.zoomAround(event.screen, wheelZoomFactor(event.deltaY));
    } else {
      this.editor.pan({ x: -event.deltaX, y: -event.deltaY });
    }
  }

  private onDoubleClick(screen: Point) {
    const world = this.editor.toWorld(screen);
    const hit = hitTest(this.editor.scene, world, this.editor.camera.zoom);
    if (hit.kind === 'node' && hit.part === 'preview')
      this.editor.emit({ kind: 'detail-view', nodeId: hit.nodeId });
    else if (hit.kind === 'node') this.editor.toggleDisplay([hit.nodeId]);
    else if (hit.kind === 'canvas') this.editor.emit({ kind: 'node-menu', screen, world });
  }

  private onPointerDown(event: PointerInput) {
    const touches = [...this.pointers.values()];
    if (event.pointerType === 'touch' && touches.length === 2) {
      // A second finger turns whatever the first began into a pinch.
      this.cancel();
      const [a, b] = touches as [Point, Point];
      this.setState({
        name: 'pinching',
        startDistance: distance(a, b),
        startZoom: this.editor.camera.zoom,
        lastMiddle: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
      });
      return;
    }
    if (this.current.name !== 'idle') return;
    if (event.button === 1 || (event.button === 0 && this.heldKeys.has(' '))) {
      this.setState({ name: 'panning', pointerId: event.pointerId, last: event.screen });
      return;
    }
    if (event.button !== 0) return;
    const editor = this.editor;
    const world = editor.toWorld(event.screen);
    const hit = hitTest(editor.scene, world, editor.camera.zoom);
    const additive = Boolean(event.shiftKey || event.ctrlKey || event.metaKey);
    switch (hit.kind) {
      case 'socket': {
        if (editor.readOnly) return;
        if (hit.socket.direction === 'output') {
          this.setState({ name: 'connecting', from: { nodeId: hit.nodeId, output: hit.socket.name } });
        } else {
          const existing = editor.document.connections.find(
            (connection) => connection.to.nodeId === hit.nodeId && connection.to.input === hit.socket.name,
          );
          if (existing) this.setState({ name: 'connecting', from: existing.from, detached: existing.id });
          else this.setState({ name: 'connecting', to: { nodeId: hit.nodeId, input: hit.socket.name } });
        }
        this.updatePendingWire(world);
        return;
      }
      case 'node-resize': {
        if (editor.readOnly) break;
        const node = editor.findNode(hit.nodeId);
        if (!node) return;
        editor.select({ nodeIds: [hit.nodeId] });
        this.setState({
          name: 'resizing',
          target: 'node',
          nodeId: hit.nodeId,
          mergeKey: editor.newGestureKey('resize'),
          startWorld: world,
          startWidth: nodeViewOptions(node).width,
        });
        return;
      }
      case 'group-resize': {
        if (editor.readOnly) break;
        const layout = editor.scene.groups.find((group) => group.groupId === hit.groupId);
        if (!layout) return;
        editor.select({ groupIds: [hit.groupId] });
        this.setState({
          name: 'resizing',
          target: 'group',
          groupId: hit.groupId,
          mergeKey: editor.newGestureKey('resize-group'),
          startWorld: world,
          startWidth: layout.rect.width,
        });
        return;
      }
      case 'node':
        break;
      case 'group':
        editor.select({ groupIds: [hit.groupId] });
        this.setState({
          name: 'pointing',
          target: 'group',
          groupId: hit.groupId,
          startScreen: event.screen,
          startWorld: world,
        });
        return;
      case 'wire':
        editor.select({ connectionIds: [hit.connectionId] });
        return;
      case 'canvas':
        this.setState({
          name: 'pointing',
          target: 'canvas',
          startScreen: event.screen,
          startWorld: world,
          additive,
        });
        return;
    }
    if (hit.kind !== 'node' && hit.kind !== 'node-resize') return;
    const selected = editor.selection.nodeIds;
    const isSelected = selected.includes(hit.nodeId);
    let selectOnRelease: string[] | undefined;
    if (additive) {
      if (isSelected) selectOnRelease = selected.filter((id) => id !== hit.nodeId);
      else editor.select({ ...editor.selection, nodeIds: [...selected, hit.nodeId] });
    } else if (isSelected) {
      selectOnRelease = [hit.nodeId];
    } else {
      editor.select({ nodeIds: [hit.nodeId] });
    }
    this.setState({
      name: 'pointing',
      target: 'node',
      nodeId: hit.nodeId,
      startScreen: event.screen,
      startWorld: world,
      selectOnRelease,
    });
  }

  private onPointerMove(event: PointerInput) {
    const editor = this.editor;
    const state = this.current;
    const world = editor.toWorld(event.screen);
    switch (state.name) {
      case 'pointing': {
        if (distance(state.startScreen, event.screen) < dragThreshold) return;
        if (state.target === 'canvas') {
          this.setState({
            name: 'box-selecting',
            startWorld: state.startWorld,
            additive: state.additive,
            initial: state.additive ? editor.selection.nodeIds : [],
          });
          this.onPointerMove(event);
          return;
        }
        if (editor.readOnly) return;
        if (state.target === 'group') this.startGroupDrag(state.groupId, state.startWorld);
        else this.startNodeDrag(state.nodeId, state.startWorld);
        this.onPointerMove(event);
        return;
      }
      case 'dragging': {
        const primaryOrigin = state.lead;
        const snapped = editor.snap({
          x: primaryOrigin.x + world.x - state.startWorld.x,
          y: primaryOrigin.y + world.y - state.startWorld.y,
        });
        const offset = { x: snapped.x - primaryOrigin.x, y: snapped.y - primaryOrigin.y };
        const positions = Object.fromEntries(
          Object.entries(state.origins).map(([id, origin]) => [
            id,
            { x: origin.x + offset.x, y: origin.y + offset.y },
          ]),
        );
        const commands = [];
        if (Object.keys(positions).length > 0) commands.push({ kind: 'moveNodes' as const, positions });
        for (const [groupId, origin] of Object.entries(state.groupOrigins)) {
          const group = (editor.document.groups ?? []).find((candidate) => candidate.id === groupId);
          if (!group) continue;
          const layout = editor.scene.groups.find((candidate) => candidate.groupId === groupId);
          commands.push({
            kind: 'updateGroup' as const,
            groupId,
            changes: {
              size: {
                ...(group.size ?? {}),
                x: origin.x + offset.x,
                y: origin.y + offset.y,
                width: group.size?.width ?? layout?.rect.width ?? groupMinimumWidth,
              },
            },
          });
        }
        editor.perform({ label: 'editor.history.move', commands, mergeKey: state.mergeKey });
        if (state.insertable && state.primaryId) {
          const wire = wireAt(editor.scene, world, editor.camera.zoom);
          const fits =
            wire !== undefined &&
            editor.insertIntoWireCommands(editor.document, state.primaryId, wire).length > 0;
          editor.setOverlay({ highlightedWireId: fits ? wire : undefined });
        }
        return;
      }
      case 'box-selecting': {
        const box = rectFromCorners(state.startWorld, world);
        const inside = nodesInRect(editor.scene, box);
        editor.select({ nodeIds: [...new Set([...state.initial, ...inside])] });
        editor.setOverlay({ selectionBox: box });
        return;
      }
      case 'connecting':
        this.updatePendingWire(world);
        return;
      case 'resizing': {
        const width = state.startWidth + world.x - state.startWorld.x;
        if (state.target === 'node') {
          const clamped = Math.round(Math.min(nodeMaximumWidth, Math.max(nodeMinimumWidth, width)));
          editor.perform({
            label: 'editor.history.resize',
            commands: [],
            nodeOptions: { [state.nodeId]: { width: clamped } },
            mergeKey: state.mergeKey,
          });
        } else {
          const group = (editor.document.groups ?? []).find((candidate) => candidate.id === state.groupId);
          const layout = editor.scene.groups.find((candidate) => candidate.groupId === state.groupId);
          if (!group || !layout) return;
          const height = Math.max(0, layout.rect.height + (world.y - state.startWorld.y));
          editor.perform({
            label: 'editor.history.resize',
            commands: [
              {
                kind: 'updateGroup',
                groupId: state.groupId,
                changes: {
                  size: {
                    ...(group.size ?? {}),
                    x: layout.rect.x,
                    y: layout.rect.y,
                    width: Math.round(Math.max(groupMinimumWidth, width)),
                    height: Math.round(height),
                  },
                },
              },
            ],
            mergeKey: state.mergeKey,
          });
          this.current = { ...state, startWorld: { x: state.startWorld.x, y: world.y } };
        }
        return;
      }
      case 'panning':
        if (event.pointerId !== state.pointerId) return;
        editor.pan({ x: event.screen.x - state.last.x, y: event.screen.y - state.last.y });
        this.setState({ ...state, last: event.screen });
        return;
      case 'pinching': {
        const touches = [...this.pointers.values()];
        if (touches.length < 2) return;
        const [a, b] = touches as [Point, Point];
        const middle = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        editor.pan({ x: middle.x - state.lastMiddle.x, y: middle.y - state.lastMiddle.y });
        const zoom = state.startZoom * pinchZoomFactor(state.startDistance, distance(a, b));
        editor.zoomAround(middle, zoom / editor.camera.zoom);
        this.setState({ ...state, lastMiddle: middle });
        return;
      }
      case 'idle':
        return;
    }
  }

  private onPointerUp(event: PointerInput) {
    const editor = this.editor;
    const state = this.current;
    const world = editor.toWorld(event.screen);
    switch (state.name) {
      case 'pointing':
        if (state.target === 'node' && state.selectOnRelease)
          editor.select({ nodeIds: state.selectOnRelease });
        if (state.target === 'canvas' && !state.additive) editor.select({});
        break;
      case 'dragging': {
        const wire = editor.overlay.highlightedWireId;
        if (state.insertable && state.primaryId && wire !== undefined) {
          const commands = editor.insertIntoWireCommands(editor.document, state.primaryId, wire);
          if (commands.length > 0)
            editor.perform({ label: 'editor.history.move', commands, mergeKey: state.mergeKey });
        }
        editor.endGesture();
        break;
      }
      case 'connecting':
        this.finishConnection(state, event.screen, world);
        break;
      case 'resizing':
        editor.endGesture();
        break;
      case 'pinching':
        if (this.pointers.size > 1) return;
        break;
      case 'panning':
        if (event.pointerId !== state.pointerId) return;
        break;
      case 'box-selecting':
      case 'idle':
        break;
    }
    editor.setOverlay({});
    this.setState({ name: 'idle' });
  }

  private startNodeDrag(nodeId: string, startWorld: Point) {
    const editor = this.editor;
    const selected = editor.selection.nodeIds.includes(nodeId) ? editor.selection.nodeIds : [nodeId];
    let moving = [...selected];
    // W held: the nodes downstream come along.
    if (this.heldKeys.has('w')) moving = [...moving, ...editor.downstreamOf(moving)];
    const mergeKey = editor.newGestureKey('move');
    // Q held: the nodes leave their wires, which close up behind them.
    if (this.heldKeys.has('q')) {
      const commands = editor.detachCommands(moving);
      if (commands.length > 0) editor.perform({ label: 'editor.history.move', commands, mergeKey });
    }
    const origins: Record<string, Point> = {};
    for (const id of moving) {
      const node = editor.findNode(id);
      if (node) origins[id] = { x: node.options.x, y: node.options.y };
    }
    const wired = editor.document.connections.some(
      (connection) => connection.from.nodeId === nodeId || connection.to.nodeId === nodeId,
    );
    this.setState({
      name: 'dragging',
      mergeKey,
      startWorld,
      lead: origins[nodeId] ?? startWorld,
      primaryId: nodeId,
      origins,
      groupOrigins: {},
      insertable: moving.length === 1 && !wired,
    });
  }

  private startGroupDrag(groupId: string, startWorld: Point) {
    const editor = this.editor;
    const group = (editor.document.groups ?? []).find((candidate) => candidate.id === groupId);
    const layout = editor.scene.groups.find((candidate) => candidate.groupId === groupId);
    if (!group || !layout) return;
    const origins: Record<string, Point> = {};
    for (const id of group.children.nodes) {
      const node = editor.findNode(id);
      if (node) origins[id] = { x: node.options.x, y: node.options.y };
    }
    // The group's corner leads, so it lands on the grid and its children keep their places in it.
    this.setState({
      name: 'dragging',
      mergeKey: editor.newGestureKey('move-group'),
      startWorld,
      lead: { x: layout.rect.x, y: layout.rect.y },
      primaryId: undefined,
      origins,
      groupOrigins: { [groupId]: { x: layout.rect.x, y: layout.rect.y } },
      insertable: false,
    });
  }

  private updatePendingWire(world: Point) {
    const editor = this.editor;
    const state = this.current;
    if (state.name !== 'connecting') return;
    const scene = editor.scene;
    const fixed = state.from
      ? scene.nodes
          .get(state.from.nodeId)
          ?.sockets.find((socket) => socket.direction === 'output' && socket.name === state.from!.output)
      : scene.nodes
          .get(state.to!.nodeId)
          ?.sockets.find((socket) => socket.direction === 'input' && socket.name === state.to!.input);
    if (!fixed) return;
    const hit = hitTest(scene, world, editor.camera.zoom);
    const dropTargetNodeId =
      state.from && (hit.kind === 'node' || hit.kind === 'socket') && hit.nodeId !== state.from.nodeId
        ? hit.nodeId
        : undefined;
    editor.setOverlay({
      pendingWire: state.from
        ? { from: fixed.position, to: world, type: fixed.type, reversed: false }
        : { from: world, to: fixed.position, type: fixed.type, reversed: true },
      dropTargetNodeId,
    });
  }

  private finishConnection(
    state: Extract<InteractionState, { name: 'connecting' }>,
    screen: Point,
    world: Point,
  ) {
    const editor = this.editor;
    const hit = hitTest(editor.scene, world, editor.camera.zoom);
    const refuse = (code: string, reason: string) =>
      editor.emit({ kind: 'connection-refused', code, reason });
    if (state.from) {
      const from = state.from;
      if (hit.kind === 'socket' && hit.socket.direction === 'input') {
        if (state.detached !== undefined) {
          const detached = editor.document.connections.find((connection) => connection.id === state.detached);
          if (detached && detached.to.nodeId === hit.nodeId && detached.to.input === hit.socket.name) return;
        }
        const check = editor.connect(
          from,
          { nodeId: hit.nodeId, input: hit.socket.name },
          { replacing: state.detached },
        );
        if (!check.ok) refuse(check.code, check.reason);
        return;
      }
      if ((hit.kind === 'node' || hit.kind === 'socket') && hit.nodeId !== from.nodeId) {
        const candidates = editor.compatibleInputs(from, hit.nodeId, this.withoutDetached(state.detached));
        if (candidates.length === 0) {
          refuse('no-compatible-input', 'the node has no input this output can feed');
          return;
        }
        if (candidates.length === 1 || !editor.settings.connectionAssistant) {
          const check = editor.connect(
            from,
            { nodeId: hit.nodeId, input: candidates[0]!.input },
            { replacing: state.detached },
          );
          if (!check.ok) refuse(check.code, check.reason);
          return;
        }
        if (state.detached !== undefined) editor.disconnect([state.detached]);
        editor.emit({ kind: 'connection-assistant', screen, from, candidates });
        return;
      }
      if (state.detached !== undefined) {
        editor.disconnect([state.detached]);
        return;
      }
      if (hit.kind === 'canvas') this.offerNodes(screen, world, { from });
      return;
    }
    const to = state.to!;
    if (hit.kind === 'socket' && hit.socket.direction === 'output') {
      const check = editor.connect({ nodeId: hit.nodeId, output: hit.socket.name }, to);
      if (!check.ok) refuse(check.code, check.reason);
    } else if (hit.kind === 'canvas') {
      this.offerNodes(screen, world, { to });
    }
  }

  /** A wire dropped on empty canvas: the node menu opens there, offering the nodes that fit. */
  private offerNodes(
    screen: Point,
    world: Point,
    end: { from: Source; to?: undefined } | { from?: undefined; to: { nodeId: string; input: string } },
  ) {
    const editor = this.editor;
    const sockets = editor.scene.nodes.get(end.from ? end.from.nodeId : end.to!.nodeId)?.sockets ?? [];
    const fixed = end.from
      ? sockets.find((socket) => socket.direction === 'output' && socket.name === end.from.output)
      : sockets.find((socket) => socket.direction === 'input' && socket.name === end.to!.input);
    editor.emit({
      kind: 'node-menu',
      screen,
      world,
      ...end,
      wire: fixed?.type ? { end: end.from ? 'output' : 'input', type: fixed.type } : undefined,
      pendingWire: fixed
        ? end.from
          ? { from: fixed.position, to: world, type: fixed.type, reversed: false }
          : { from: world, to: fixed.position, type: fixed.type, reversed: true }
        : undefined,
    });
  }

  private withoutDetached(detached: number | undefined) {
    const document = this.editor.document;
    if (detached === undefined) return document;
    return {
      ...document,
      connections: document.connections.filter((connection) => connection.id !== detached),
    };
  }
}
