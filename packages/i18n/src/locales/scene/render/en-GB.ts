import type { SceneRenderTexts } from './en-US';
import { sceneRenderTextsEnUS } from './en-US';

// British and American English say the same here.
export const sceneRenderTextsEnGB: SceneRenderTexts = {
  nodes: sceneRenderTextsEnUS.nodes,
  messages: sceneRenderTextsEnUS.messages,
};
