import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsFr: SceneRenderTexts = {
  nodes: {},
  messages: {},
};
