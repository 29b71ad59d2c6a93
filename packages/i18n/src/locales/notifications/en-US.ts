// Messages of the notifications region (the toasts, bottom left): the region's name, read out
// when moving between the page's landmarks ({{hotkey}} is the key that jumps to it), and the
// word read out before each notification. American English is the reference.
export const notificationMessagesEnUS = {
  notifications: {
    region: 'Notifications ({{hotkey}})',
    item: 'Notification',
  },
};
