import type { controlsPanelMessagesEnUS } from './en-US';

export const controlsPanelMessagesEnGB: typeof controlsPanelMessagesEnUS = {
  controlsPanel: {
    about: 'About this node: {{type}}, version {{version}}',
    chooseFile: 'Choose a file…',
    colourNumber: 'Colour {{number}}',
    replaceFile: 'Choose another file…',
  },
};
