import type { KnitTexts } from './en-US';

export const knitTextsEnGB: KnitTexts = {
  family: { title: 'Knitting', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
