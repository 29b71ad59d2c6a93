import type { KnitTexts } from './en-US';

export const knitTextsIt: KnitTexts = {
  family: { title: 'Maglieria', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
