import type { SceneTexts } from './en-US';

export const sceneTextsEnGB: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
