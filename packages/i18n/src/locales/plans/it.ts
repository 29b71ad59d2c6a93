import type { planMessagesEnUS } from './en-US';

export const planMessagesIt: typeof planMessagesEnUS = {
  plans: {},
};
