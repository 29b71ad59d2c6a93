// Every knit node type, by id, and where the node menu lists them. The type checker holds the
// list complete: a type named in `knitNodeTypes` without a definition here, or the other way
// round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';

export const knitNodeTypes = [] as const;

export type KnitNodeType = (typeof knitNodeTypes)[number];

/** The current version of every knit node type. */
export const knitNodes = {} satisfies Record<KnitNodeType, NodeDefinition>;

/** The node menu's categories of the knit family, in the order it lists them. */
export const knitMenuCategories: readonly { id: string; nodes: readonly KnitNodeType[] }[] = [];
