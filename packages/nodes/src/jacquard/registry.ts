// Every jacquard node type, by id, and where the node menu lists them. The type checker holds the
// list complete: a type named in `jacquardNodeTypes` without a definition here, or the other way
// round, fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { jacquardExportNode } from './export';
import { weaveNode } from './weave';

export const jacquardNodeTypes = ['jacquard.weave', 'jacquard.export'] as const;

export type JacquardNodeType = (typeof jacquardNodeTypes)[number];

/** The current version of every jacquard node type. */
export const jacquardNodes = {
  'jacquard.weave': weaveNode,
  'jacquard.export': jacquardExportNode,
} satisfies Record<JacquardNodeType, NodeDefinition>;

/** The node menu's categories of the jacquard family, in the order it lists them. */
export const jacquardMenuCategories: readonly { id: string; nodes: readonly JacquardNodeType[] }[] = [
  { id: 'weaving', nodes: ['jacquard.weave'] },
  { id: 'production', nodes: ['jacquard.export'] },
];
