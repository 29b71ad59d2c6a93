import { loadEnvironmentOrExit, runStandaloneService } from '@atelier/platform';
import { HealthService } from '@atelier/proto';
import { createUserServiceModule } from './index';
import { userServiceEnvironment, userServiceSettingsFrom } from './settings';

// Parsed before anything starts, so a bad value stops the process with a message naming it.
const environment = loadEnvironmentOrExit(userServiceEnvironment);
await runStandaloneService(
  createUserServiceModule((logger) => userServiceSettingsFrom(environment, logger)),
  HealthService,
);
