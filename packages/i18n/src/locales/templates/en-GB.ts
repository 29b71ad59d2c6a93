import type { marketplaceMessagesEnUS } from './en-US';

export const marketplaceMessagesEnGB: typeof marketplaceMessagesEnUS = {
  marketplace: {},
};
