// Texts of print-on-demand ordering: the product and variant chooser, the order draft, payment, and order status.
// American English is the reference: the other locales of this folder fill the same shape.
export const printOrderMessagesEnUS = {
  printOrders: {},
};
