// Every 3D node type, by id, and where the node menu lists them. The type checker holds the list
// complete: a type named in `sceneNodeTypes` without a definition here, or the other way round,
// fails to compile.
import type { NodeDefinition } from '@atelier/graph';
import { cameraNode } from './camera';
import { combineNode } from './combine';
import { environmentNode } from './environment';
import { lightNode } from './light';
import { materialNode } from './material';
import { modelNode } from './model';
import { primitiveNode } from './primitive';
import { renderNode } from './render';
import { sampleModelNode } from './sample-model';
import { transformNode } from './transform';

export const sceneNodeTypes = [
  'scene.primitive',
  'scene.sample-model',
  'scene.model',
  'scene.transform',
  'scene.combine',
  'scene.material',
  'scene.light',
  'scene.environment',
  'scene.camera',
  'scene.render',
] as const;

export type SceneNodeType = (typeof sceneNodeTypes)[number];

/** The current version of every 3D node type. */
export const sceneNodes = {
  'scene.primitive': primitiveNode,
  'scene.sample-model': sampleModelNode,
  'scene.model': modelNode,
  'scene.transform': transformNode,
  'scene.combine': combineNode,
  'scene.material': materialNode,
  'scene.light': lightNode,
  'scene.environment': environmentNode,
  'scene.camera': cameraNode,
  'scene.render': renderNode,
} satisfies Record<SceneNodeType, NodeDefinition>;

/**
 * The node menu's categories of the 3D family, in the order it lists them; `output` holds the
 * render node, which turns a scene into an image for the image family and the export nodes.
 */
export const sceneMenuCategories: readonly { id: string; nodes: readonly SceneNodeType[] }[] = [
  { id: 'sources', nodes: ['scene.sample-model', 'scene.model', 'scene.primitive'] },
  { id: 'arrange', nodes: ['scene.transform', 'scene.combine'] },
  { id: 'surface', nodes: ['scene.material'] },
  { id: 'lighting', nodes: ['scene.light', 'scene.environment'] },
  { id: 'camera', nodes: ['scene.camera'] },
  { id: 'output', nodes: ['scene.render'] },
];
