import type { SceneTexts } from './en-US';
import { sceneRenderTextsIt } from './render/it';

export const sceneTextsIt: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: { ...sceneRenderTextsIt.nodes },
  messages: { ...sceneRenderTextsIt.messages },
  production: {},
};
