import type { planMessagesEnUS } from './en-US';

export const planMessagesFr: typeof planMessagesEnUS = {
  plans: {},
};
