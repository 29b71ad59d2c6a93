// Messages of the editor's controls panel: the line about the selected node and the file control.
// American English is the reference: the other locales of this folder fill the same shape.
export const controlsPanelMessagesEnUS = {
  controlsPanel: {
    about: 'About this node: {{type}}, version {{version}}',
    chooseFile: 'Choose a file…',
    colourNumber: 'Color {{number}}',
    replaceFile: 'Choose another file…',
  },
};
