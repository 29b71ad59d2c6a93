import type { SceneTexts } from './en-US';

export const sceneTextsIt: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
