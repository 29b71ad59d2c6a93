// Texts of woven jacquard: colour areas, weave structures, lifting plans, bitmaps and WIF drafts: the family's name and
// categories in the node menu (`node.family.jacquard`), its nodes' labels (`node.jacquard.<node>`, the
// keys packages/nodes builds with `nodeLabels`), the node messages it adds (`node.messages`, by
// code in camel case; list each code in `jacquardMessageCodes`) and its production texts such as
// worksheet labels (`jacquard.*`). American English is the reference: the other locales of this
// folder fill the same shape.
export const jacquardTextsEnUS = {
  family: { title: 'Jacquard weaving', categories: {} },
  nodes: {},
  messages: {},
  production: {},
};

export type JacquardTexts = typeof jacquardTextsEnUS;

/** Node message codes the jacquard nodes and kernel raise, each with texts under `messages`. */
export const jacquardMessageCodes = [] as const;
