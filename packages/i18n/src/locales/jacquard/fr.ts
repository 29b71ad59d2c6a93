import type { JacquardTexts } from './en-US';

export const jacquardTextsFr: JacquardTexts = {
  family: { title: 'Tissage jacquard', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
