import type { controlsPanelMessagesEnUS } from './en-US';

export const controlsPanelMessagesFr: typeof controlsPanelMessagesEnUS = {
  controlsPanel: {
    about: 'À propos de ce nœud\u00a0: {{type}}, version {{version}}',
    chooseFile: 'Choisir un fichier…',
    colourNumber: 'Couleur {{number}}',
    replaceFile: 'Choisir un autre fichier…',
  },
};
