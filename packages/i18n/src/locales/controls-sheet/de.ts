import type { controlsSheetMessagesEnUS } from './en-US';

export const controlsSheetMessagesDe: typeof controlsSheetMessagesEnUS = {
  controlsSheet: {
    show: 'Regler einblenden',
    hide: 'Regler ausblenden',
  },
};
