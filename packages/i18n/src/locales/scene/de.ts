import type { SceneTexts } from './en-US';
import { sceneRenderTextsDe } from './render/de';

export const sceneTextsDe: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: { ...sceneRenderTextsDe.nodes },
  messages: { ...sceneRenderTextsDe.messages },
  production: {},
};
