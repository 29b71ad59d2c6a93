import type { GraphNode } from '../document/types';
import type { NodeDefinition } from './definition';

/**
 * A new stored node for a definition: pinned to its version, every control in its row with its
 * default value, the definition's modes with the first one current, and the default unit.
 */
export function createNode(
  definition: NodeDefinition,
  id: string,
  position: { x: number; y: number },
): GraphNode {
  const node: GraphNode = {
    id,
    type: definition.id,
    version: definition.version,
    options: { x: position.x, y: position.y, selectedUnit: null },
    // Values are copied so that editing a node never reaches into the definition's defaults.
    controls: definition.controls.map((row) =>
      row.map((control) => ({ id: control.id, value: structuredClone(control.default) as unknown })),
    ),
    params: {},
  };
  if (definition.modes && definition.modes.length > 0) {
    node.modes = definition.modes.map((mode) => ({ id: mode.id }));
    node.currentMode = definition.modes[0]!.id;
  }
  return node;
}
