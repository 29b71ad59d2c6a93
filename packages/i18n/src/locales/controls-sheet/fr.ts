import type { controlsSheetMessagesEnUS } from './en-US';

export const controlsSheetMessagesFr: typeof controlsSheetMessagesEnUS = {
  controlsSheet: {
    show: 'Afficher les réglages',
    hide: 'Masquer les réglages',
  },
};
