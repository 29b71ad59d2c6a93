import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsEnGB: SceneRenderTexts = {
  nodes: {},
  messages: {},
};
