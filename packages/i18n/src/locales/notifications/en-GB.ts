import type { notificationMessagesEnUS } from './en-US';

export const notificationMessagesEnGB: typeof notificationMessagesEnUS = {
  notifications: {
    region: 'Notifications ({{hotkey}})',
    item: 'Notification',
  },
};
