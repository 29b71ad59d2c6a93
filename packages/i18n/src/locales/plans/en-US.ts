// Texts of the paid plans: the get-the-product pages, their result page, the profile subscription tab, the sandbox checkout page and upgrade prompts where a feature is gated.
// American English is the reference: the other locales of this folder fill the same shape.
export const planMessagesEnUS = {
  plans: {},
};
