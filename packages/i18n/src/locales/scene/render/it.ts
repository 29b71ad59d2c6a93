import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsIt: SceneRenderTexts = {
  nodes: {},
  messages: {},
};
