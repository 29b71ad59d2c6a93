import type { PlotterTexts } from './en-US';

export const plotterTextsDe: PlotterTexts = {
  family: { title: 'Schneideplotter', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
