// Every node type of the product and the registry the engine evaluates with.
import { createNodeRegistry, type NodeDefinition, type NodeRegistry } from '@atelier/graph';
import { imageNodes, imageNodeTypes, type ImageNodeType } from './image/registry';
import { vectorNodes, vectorNodeTypes, type VectorNodeType } from './vector/registry';
import { embroideryNodes, embroideryNodeTypes, type EmbroideryNodeType } from './embroidery/registry';
import { knitNodes, knitNodeTypes, type KnitNodeType } from './knit/registry';
import { jacquardNodes, jacquardNodeTypes, type JacquardNodeType } from './jacquard/registry';
import { plotterNodes, plotterNodeTypes, type PlotterNodeType } from './plotter/registry';
import { sceneNodes, sceneNodeTypes, type SceneNodeType } from './scene/registry';

/** Every node type id, family by family. */
export const nodeTypes = [
  ...imageNodeTypes,
  ...vectorNodeTypes,
  ...embroideryNodeTypes,
  ...knitNodeTypes,
  ...jacquardNodeTypes,
  ...plotterNodeTypes,
  ...sceneNodeTypes,
] as const;
export type NodeType =
  | ImageNodeType
  | VectorNodeType
  | EmbroideryNodeType
  | KnitNodeType
  | JacquardNodeType
  | PlotterNodeType
  | SceneNodeType;

/** The current version of every node type, by type id. */
export const allNodes = {
  ...imageNodes,
  ...vectorNodes,
  ...embroideryNodes,
  ...knitNodes,
  ...jacquardNodes,
  ...plotterNodes,
  ...sceneNodes,
} satisfies Record<NodeType, NodeDefinition>;

/**
 * Earlier versions still served for graphs that pin them. A node whose behaviour changes ships
 * as a new version in `allNodes` and its previous definition moves here, so saved projects
 * evaluate the same as before.
 */
export const previousNodeVersions: readonly NodeDefinition[] = [];

/** Every node definition, every version. */
export const allNodeDefinitions: readonly NodeDefinition[] = [
  ...Object.values(allNodes),
  ...previousNodeVersions,
];

/** The registry of every node version, for evaluators in the browser, workers and the command line. */
export const nodeRegistry: NodeRegistry = createNodeRegistry(allNodeDefinitions);
