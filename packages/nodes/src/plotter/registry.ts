// Every plotter node type, by id, and where the node menu lists them. The type checker holds the
// list complete: a type named in `plotterNodeTypes` without a definition here, or the other way
// round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';

export const plotterNodeTypes = [] as const;

export type PlotterNodeType = (typeof plotterNodeTypes)[number];

/** The current version of every plotter node type. */
export const plotterNodes = {} satisfies Record<PlotterNodeType, NodeDefinition>;

/** The node menu's categories of the plotter family, in the order it lists them. */
export const plotterMenuCategories: readonly { id: string; nodes: readonly PlotterNodeType[] }[] = [];
