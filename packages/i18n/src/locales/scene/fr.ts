import type { SceneTexts } from './en-US';

export const sceneTextsFr: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
