// Texts of 3D: scene nodes, materials, lights, environments, the camera and the render node:
// the family's name and categories in the node menu (`node.family.scene`), its nodes' labels
// (`node.scene.<node>`, the keys packages/nodes builds with `nodeLabels`), the node messages it
// adds (`node.messages`, by code in camel case; list each code in `sceneMessageCodes`) and texts
// of the 3D editor and other 3D screens (`scene.*`). American English is the reference: the
// other locales of this folder fill the same shape.
import { sceneRenderMessageCodes, sceneRenderTextsEnUS } from './render/en-US';

export const sceneTextsEnUS = {
  family: { title: '3D', categories: {} },
  nodes: { ...sceneRenderTextsEnUS.nodes },
  messages: { ...sceneRenderTextsEnUS.messages },
  production: {},
};

export type SceneTexts = typeof sceneTextsEnUS;

/** Node message codes the 3D nodes and kernel raise, each with texts under `messages`. */
export const sceneMessageCodes = [...sceneRenderMessageCodes] as const;
