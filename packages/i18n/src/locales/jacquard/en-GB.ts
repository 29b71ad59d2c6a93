import type { JacquardTexts } from './en-US';

export const jacquardTextsEnGB: JacquardTexts = {
  family: { title: 'Jacquard weaving', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
