import type { printOrderMessagesEnUS } from './en-US';

export const printOrderMessagesDe: typeof printOrderMessagesEnUS = {
  printOrders: {},
};
