import type { controlsSheetMessagesEnUS } from './en-US';

export const controlsSheetMessagesIt: typeof controlsSheetMessagesEnUS = {
  controlsSheet: {
    show: 'Mostra i controlli',
    hide: 'Nascondi i controlli',
  },
};
