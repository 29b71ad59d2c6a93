import type { SceneRenderTexts } from './en-US';

export const sceneRenderTextsDe: SceneRenderTexts = {
  nodes: {},
  messages: {},
};
