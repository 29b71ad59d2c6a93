// Messages of the controls panel as a sheet along the bottom of a narrow screen: the button that
// folds it down to one line (leaving the canvas the screen) and opens it again.
// American English is the reference: the other locales of this folder fill the same shape.
export const controlsSheetMessagesEnUS = {
  controlsSheet: {
    show: 'Show controls',
    hide: 'Hide controls',
  },
};
