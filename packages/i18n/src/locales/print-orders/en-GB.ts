import type { printOrderMessagesEnUS } from './en-US';

export const printOrderMessagesEnGB: typeof printOrderMessagesEnUS = {
  printOrders: {},
};
