// Texts of cutting plotters: cut paths, blade offset, tiling, weeding, HPGL, DXF and SVG: the family's name and
// categories in the node menu (`node.family.plotter`), its nodes' labels (`node.plotter.<node>`, the
// keys packages/nodes builds with `nodeLabels`), the node messages it adds (`node.messages`, by
// code in camel case; list each code in `plotterMessageCodes`) and its production texts such as
// worksheet labels (`plotter.*`). American English is the reference: the other locales of this
// folder fill the same shape.
export const plotterTextsEnUS = {
  family: { title: 'Cutting plotter', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};

export type PlotterTexts = typeof plotterTextsEnUS;

/** Node message codes the plotter nodes and kernel raise, each with texts under `messages`. */
export const plotterMessageCodes = [] as const;
