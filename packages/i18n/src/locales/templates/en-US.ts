// Texts of the template marketplace: templates home, search, details, my templates, purchase result, the template viewer and the admin template editor.
// American English is the reference: the other locales of this folder fill the same shape.
export const marketplaceMessagesEnUS = {
  marketplace: {},
};
