import type { KnitTexts } from './en-US';

export const knitTextsDe: KnitTexts = {
  family: { title: 'Stricken', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
