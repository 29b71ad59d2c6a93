import type { notificationMessagesEnUS } from './en-US';

export const notificationMessagesIt: typeof notificationMessagesEnUS = {
  notifications: {
    region: 'Notifiche ({{hotkey}})',
    item: 'Notifica',
  },
};
