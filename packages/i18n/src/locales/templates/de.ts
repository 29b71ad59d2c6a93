import type { marketplaceMessagesEnUS } from './en-US';

export const marketplaceMessagesDe: typeof marketplaceMessagesEnUS = {
  marketplace: {},
};
