import type { SceneTexts } from './en-US';

export const sceneTextsDe: SceneTexts = {
  family: { title: '3D', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
