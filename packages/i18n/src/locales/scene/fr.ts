import type { SceneTexts } from './en-US';
import { sceneRenderTextsFr } from './render/fr';

export const sceneTextsFr: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: { ...sceneRenderTextsFr.nodes },
  messages: { ...sceneRenderTextsFr.messages },
  production: {},
};
