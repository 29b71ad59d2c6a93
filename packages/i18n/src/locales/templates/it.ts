import type { marketplaceMessagesEnUS } from './en-US';

export const marketplaceMessagesIt: typeof marketplaceMessagesEnUS = {
  marketplace: {},
};
