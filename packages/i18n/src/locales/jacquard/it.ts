import type { JacquardTexts } from './en-US';

export const jacquardTextsIt: JacquardTexts = {
  family: { title: 'Tessitura jacquard', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
