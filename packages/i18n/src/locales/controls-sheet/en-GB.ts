import type { controlsSheetMessagesEnUS } from './en-US';

export const controlsSheetMessagesEnGB: typeof controlsSheetMessagesEnUS = {
  controlsSheet: {
    show: 'Show controls',
    hide: 'Hide controls',
  },
};
