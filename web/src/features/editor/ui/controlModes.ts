import type { ControlRow, NodeDefinition } from '@atelier/graph';

/** The mode a node is in: its chosen one, else its definition's first; undefined without modes. */
export function currentModeOf(definition: NodeDefinition, chosen: string | undefined): string | undefined {
  const modes = definition.modes ?? [];
  if (modes.length === 0) return undefined;
  return modes.some((mode) => mode.id === chosen) ? chosen : modes[0]!.id;
}

/**
 * The control rows the panel shows for a node in `mode`: a control that names the modes it
 * applies in is left out in the others (Gradient's angle in radial mode, its radius in linear
 * mode), and a row left empty goes with it.
 */
export function controlRowsInMode(definition: NodeDefinition, mode: string | undefined): ControlRow[] {
  return definition.controls
    .map((row) =>
      row.filter((control) => !control.modes || mode === undefined || control.modes.includes(mode)),
    )
    .filter((row) => row.length > 0);
}
