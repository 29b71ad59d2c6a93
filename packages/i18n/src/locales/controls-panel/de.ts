import type { controlsPanelMessagesEnUS } from './en-US';

export const controlsPanelMessagesDe: typeof controlsPanelMessagesEnUS = {
  controlsPanel: {
    about: 'Über diesen Knoten: {{type}}, Version {{version}}',
    chooseFile: 'Datei wählen…',
    colourNumber: 'Farbe {{number}}',
    replaceFile: 'Andere Datei wählen…',
  },
};
