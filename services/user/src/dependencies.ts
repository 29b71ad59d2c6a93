import type { Bus, Logger } from '@atelier/platform';
import type { PrismaClient } from './generated/prisma/client';
import type { UserServiceSettings } from './settings';
import type { TokenKeys } from './tokens';

/** What every call handler of the user service works with, handed over as one object. */
export interface UserServiceDependencies {
  prisma: PrismaClient;
  logger: Logger;
  clock: () => Date;
  settings: UserServiceSettings;
  keys: TokenKeys;
  /** Where ended sessions and changed accounts are announced (see `announce.ts`). */
  bus: Pick<Bus, 'publish'>;
}
