import type { KnitTexts } from './en-US';

export const knitTextsFr: KnitTexts = {
  family: { title: 'Tricot', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
