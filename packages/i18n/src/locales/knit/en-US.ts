// Texts of knitting: knit charts, stitch structures, knitout, AYAB charts and the knitting worksheet: the family's name and
// categories in the node menu (`node.family.knit`), its nodes' labels (`node.knit.<node>`, the
// keys packages/nodes builds with `nodeLabels`), the node messages it adds (`node.messages`, by
// code in camel case; list each code in `knitMessageCodes`) and its production texts such as
// worksheet labels (`knit.*`). American English is the reference: the other locales of this
// folder fill the same shape.
export const knitTextsEnUS = {
  family: { title: 'Knitting', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};

export type KnitTexts = typeof knitTextsEnUS;

/** Node message codes the knit nodes and kernel raise, each with texts under `messages`. */
export const knitMessageCodes = [] as const;
