import type { notificationMessagesEnUS } from './en-US';

export const notificationMessagesDe: typeof notificationMessagesEnUS = {
  notifications: {
    region: 'Benachrichtigungen ({{hotkey}})',
    item: 'Benachrichtigung',
  },
};
