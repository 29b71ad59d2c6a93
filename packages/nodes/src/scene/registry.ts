// Every 3D node type, by id, and where the node menu lists them. The type checker holds the list
// complete: a type named in `sceneNodeTypes` without a definition here, or the other way round,
// fails to compile.
import type { NodeDefinition } from '@atelier/graph';

export const sceneNodeTypes = [] as const;

export type SceneNodeType = (typeof sceneNodeTypes)[number];

/** The current version of every 3D node type. */
export const sceneNodes = {} satisfies Record<SceneNodeType, NodeDefinition>;

/** The node menu's categories of the 3D family, in the order it lists them. */
export const sceneMenuCategories: readonly { id: string; nodes: readonly SceneNodeType[] }[] = [];
