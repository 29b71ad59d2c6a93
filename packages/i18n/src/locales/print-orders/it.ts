import type { printOrderMessagesEnUS } from './en-US';

export const printOrderMessagesIt: typeof printOrderMessagesEnUS = {
  printOrders: {},
};
