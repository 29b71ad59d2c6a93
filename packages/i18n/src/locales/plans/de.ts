import type { planMessagesEnUS } from './en-US';

export const planMessagesDe: typeof planMessagesEnUS = {
  plans: {},
};
