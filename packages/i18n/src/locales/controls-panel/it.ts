import type { controlsPanelMessagesEnUS } from './en-US';

export const controlsPanelMessagesIt: typeof controlsPanelMessagesEnUS = {
  controlsPanel: {
    about: 'Informazioni su questo nodo: {{type}}, versione {{version}}',
    chooseFile: 'Scegli un file…',
    colourNumber: 'Colore {{number}}',
    replaceFile: 'Scegli un altro file…',
  },
};
