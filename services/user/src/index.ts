// The user service: accounts, sessions, profile and settings, passkeys, feedback.
import type { ServiceModule } from '@atelier/platform';
import { UserServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createUserService } from './service';

export const userServiceModule: ServiceModule<typeof UserServiceService> = {
  name: 'user',
  schema: schemaName,
  migrationsDirectory,
  definition: UserServiceService,
  create: createUserService,
};

export { hashAccessToken } from './sessions';
