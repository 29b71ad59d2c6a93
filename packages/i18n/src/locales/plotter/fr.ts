import type { PlotterTexts } from './en-US';

export const plotterTextsFr: PlotterTexts = {
  family: { title: 'Traceur de découpe', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
