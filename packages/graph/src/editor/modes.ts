import type { NodeDefinition } from '../definitions/definition';
import type { GraphNode, NodeModeEntry } from '../document/types';

/** The modes a node offers: its stored list, or its definition's when it stores none. */
export function availableModeIds(node: GraphNode, definition?: NodeDefinition): string[] {
  if (node.modes && node.modes.length > 0) return node.modes.map((mode) => mode.id);
  return (definition?.modes ?? []).map((mode) => mode.id);
}

/**
 * The mode a node is in. When `currentMode` is absent, or names a mode the node no longer has,
 * the node falls back to its first mode (spec section 4); a node without modes has none.
 */
export function resolveCurrentMode(node: GraphNode, definition?: NodeDefinition): string | undefined {
  const modes = availableModeIds(node, definition);
  if (node.currentMode !== undefined && modes.includes(node.currentMode)) return node.currentMode;
  return modes[0];
}

/**
 * A copy of the node with a new list of modes, its current mode kept when still offered and
 * otherwise set to the first mode (spec section 4). Other fields are left as they are.
 */
export function withModes(node: GraphNode, modes: NodeModeEntry[]): GraphNode {
  const ids = modes.map((mode) => mode.id);
  const { currentMode: _previous, ...rest } = node;
  const currentMode =
    node.currentMode !== undefined && ids.includes(node.currentMode) ? node.currentMode : ids[0];
  return currentMode === undefined ? { ...rest, modes } : { ...rest, modes, currentMode };
}
