import type { JacquardTexts } from './en-US';

export const jacquardTextsDe: JacquardTexts = {
  family: { title: 'Jacquard-Weberei', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
