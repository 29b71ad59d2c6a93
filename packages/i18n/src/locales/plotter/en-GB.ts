import type { PlotterTexts } from './en-US';

export const plotterTextsEnGB: PlotterTexts = {
  family: { title: 'Cutting plotter', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};
