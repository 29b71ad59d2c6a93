// Which node types fit a wire dropped on empty canvas: for a wire drawn from an output, the
// types with an input that output can feed; for one drawn backwards from an input, the types
// with an output that can feed it. The node menu lists those first, the rest after them.
import { canFeed, type SocketType } from '@atelier/graph';

/** The fixed end of a dropped wire: an output of some type, or an input of some type. */
export interface WireEnd {
  end: 'output' | 'input';
  type: SocketType;
}

/** What the ranking needs of a node type: the socket types it takes in and gives out. */
export interface WireableNode {
  inputs: readonly SocketType[];
  outputs: readonly SocketType[];
}

/** Whether a node of this type can be wired to the dropped wire's fixed end. */
export function fitsWire(node: WireableNode, wire: WireEnd): boolean {
  return wire.end === 'output'
    ? node.inputs.some((input) => canFeed(wire.type, input))
    : node.outputs.some((output) => canFeed(output, wire.type));
}

/**
 * The node types split into those that fit the wire and the rest, each part in the order given
 * (the menu's own order).
 */
export function rankForWire<Node extends WireableNode>(
  nodes: readonly Node[],
  wire: WireEnd,
): { fitting: Node[]; rest: Node[] } {
  const fitting: Node[] = [];
  const rest: Node[] = [];
  for (const node of nodes) (fitsWire(node, wire) ? fitting : rest).push(node);
  return { fitting, rest };
}
