import type { marketplaceMessagesEnUS } from './en-US';

export const marketplaceMessagesFr: typeof marketplaceMessagesEnUS = {
  marketplace: {},
};
