import type { SceneTexts } from './en-US';
import { sceneRenderTextsEnGB } from './render/en-GB';

export const sceneTextsEnGB: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: { ...sceneRenderTextsEnGB.nodes },
  messages: { ...sceneRenderTextsEnGB.messages },
  production: {},
};
