// What lies under a point of the canvas, topmost first: sockets, a node's resize corner, a
// node, a wire, a group's resize corner or header, else the empty canvas.
import { socketHitRadius, wireHitDistance } from './constants';
import { distance, rectContains, rectsIntersect, type Point, type Rect } from './geometry';
import { distanceToWire, type SceneLayout, type SocketLayout } from './layout';

export type HitTarget =
  | { kind: 'socket'; nodeId: string; socket: SocketLayout }
  | { kind: 'node-resize'; nodeId: string }
  | { kind: 'node'; nodeId: string; part: 'header' | 'body' | 'preview' }
  | { kind: 'wire'; connectionId: number }
  | { kind: 'group-resize'; groupId: string }
  | { kind: 'group'; groupId: string }
  | { kind: 'canvas' };

/**
 * The topmost thing at a world point. `zoom` turns the screen-sized hit tolerances of sockets
 * and wires into world units, so they are as easy to hit zoomed out as zoomed in.
 */
export function hitTest(scene: SceneLayout, point: Point, zoom: number): HitTarget {
  const socketReach = socketHitRadius / zoom;
  for (let index = scene.order.length - 1; index >= 0; index--) {
    const layout = scene.nodes.get(scene.order[index]!);
    if (!layout) continue;
    const near = {
      x: layout.rect.x - socketReach,
      y: layout.rect.y - socketReach,
      width: layout.rect.width + socketReach * 2,
      height: layout.rect.height + socketReach * 2,
    };
    if (!rectContains(near, point)) continue;
    let closest: SocketLayout | undefined;
    let closestDistance = socketReach;
    for (const socket of layout.sockets) {
      const gap = distance(socket.position, point);
      if (gap <= closestDistance) {
        closest = socket;
        closestDistance = gap;
      }
    }
    if (closest) return { kind: 'socket', nodeId: layout.nodeId, socket: closest };
    if (!rectContains(layout.rect, point)) continue;
    if (rectContains(layout.resizeRect, point)) return { kind: 'node-resize', nodeId: layout.nodeId };
    const part =
      point.y <= layout.rect.y + 34
        ? 'header'
        : layout.previewRect && rectContains(layout.previewRect, point)
          ? 'preview'
          : 'body';
    return { kind: 'node', nodeId: layout.nodeId, part };
  }
  const wireReach = wireHitDistance / zoom;
  let closestWire: number | undefined;
  let closestWireDistance = wireReach;
  for (const wire of scene.wires) {
    const box = {
      x: Math.min(wire.from.x, wire.to.x) - 200,
      y: Math.min(wire.from.y, wire.to.y) - wireReach,
      width: Math.abs(wire.to.x - wire.from.x) + 400,
      height: Math.abs(wire.to.y - wire.from.y) + wireReach * 2,
    };
    if (!rectContains(box, point)) continue;
    const gap = distanceToWire(point, wire.from, wire.to);
    if (gap <= closestWireDistance) {
      closestWire = wire.connectionId;
      closestWireDistance = gap;
    }
  }
  if (closestWire !== undefined) return { kind: 'wire', connectionId: closestWire };
  for (let index = scene.groups.length - 1; index >= 0; index--) {
    const group = scene.groups[index]!;
    if (rectContains(group.resizeRect, point)) return { kind: 'group-resize', groupId: group.groupId };
    if (rectContains(group.headerRect, point)) return { kind: 'group', groupId: group.groupId };
  }
  return { kind: 'canvas' };
}

/** The wire nearest to a point within one and a half times the hit distance. */
export function wireAt(scene: SceneLayout, point: Point, zoom: number): number | undefined {
  const reach = (wireHitDistance * 1.5) / zoom;
  let best: number | undefined;
  let bestDistance = reach;
  for (const wire of scene.wires) {
    const gap = distanceToWire(point, wire.from, wire.to);
    if (gap <= bestDistance) {
      best = wire.connectionId;
      bestDistance = gap;
    }
  }
  return best;
}

/** Nodes whose rectangles meet a selection box, in document order. */
export function nodesInRect(scene: SceneLayout, rect: Rect): string[] {
  return [...scene.nodes.values()]
    .filter((layout) => rectsIntersect(layout.rect, rect))
    .map((layout) => layout.nodeId);
}
