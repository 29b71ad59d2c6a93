// The user service: accounts, sessions, sign-in, profile and settings, passkeys, feedback.
import { parseEnvironment, type ServiceModule } from '@atelier/platform';
import { UserServiceService } from '@atelier/proto';
import { migrationsDirectory, schemaName } from './db';
import { createUserService } from './service';
import { userServiceEnvironment, userServiceSettingsFrom, type UserServiceSettings } from './settings';

/** The user service with settings given by its host (the one-machine product, tests). */
export function createUserServiceModule(
  settings: UserServiceSettings | ((logger: import('@atelier/platform').Logger) => UserServiceSettings),
): ServiceModule<typeof UserServiceService> {
  return {
    name: 'user',
    schema: schemaName,
    migrationsDirectory,
    definition: UserServiceService,
    create: (resources) =>
      createUserService(resources, typeof settings === 'function' ? settings(resources.logger) : settings),
  };
}

/** The user service configured from its own environment variables (a cluster, or run alone). */
export const userServiceModule = createUserServiceModule((logger) =>
  userServiceSettingsFrom(parseEnvironment(userServiceEnvironment), logger),
);

export {
  defaultSignInLimits,
  parseAdminEmails,
  userServiceEnvironment,
  userServiceSettingsFrom,
  type GoogleSettings,
  type SignInLimits,
  type UserServiceEnvironment,
  type UserServiceSettings,
} from './settings';
export {
  createDevMailbox,
  createSmtpMailer,
  type DevMail,
  type DevMailbox,
  type Mailer,
  type MailMessage,
} from './mail';
export { defaultSettings, type Settings } from './profile';
export { deriveTokenKeys, signAccessToken } from './tokens';
