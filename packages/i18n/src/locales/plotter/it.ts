import type { PlotterTexts } from './en-US';

export const plotterTextsIt: PlotterTexts = {
  family: { title: 'Plotter da taglio', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
