import type { notificationMessagesEnUS } from './en-US';

export const notificationMessagesFr: typeof notificationMessagesEnUS = {
  notifications: {
    region: 'Notifications ({{hotkey}})',
    item: 'Notification',
  },
};
