import type { printOrderMessagesEnUS } from './en-US';

export const printOrderMessagesFr: typeof printOrderMessagesEnUS = {
  printOrders: {},
};
