import type { planMessagesEnUS } from './en-US';

export const planMessagesEnGB: typeof planMessagesEnUS = {
  plans: {},
};
